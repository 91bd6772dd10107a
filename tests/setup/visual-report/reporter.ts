// A Vitest reporter that turns the failed screenshot comparisons of the visual projects into one page QA can review
// (report.ts), written at the end of a run to test-results/visual-report/. Registered in vitest.config.ts, and in
// package.json's `npm test`, whose --reporter flags replace the config's reporters.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { VisualRegressionArtifact } from 'vitest';
import type { Reporter, TestCase, TestModule, TestProject, TestSpecification, Vitest } from 'vitest/node';
import {
  type ReportImage,
  renderVisualReport,
  type Theme,
  type Variant,
  type VisualChange,
} from './report.ts';

/** Where the report goes, relative to the repository: test-results/ is ignored by git and CI keeps it. */
export const REPORT_DIR = 'test-results/visual-report';

/**
 * The visual project is `visual` (storyProject() in vitest.config.ts); Vitest names a browser project's instance
 * after it, as `visual (chromium)`. It takes each story's screenshots in both themes.
 */
const VISUAL_PROJECT = /^(visual)(?: \(.+\))?$/;

const THEMES: Theme[] = ['light', 'dark'];

type Attachment = VisualRegressionArtifact['attachments'][number];

/** A change as found, its images still where Vitest left them. */
interface FoundChange extends Omit<VisualChange, 'baseline' | 'actual' | 'diff'> {
  images: { baseline?: Attachment; actual: Attachment; diff?: Attachment };
}

/**
 * A screenshot's name as Vitest turns it into a file name (`sanitizeArg` in @vitest/browser): each path segment
 * keeps word characters and single dashes, so Storybook's `primitives-badge--tones` is `primitives-badge-tones`.
 */
function fileName(name: string): string {
  return name
    .split('/')
    .map((segment) =>
      segment
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
}

/** The screenshot names tests/setup/visual.ts gives a story: `<theme>/<story id>`, and `-phone` for a screen's phone picture. */
function screenshotNames(storyId: string): { name: string; theme: Theme; variant: Variant }[] {
  return THEMES.flatMap((theme) => [
    { name: fileName(`${theme}/${storyId}`), theme, variant: 'desktop' as const },
    { name: fileName(`${theme}/${storyId}-phone`), theme, variant: 'phone' as const },
  ]);
}

/**
 * The files Vitest writes for a screenshot name, through the project's own `resolveScreenshotPath` and
 * `resolveDiffPath` (vitest.config.ts), so this follows the config: the baseline, the actual and diff images of a
 * mismatch, and the new picture of a missing baseline when the run may not write baselines (CI).
 */
function pathsOf(project: TestProject, testCase: TestCase, name: string) {
  const { config } = project;
  const options = config.browser.expect?.toMatchScreenshot;
  const data = {
    arg: name,
    ext: '.png',
    browserName: config.browser.name,
    platform: process.platform,
    screenshotDirectory: options?.screenshotDirectory ?? '__screenshots__',
    root: config.root,
    testFileDirectory: relative(config.root, dirname(testCase.module.moduleId)),
    testFileName: basename(testCase.module.moduleId),
    testName: testCase.fullName,
    attachmentsDir: relative(config.root, config.attachmentsDir),
    project,
  };
  const screenshotPath = options?.resolveScreenshotPath;
  const diffPath = options?.resolveDiffPath;
  if (!screenshotPath || !diffPath) return undefined;
  return {
    reference: resolve(config.root, screenshotPath(data)),
    others: ['actual', 'diff', 'reference'].map((suffix) =>
      resolve(config.root, diffPath({ ...data, arg: `${name}-${suffix}` })),
    ),
  };
}

/**
 * Vitest copies each attachment to `<attachmentsDir>/<sha1 of its original path><ext>` when it records it (so a
 * later run cannot change what this run saw); the hash tells which original, and so which screenshot, it was.
 */
function isCopyOf(attachment: Attachment, original: string): boolean {
  if (!attachment.path) return false;
  if (attachment.path === original) return true;
  return basename(attachment.path) === `${createHash('sha1').update(original).digest('hex')}.png`;
}

/** Which of a story's screenshots an artifact is about (theme and size), and the baseline file of that screenshot. */
function identify(testCase: TestCase, storyId: string, artifact: VisualRegressionArtifact) {
  const candidates = screenshotNames(storyId).map((candidate) => ({
    ...candidate,
    paths: pathsOf(testCase.project, testCase, candidate.name),
  }));
  const found = candidates.find(({ paths }) =>
    artifact.attachments.some((attachment) =>
      [paths?.reference, ...(paths?.others ?? [])].some((path) => path && isCopyOf(attachment, path)),
    ),
  );
  // Vitest's failure message names the files too: the fallback should its naming of attachments change.
  const errors = (testCase.result().errors ?? []).map((error) => error.message).join('\n');
  const guess =
    found ?? candidates.find((candidate) => errors.includes(`/${candidate.name}.png`)) ?? candidates[0];
  return {
    theme: guess?.theme ?? 'light',
    variant: guess?.variant ?? 'desktop',
    baselinePath: guess?.paths?.reference ?? fileName(`light/${storyId}`),
  };
}

/** The screenshots of this run that differ from their baselines or have none, one entry each. */
export function findChanges(testModules: ReadonlyArray<TestModule>, root: string): FoundChange[] {
  const changes = new Map<string, FoundChange>();
  for (const testModule of testModules) {
    const project = VISUAL_PROJECT.exec(testModule.project.name)?.[1];
    if (!project) continue;
    for (const testCase of testModule.children.allTests('failed')) {
      const storyId = testCase.meta().storyId;
      if (!storyId) continue;
      for (const artifact of testCase.artifacts()) {
        if (artifact.type !== 'internal:toMatchScreenshot') continue;
        const byName = (name: Attachment['name']) =>
          artifact.attachments.find((attachment) => attachment.name === name && attachment.path);
        const reference = byName('reference');
        const actual = byName('actual');
        // Without an actual image there is a change only when the baseline was missing: the reference is then
        // the new picture. Otherwise the page never settled ("unstable screenshot"), which is not a change of look.
        const kind = actual
          ? 'changed'
          : reference && artifact.message.startsWith('No existing reference')
            ? 'new'
            : undefined;
        if (!kind) continue;
        const { theme, variant, baselinePath } = identify(testCase, storyId, artifact);
        const diff = byName('diff');
        // A retried test records an artifact per attempt; the last one is what the run ended with.
        changes.set(`${theme}/${storyId}/${variant}`, {
          storyId,
          theme,
          variant,
          kind,
          message: artifact.message.replace(/^Screenshot does not match the stored reference\.\s*/, ''),
          project,
          file: relative(root, testCase.module.moduleId),
          testName: testCase.fullName,
          baselinePath: relative(root, baselinePath),
          // The comparison found no baseline, so one there now is the one Vitest wrote (outside CI it does).
          ...(kind === 'new' ? { baselineWritten: existsSync(baselinePath) } : {}),
          images:
            kind === 'changed'
              ? { baseline: reference, actual: actual as Attachment, diff }
              : { actual: reference as Attachment },
        });
      }
    }
  }
  const order = (change: FoundChange) =>
    `${change.storyId}\u0000${change.theme === 'light' ? 0 : 1}${change.variant}`;
  return [...changes.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

/** Copies the images beside the page, so the folder is the whole report and survives the next run's attachments. */
async function copyImages(change: FoundChange, dir: string): Promise<VisualChange> {
  const { images, ...rest } = change;
  const stem = fileName(`${change.theme}/${change.storyId}${change.variant === 'phone' ? '-phone' : ''}`);
  const copy = async (attachment: Attachment | undefined, role: string): Promise<ReportImage | undefined> => {
    if (!attachment?.path) return undefined;
    const src = `images/${stem}-${role}.png`;
    await mkdir(dirname(join(dir, src)), { recursive: true });
    await copyFile(attachment.path, join(dir, src));
    return { src, width: attachment.width, height: attachment.height };
  };
  const [baseline, actual, diff] = await Promise.all([
    copy(images.baseline, 'baseline'),
    copy(images.actual, 'new'),
    copy(images.diff, 'diff'),
  ]);
  return {
    ...rest,
    ...(baseline ? { baseline } : {}),
    actual: actual as ReportImage,
    ...(diff ? { diff } : {}),
  };
}

export default class VisualReportReporter implements Reporter {
  private vitest: Vitest | undefined;
  private visualRun = false;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    // A run of other projects says nothing about the screenshots, so it leaves the last visual report alone.
    this.visualRun = specifications.some((specification) => VISUAL_PROJECT.test(specification.project.name));
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    if (!this.vitest || !this.visualRun) return;
    const root = this.vitest.config.root;
    const dir = resolve(root, REPORT_DIR);
    const changes = findChanges(testModules, root);
    // A report of an earlier run would show changes that are no longer there (or miss new ones): start afresh.
    await rm(dir, { recursive: true, force: true });
    if (changes.length === 0) return;
    const withImages = await Promise.all(changes.map((change) => copyImages(change, dir)));
    const html = renderVisualReport({ changes: withImages, generatedAt: new Date().toUTCString() });
    await writeFile(join(dir, 'index.html'), html);
    this.vitest.logger.log(
      `Visual changes: ${changes.length} screenshot${changes.length === 1 ? '' : 's'}, review them in ${relative(process.cwd(), join(dir, 'index.html'))}`,
    );
  }
}
