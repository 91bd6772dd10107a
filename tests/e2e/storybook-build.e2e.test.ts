import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, expect, it, onTestFinished } from 'vitest';
import { chromiumLaunchOptions } from '../setup/chromium';
import { playStories, serveDirectory } from './storybook-stories';

const ROOT = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'storybook-static-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const BUILD_TIMEOUT = 180_000;

let build: SpawnSyncReturns<string> | undefined;
/** The static Storybook, built once for the tests of this file, whichever of them runs first. */
function builtStorybook(): SpawnSyncReturns<string> {
  build ??= spawnSync(
    join(ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--output-dir', out, '--quiet'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  return build;
}

type Index = { entries: Record<string, { type: string; importPath: string }> };
const readIndex = (): Index => JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [`./${relative(ROOT, path)}`] : [];
  });
}

// Designers open the static Storybook; it must build, with every story file in it and the mock service worker
// that its connected screens need.
it('builds the static Storybook with every story file and the mock service worker', {
  timeout: BUILD_TIMEOUT,
}, () => {
  const build = builtStorybook();
  expect(build.status, build.stderr).toBe(0);
  expect(existsSync(join(out, 'iframe.html'))).toBe(true);
  expect(existsSync(join(out, 'mockServiceWorker.js'))).toBe(true);

  const index = readIndex();
  const indexed = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.importPath),
  );
  expect(storyFiles(join(ROOT, 'stories')).filter((file) => !indexed.has(file))).toEqual([]);
  // The introduction designers land on is a docs page of its own.
  expect(index.entries['introduction--docs']).toMatchObject({
    type: 'docs',
    importPath: './stories/introduction.mdx',
  });
});

/**
 * Stories whose play function meets an entrance: a toast, dialog, menu, tooltip, panel or sheet that fades or slides
 * in. With motion on it takes a moment after the element is in the page, and a check in that moment must still pass
 * (overlays start from 1% opacity: the `fade-in` utility of packages/ui/src/styles/index.css). Each overlay's own
 * story, then one story of every screen story file whose play functions failed when overlays faded in from 0, one
 * that checks its toast or dialog as it appears: playing all of the hundred-odd stories with an entrance would take
 * minutes. Each must show an entrance, so the list cannot go stale unnoticed.
 */
const ENTRANCE_STORIES = [
  'primitives-toast--error-toast',
  'primitives-toast--info-toast',
  'primitives-dialog--focus-trap-and-escape',
  'primitives-dropdownmenu--keyboard-runs-item',
  'primitives-tooltip--appears-on-focus',
  'patterns-announcements-bell--keyboard',
  'layouts-commandpalette-intheshell--from-the-search-button',
  'layouts-workspaceshell--mobile-menu-open',
  'screens-account-usersettingsscreen-profile--profile-saved',
  'screens-account-usersettingsscreen-security--cancel-account',
  'screens-admin-announcements-editing--publish-and-unpublish',
  'screens-admin-invoice--credit-resend-and-mark-paid',
  'screens-admin-plans--publish',
  'screens-admin-plans-edit--unpublished-plan',
  'screens-admin-workspace-dialogs--cancel-workspace',
  'screens-assemblies-assemblyscreen-actions--cancel-flow',
  'screens-auth-twofactorscreen--resend-with-email',
  'screens-billing-billingscreen-forms--set-bill-limit',
  'screens-billing-billingscreen-plansandusage--upgrade',
  'screens-billing-invoicescreen--pay-now',
  'screens-collaborators-collaboratorsscreen-actions--save-notifications',
  'screens-settings-workspacesettingsscreen-saving--save-general',
  'screens-templates-templateeditorscreen-saving--conflict-keep-mine',
  'screens-templates-templatesscreen-actions--delete-confirmation',
];

/**
 * Stories that passed under Vitest but failed for designers for reasons other than an entrance: an animation
 * checked as if motion were always off, or React running effects after the play function had begun (Vitest renders
 * stories in act(), which runs them first).
 */
const TIMING_STORIES = [
  'primitives-skeleton--template-row-loading',
  'screens-assemblies-assemblystatusbadge--running-pulse-stands-still',
  'primitives-formerrorsummary--focus-on-appear',
  'patterns-delayedspinner--appears-after-delay',
  'screens-credentials-authkeysecretscreen--hidden-after-timeout',
  'screens-assemblies-assembliesscreen-filters--filter-by-state',
];

/** Of the other stories, every SAMPLE_EVERY-th in Storybook's order: a sample that is the same on every run. */
const SAMPLE_EVERY = 50;

// Designers review transitions in the static Storybook, so motion is on there, unlike in the story projects, visual
// runs and Chromatic (data-motion="off"). Every story played here must pass its play function as they see it.
it('passes the play functions of stories with entrances, and a sample of the others, with motion on', {
  timeout: BUILD_TIMEOUT + 120_000,
}, async () => {
  expect(builtStorybook().status, 'the static Storybook did not build').toBe(0);
  const stories = Object.entries(readIndex().entries)
    .filter(([, entry]) => entry.type === 'story')
    .map(([id]) => id);
  const listed = [...ENTRANCE_STORIES, ...TIMING_STORIES];
  expect(
    listed.filter((id) => !stories.includes(id)),
    'listed stories missing from the build',
  ).toEqual([]);
  const sample = stories
    .filter((id) => !listed.includes(id))
    .filter((_, index) => index % SAMPLE_EVERY === 0);

  const server = await serveDirectory(out);
  onTestFinished(() => server.close());
  // The whole browser, as designers have it: one launch, where the shell saves only on many contexts.
  const browser = await chromium.launch(chromiumLaunchOptions('browser'));
  onTestFinished(() => browser.close());
  const all = [...listed, ...sample];
  // Two pages, one a core: half the stories each, interleaved so both get screens and design-system stories.
  const halves = [all.filter((_, index) => index % 2 === 0), all.filter((_, index) => index % 2 === 1)];
  const outcomes = (
    await Promise.all(
      halves.map(async (ids) => {
        // A default context: no reduced motion, as in an ordinary browser.
        const context = await browser.newContext({ reducedMotion: 'no-preference' });
        return playStories(await context.newPage(), server.origin, ids, { timeout: 20_000 });
      }),
    )
  ).flat();

  expect(
    outcomes.filter((outcome) => outcome.failure !== null).map(({ id, failure }) => `${id}: ${failure}`),
  ).toEqual([]);
  // Motion was on, and each listed story still opens something that comes in with it.
  expect(
    outcomes
      .filter(({ id, entrances }) => ENTRANCE_STORIES.includes(id) && entrances.length === 0)
      .map(({ id }) => id),
    'stories that showed no entrance',
  ).toEqual([]);
});
