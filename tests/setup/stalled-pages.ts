/**
 * Which story files `npm test` runs again in a fresh browser: those whose every failure is the visual setup's
 * "The browser stopped drawing the page …, and nothing woke it" (tests/setup/visual.ts). Headless Chromium has been
 * seen, about once in ten full runs on a busy two-core machine, to stop drawing one page for good; every file that
 * page runs after it fails so, whatever its stories do. A new browser draws them again, and their own checks decide.
 */

/** The part of Vitest's JSON report this reads. */
export interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { status: string; failureMessages: string[] }[];
  }[];
}

/**
 * The failure the visual setup throws when no wake step made the page draw again, one line, alone or as one of a
 * story's failures (visual.ts's allOf joins them with a blank line; the dark theme's are prefixed).
 */
const STALL =
  /^(?:In the dark theme: )?The browser stopped drawing the page [^\n]*, and nothing woke it \([^\n]*\)\.$/;

/** Whether a test's failure, as the JSON report gives it (the error's stack), is stalls and nothing else. */
export function onlyStalls(failure: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes a reporter may leave in a message
  const plain = failure.replace(/\u001b\[[0-9;]*m/g, '');
  const message = plain.replace(/^\w*Error: /, '').split(/\n\s+at /)[0] ?? '';
  return message.split('\n\n').every((part) => STALL.test(part.trim()));
}

/**
 * The files to run again, or an empty list when the run has no failure or a failure of any other kind (a file that
 * failed to load, a broken assertion): those are the run's verdict and a second try would only hide them.
 */
export function filesToRunAgain(report: JsonReport): string[] {
  const files: string[] = [];
  for (const file of report.testResults) {
    const failures = file.assertionResults.filter(({ status }) => status === 'failed');
    if (failures.length === 0) {
      if (file.status === 'failed') return [];
      continue;
    }
    const stalled = failures.every(
      ({ failureMessages }) => failureMessages.length > 0 && failureMessages.every(onlyStalls),
    );
    if (!stalled) return [];
    files.push(file.name);
  }
  return files;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function countFile(file: JsonReport['testResults'][number]): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const { status } of file.assertionResults) {
    if (status === 'passed') counts.passed += 1;
    else if (status === 'failed') counts.failed += 1;
    else counts.skipped += 1;
  }
  return counts;
}

/** The run's counts with each file run again counted from its second run instead of its first. */
export function countsAfterRerun(first: JsonReport, again: JsonReport): Counts {
  const byFile = new Map(first.testResults.map((file) => [file.name, countFile(file)]));
  for (const file of again.testResults) byFile.set(file.name, countFile(file));
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const counts of byFile.values()) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}
