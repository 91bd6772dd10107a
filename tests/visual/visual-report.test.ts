import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestArtifact } from 'vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCLI, type TestModule, type TestSpecification, type Vitest } from 'vitest/node';
import { acceptCommand, renderVisualReport } from '../setup/visual-report/report';
import VisualReportReporter, { REPORT_DIR } from '../setup/visual-report/reporter';

/** The words bash makes of a command line, without running it. */
function shellWords(command: string): string[] {
  return execFileSync('bash', ['-c', `set -- ${command}; printf '%s\\0' "$@"`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);
}

describe('acceptCommand', () => {
  it('selects exactly the one story, whatever its name holds', () => {
    const testName = "Plan at 92% (don't retry) $5 [beta] a.b";
    const words = shellWords(
      acceptCommand({ project: 'visual', file: 'stories/primitives/badge.stories.tsx', testName }),
    );
    expect(words).toEqual([
      'npx',
      'vitest',
      'run',
      '--project',
      'visual',
      'stories/primitives/badge.stories.tsx',
      '-t',
      expect.any(String),
      '--update=all',
    ]);
    // As Vitest's own command line reads it: the one file, the one project, every differing screenshot written.
    const { filter, options } = parseCLI(words.slice(1));
    expect(filter).toEqual(['stories/primitives/badge.stories.tsx']);
    expect(options).toMatchObject({ project: ['visual'], update: 'all', run: true });
    const pattern = new RegExp(options.testNamePattern ?? '');
    expect(pattern.test(testName)).toBe(true);
    expect(pattern.test(`${testName} 2`)).toBe(false);
    expect(pattern.test("Plan at 92% (don't retry) $5 [beta] aXb")).toBe(false);
  });
});

describe('renderVisualReport', () => {
  it('escapes what stories and Vitest put in it', () => {
    const html = renderVisualReport({
      generatedAt: 'now',
      changes: [
        {
          storyId: 'a--b',
          theme: 'light',
          variant: 'desktop',
          kind: 'changed',
          message: '<img src=x onerror=alert(1)>',
          project: 'visual',
          file: 'stories/a.stories.tsx',
          testName: '<script>alert(1)</script>',
          baselinePath: 'tests/visual/__screenshots__/chromium-linux/light/a-b.png',
          baseline: { src: 'images/a"b.png', width: 1, height: 1 },
          actual: { src: 'images/new.png', width: 1, height: 1 },
        },
      ],
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('src="images/a&quot;b.png"');
  });
});

// A fake run, as Vitest reports it, in a repository of its own under the system's temporary folder.
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visual-report-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

type Options = { arg: string; ext: string; root: string; browserName: string; platform: string };

/** A visual project with vitest.config.ts's paths: baselines in tests/visual, failures in .vitest-attachments. */
function visualProject() {
  return {
    name: 'visual (chromium)',
    config: {
      root,
      attachmentsDir: join(root, '.vitest/attachments'),
      browser: {
        name: 'chromium',
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: (o: Options) =>
              `${o.root}/tests/visual/__screenshots__/${o.browserName}-${o.platform}/${o.arg}${o.ext}`,
            resolveDiffPath: (o: Options) =>
              `${o.root}/.vitest-attachments/${o.browserName}-${o.platform}/${o.arg}${o.ext}`,
          },
        },
      },
    },
  };
}

/** An attachment as Vitest records it: a copy of the original named by the original's hash. */
function attachment(name: 'reference' | 'actual' | 'diff', original: string, width = 4, height = 2) {
  const dir = join(root, '.vitest/attachments');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${createHash('sha1').update(join(root, original)).digest('hex')}.png`);
  writeFileSync(path, `${name} of ${original}`);
  return { name, path, width, height, contentType: 'image/png' };
}

function storyTest(
  project: ReturnType<typeof visualProject>,
  storyId: string,
  name: string,
  artifacts: TestArtifact[],
) {
  return {
    name,
    fullName: name,
    project,
    module: { moduleId: join(root, 'stories/primitives/badge.stories.tsx') },
    meta: () => ({ storyId }),
    artifacts: () => artifacts,
    result: () => ({ state: 'failed', errors: [] }),
  };
}

function testModule(project: ReturnType<typeof visualProject>, tests: ReturnType<typeof storyTest>[]) {
  return {
    project,
    children: {
      *allTests(state?: string) {
        for (const test of tests) if (!state || test.result().state === state) yield test;
      },
    },
  } as unknown as TestModule;
}

const platform = process.platform;

async function run(modules: TestModule[], projects = ['visual (chromium)']): Promise<string[]> {
  const lines: string[] = [];
  const reporter = new VisualReportReporter();
  reporter.onInit({
    config: { root },
    logger: { log: (line: string) => lines.push(line) },
  } as unknown as Vitest);
  reporter.onTestRunStart(projects.map((name) => ({ project: { name } })) as unknown as TestSpecification[]);
  await reporter.onTestRunEnd(modules);
  return lines;
}

describe('the visual report reporter', () => {
  it('writes the page and its images for changed (light and dark), phone and new screenshots, and says where', async () => {
    const visual = visualProject();
    const shots = `tests/visual/__screenshots__/chromium-${platform}/light`;
    const failures = `.vitest-attachments/chromium-${platform}/light`;
    const darkShots = `tests/visual/__screenshots__/chromium-${platform}/dark`;
    const darkFailures = `.vitest-attachments/chromium-${platform}/dark`;
    const tones = storyTest(visual, 'primitives-badge--tones', 'Tones', [
      {
        type: 'internal:toMatchScreenshot',
        kind: 'visual-regression',
        message: 'Screenshot does not match the stored reference.\n12 pixels (ratio 0.01) differ.',
        attachments: [
          attachment('reference', `${shots}/primitives-badge-tones.png`),
          attachment('actual', `${failures}/primitives-badge-tones-actual.png`),
          attachment('diff', `${failures}/primitives-badge-tones-diff.png`),
        ],
      },
      // One test takes a story's pictures in both themes: the dark one is told apart by its files.
      {
        type: 'internal:toMatchScreenshot',
        kind: 'visual-regression',
        message: 'Screenshot does not match the stored reference.\n30 pixels (ratio 0.02) differ.',
        attachments: [
          attachment('reference', `${darkShots}/primitives-badge-tones.png`),
          attachment('actual', `${darkFailures}/primitives-badge-tones-actual.png`),
          attachment('diff', `${darkFailures}/primitives-badge-tones-diff.png`),
        ],
      },
    ]);
    const phone = storyTest(visual, 'screens-home--default', 'Default', [
      {
        type: 'internal:toMatchScreenshot',
        kind: 'visual-regression',
        message:
          'Screenshot does not match the stored reference.\nExpected image dimensions to be 4×2px, but received 4×3px.',
        attachments: [
          attachment('reference', `${shots}/screens-home-default-phone.png`),
          attachment('actual', `${failures}/screens-home-default-phone-actual.png`, 4, 3),
        ],
      },
    ]);
    const fresh = storyTest(visual, 'primitives-badge--sizes', 'Sizes', [
      {
        type: 'internal:toMatchScreenshot',
        kind: 'visual-regression',
        message: 'No existing reference screenshot found.',
        attachments: [attachment('reference', `${failures}/primitives-badge-sizes-reference.png`)],
      },
    ]);
    const unstable = storyTest(visual, 'primitives-badge--playground', 'Playground', [
      {
        type: 'internal:toMatchScreenshot',
        kind: 'visual-regression',
        message: 'Could not capture a stable screenshot within 5000ms.',
        attachments: [attachment('reference', `${shots}/primitives-badge-playground.png`)],
      },
    ]);

    const lines = await run([testModule(visual, [tones, phone, fresh, unstable])]);

    const dir = join(root, REPORT_DIR);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Visual changes: 4 screenshots, review them in .*test-results\/visual-report\/index\.html$/,
    );
    expect(readdirSync(join(dir, 'images/light')).sort()).toEqual([
      'primitives-badge-sizes-new.png',
      'primitives-badge-tones-baseline.png',
      'primitives-badge-tones-diff.png',
      'primitives-badge-tones-new.png',
      'screens-home-default-phone-baseline.png',
      'screens-home-default-phone-new.png',
    ]);
    expect(readFileSync(join(dir, 'images/light/primitives-badge-tones-new.png'), 'utf8')).toBe(
      `actual of ${failures}/primitives-badge-tones-actual.png`,
    );
    expect(readdirSync(join(dir, 'images/dark')).sort()).toEqual([
      'primitives-badge-tones-baseline.png',
      'primitives-badge-tones-diff.png',
      'primitives-badge-tones-new.png',
    ]);
    expect(readFileSync(join(dir, 'images/dark/primitives-badge-tones-new.png'), 'utf8')).toBe(
      `actual of ${darkFailures}/primitives-badge-tones-actual.png`,
    );
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<h2 id="change-1-title">primitives-badge--sizes</h2>');
    expect(html).toContain('Nothing was saved yet');
    expect(html).toContain(`<code>${shots}/screens-home-default-phone.png</code>`);
    expect(html).toContain('phone (390 × 844)');
    expect(html).toContain('No diff: the size changed from 4 × 2 to 4 × 3.');
    expect(html).toContain('primitives-badge--tones (dark, desktop)');
    expect(html).not.toContain('primitives-badge--playground');
  });

  it('removes the last report when a visual run has no changes, and says nothing', async () => {
    mkdirSync(join(root, REPORT_DIR), { recursive: true });
    writeFileSync(join(root, REPORT_DIR, 'index.html'), 'stale');
    expect(await run([testModule(visualProject(), [])])).toEqual([]);
    expect(existsSync(join(root, REPORT_DIR))).toBe(false);
  });

  it('leaves the last report alone when no visual project ran', async () => {
    mkdirSync(join(root, REPORT_DIR), { recursive: true });
    writeFileSync(join(root, REPORT_DIR, 'index.html'), 'from the last visual run');
    expect(await run([], ['unit'])).toEqual([]);
    expect(readFileSync(join(root, REPORT_DIR, 'index.html'), 'utf8')).toBe('from the last visual run');
  });
});
