import { readFileSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { type ChromiumKind, chromiumLaunchOptions } from './tests/setup/chromium.js';
import { mouseDown, mouseUp } from './tests/setup/pointer-commands.js';
import { wakeRendering } from './tests/setup/rendering-commands.js';
import { screenshotComparison } from './tests/visual/screenshot-comparison.js';

/** The runtime dependencies a workspace package declares, without the workspace packages themselves. */
function dependenciesOf(workspace: string): string[] {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL(`./${workspace}/package.json`, import.meta.url), 'utf8'),
  );
  if (typeof manifest !== 'object' || manifest === null || !('dependencies' in manifest)) return [];
  const { dependencies } = manifest;
  if (typeof dependencies !== 'object' || dependencies === null) return [];
  return Object.keys(dependencies).filter((name) => !name.startsWith('@console/'));
}

/**
 * Every dependency a story or browser test can pull in. Listing them up front means Vite optimises them once
 * at start-up; otherwise a clean checkout's first run discovers them mid-run, reloads, and fails with
 * "Vite unexpectedly reloaded a test". The packages' own dependencies are read from their manifests so a new
 * one is covered without editing this file; the subpath entries and test tooling are listed by hand.
 */
const browserDependencies = [
  ...new Set([
    ...dependenciesOf('packages/ui'),
    ...dependenciesOf('packages/api'),
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'zod/mini',
    '@hookform/resolvers/zod',
    'msw',
    'msw/browser',
    'msw/experimental',
    'msw-storybook-addon',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
    '@storybook/addon-docs/blocks',
    '@storybook/react-vite',
    'storybook/internal/preview/runtime',
    'storybook/test',
    'vitest-browser-react',
    'axe-core',
  ]),
];

/**
 * The story projects render React as customers get it: its production build, and JSX compiled without the development
 * runtime's checks. Their stories are played through Storybook's renderer and checked on what the page shows, which
 * reads none of React's development warnings (the app's StrictMode checks are `npm start`'s); the development build's
 * act() wrapping, component stacks and timing marks took about a sixth of the story pages' CPU time on the CI machine
 * kind. The ui project stays on the development build: vitest-browser-react's render waits on act(), which the
 * production build lacks.
 */
const PRODUCTION_REACT = JSON.stringify('production');
const productionReact = {
  define: { 'process.env.NODE_ENV': PRODUCTION_REACT },
  oxc: { jsx: { runtime: 'automatic', development: false } },
  optimizeDeps: {
    include: browserDependencies,
    // The pre-bundled dependencies (React among them) are built apart from the define above.
    rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': PRODUCTION_REACT } } },
  },
} satisfies Partial<TestProjectInlineConfiguration>;

/**
 * Headless Chromium of a kind (tests/setup/chromium.ts); a fresh object per project because Vitest names each
 * project's instances in place.
 */
function chromium(kind: ChromiumKind) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(kind) }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * Story tests: every story of `stories/` rendered headless in the light theme with its play function and the a11y
 * check. The visual variant goes on in the same page (tests/setup/visual.ts): it screenshots each story, switches it
 * to the dark theme, checks it with axe again and screenshots it there, comparing each picture with its baseline in
 * tests/visual/__screenshots__/<browser>-<platform>/<theme>/<story id>.png.
 */
function storyProject(name: string, visual: boolean): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({ configDir: '.storybook', initialGlobals: { theme: 'light' } }),
      {
        // The Storybook plugin gives every project of one config dir the same Vite cache; projects run in
        // parallel, so each gets its own or they rewrite each other's optimised dependencies mid-run.
        name: 'console:story-project-cache',
        enforce: 'post',
        config: () => ({ cacheDir: `node_modules/.cache/vitest/${name.replace(':', '-')}` }),
      },
    ],
    ...productionReact,
    test: {
      name,
      setupFiles: visual ? ['tests/setup/visual.ts'] : [],
      // Story files share one page's modules instead of each loading Storybook's preview, the design system and
      // the mock backend afresh: every story already renders from a clean slate (preview.tsx's loaders and
      // decorators reset the mock backend, SWR's cache and the router per story), so isolation only cost time.
      isolate: false,
      // Keeps the committed file of a baseline whose pixels did not change, and compresses the rest, after a run.
      globalSetup: visual ? ['tests/visual/settle-baselines.ts'] : [],
      browser: {
        // The whole browser, whose pixels the baselines are.
        ...chromium('browser'),
        // The visual setup's way back when Chromium stops drawing a page (tests/setup/visual.ts).
        commands: { wakeRendering },
        expect: {
          toMatchScreenshot: {
            ...screenshotComparison,
            resolveScreenshotPath: ({ arg, ext, root, browserName, platform }) =>
              `${root}/tests/visual/__screenshots__/${browserName}-${platform}/${arg}${ext}`,
            // Actual and diff images of a failed comparison, where .gitignore keeps them out of commits.
            resolveDiffPath: ({ arg, ext, root, browserName, platform }) =>
              `${root}/.vitest-attachments/${browserName}-${platform}/${arg}${ext}`,
          },
        },
      },
    },
  };
}

// One entry point: `npm test` runs every project. Each project says where it runs.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time. Story tests spend much of their time waiting on the
    // page, so two at a time take the visual suite from 764 s to 509 s on the CI machine kind, with no flakes.
    maxWorkers: 2,
    // After a run of the visual projects with changes, a page for reviewing them (tests/setup/visual-report/).
    reporters: ['default', './tests/setup/visual-report/reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker instead of one per file: every file imported the mock backend and the
          // schemas afresh, which was more than half of the project's CPU time. The files leave no state behind
          // (each resets its timers, stubs and servers in its hooks); a shuffled order passes as the usual one.
          isolate: false,
          // `npm test` runs this project beside the story pages and the end-to-end run on two cores: a test that
          // takes a second alone has taken over Vitest's default 5 s there. A hang still fails.
          testTimeout: 15_000,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // Builds the production and demo consoles and serves the demo build for the whole run.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One Chromium at a time: the machine has two cores and the pages share one preview server. Two files at
          // a time saved 146 s of 1,094 but timed out pages of the fault matrix and billing tests. Vitest would run
          // such a project only after every other project has finished, so `npm test` (scripts/test.ts) gives it a
          // Vitest process of its own beside the others.
          fileParallelism: false,
          testTimeout: 45_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        optimizeDeps: { include: browserDependencies },
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/ui.ts'],
          // Browser mode's default is 15 s. `npm test` runs these beside the story pages and the e2e run, and the
          // longest walks (focus-indicators' 70 key presses, each a round trip to the driver) took 18.7 s there.
          testTimeout: 30_000,
          // No baselines here: the shell, which spends less CPU beside the story pages.
          browser: { ...chromium('headless-shell'), commands: { mouseDown, mouseUp } },
        },
      },
      storyProject('storybook', false),
      storyProject('visual', true),
    ],
  },
});
