import { describe, expect, it } from 'vitest';
import { countsAfterRerun, filesToRunAgain, type JsonReport, onlyStalls } from '../setup/stalled-pages';

// As Vitest's JSON report gave them in a run whose page had stopped drawing: the error's stack, message first.
const diagnosis =
  'the runner page draws: false; the test\'s frame: {"visibility":"visible","focus":true,"fonts":"loaded","size":"1280×800"}; pages in the context: 1';
const stall = `The browser stopped drawing the page while a story settled, and nothing woke it (${diagnosis}).`;
const stack = '\n    at allOf (http://localhost:23317/work/main/tests/setup/visual.ts?import:448:9)';
const screenshotMismatch = `Error: Screenshot does not match the stored reference.\n1506 pixels (ratio 0.01) differ.${stack}`;

type File = JsonReport['testResults'][number];

function file(name: string, tests: [status: string, failure?: string][], status?: string): File {
  return {
    name,
    status: status ?? (tests.some(([test]) => test === 'failed') ? 'failed' : 'passed'),
    assertionResults: tests.map(([test, failure]) => ({
      status: test,
      failureMessages: failure === undefined ? [] : [failure],
    })),
  };
}

function report(files: File[]): JsonReport {
  const all = files.flatMap(({ assertionResults }) => assertionResults);
  return {
    numPassedTests: all.filter(({ status }) => status === 'passed').length,
    numFailedTests: all.filter(({ status }) => status === 'failed').length,
    numPendingTests: all.filter(({ status }) => status === 'skipped').length,
    testResults: files,
  };
}

describe('onlyStalls', () => {
  it('takes a stall alone, both themes of one story joined, and the dark theme prefixed', () => {
    expect(onlyStalls(`Error: ${stall}${stack}`)).toBe(true);
    expect(onlyStalls(`Error: ${stall}\n\n${stall}${stack}`)).toBe(true);
    expect(onlyStalls(`Error: In the dark theme: ${stall}${stack}`)).toBe(true);
    expect(onlyStalls(`\u001b[31mError: ${stall}\u001b[39m${stack}`)).toBe(true);
  });

  it('refuses a stall joined with any other failure of the same story', () => {
    expect(onlyStalls(`Error: Screenshot does not match the stored reference.\n\n${stall}${stack}`)).toBe(
      false,
    );
    expect(onlyStalls(`Error: ${stall}\n\nexpected <button> to have focus${stack}`)).toBe(false);
    expect(onlyStalls(screenshotMismatch)).toBe(false);
    // A stall the wake steps fixed is a warning, never a failure; its wording must not pass for one.
    expect(
      onlyStalls(`Error: The browser stopped drawing the page (${diagnosis}); it drew again.${stack}`),
    ).toBe(false);
  });
});

describe('filesToRunAgain', () => {
  it('names the files whose every failure is a stall', () => {
    const run = report([
      file('/repo/stories/a.stories.tsx', [['passed']]),
      file('/repo/stories/b.stories.tsx', [['passed'], ['failed', `Error: ${stall}${stack}`]]),
      file('/repo/stories/c.stories.tsx', [['failed', `Error: ${stall}\n\n${stall}${stack}`]]),
    ]);
    expect(filesToRunAgain(run)).toEqual(['/repo/stories/b.stories.tsx', '/repo/stories/c.stories.tsx']);
  });

  it('runs nothing again when any failure of the run has another cause, or when nothing failed', () => {
    const stalled = file('/repo/stories/b.stories.tsx', [['failed', `Error: ${stall}${stack}`]]);
    expect(
      filesToRunAgain(
        report([stalled, file('/repo/stories/d.stories.tsx', [['failed', screenshotMismatch]])]),
      ),
    ).toEqual([]);
    expect(filesToRunAgain(report([stalled, file('/repo/tests/e.test.ts', [], 'failed')]))).toEqual([]);
    expect(filesToRunAgain(report([file('/repo/stories/b.stories.tsx', [['failed']])]))).toEqual([]);
    expect(filesToRunAgain(report([file('/repo/stories/a.stories.tsx', [['passed'], ['skipped']])]))).toEqual(
      [],
    );
  });
});

describe('countsAfterRerun', () => {
  it('counts a file run again from its second run only', () => {
    const first = report([
      file('/repo/stories/a.stories.tsx', [['passed'], ['skipped']]),
      file('/repo/stories/b.stories.tsx', [['passed'], ['failed', `Error: ${stall}${stack}`]]),
    ]);
    const again = report([file('/repo/stories/b.stories.tsx', [['passed'], ['passed']])]);
    expect(countsAfterRerun(first, again)).toEqual({ passed: 3, failed: 0, skipped: 1 });

    const stillFailing = report([
      file('/repo/stories/b.stories.tsx', [['passed'], ['failed', screenshotMismatch]]),
    ]);
    expect(countsAfterRerun(first, stillFailing)).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });
});
