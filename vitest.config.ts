import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './tests/setup/chromium.ts';

type Theme = 'light' | 'dark';

/**
 * Every dependency a story or browser test can pull in. Listing them up front means Vite optimises them once
 * at start-up; otherwise a clean checkout's first run discovers them mid-run, reloads, and fails with
 * "Vite unexpectedly reloaded a test".
 */
const browserDependencies = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'swr',
  'zod/mini',
  'radix-ui',
  'lucide-react',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@transloadit/prettier-bytes',
  'uplot',
  'msw',
  'msw/browser',
  'msw/experimental',
  'msw-storybook-addon',
  '@storybook/addon-a11y',
  '@storybook/addon-docs',
  '@storybook/react-vite',
  'storybook/test',
  'vitest-browser-react',
];

/** Headless Chromium; a fresh object per project because Vitest names each project's instances in place. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * Story tests: every story of `stories/` rendered headless with its play function and the a11y check.
 * The visual variant also screenshots each story (tests/setup/visual.ts) and compares it with the baseline
 * in tests/visual/__screenshots__/<browser>-<platform>/<theme>/<story id>.png.
 */
function storyProject(name: string, theme: Theme, visual: boolean): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { theme } })],
    optimizeDeps: { include: browserDependencies },
    test: {
      name,
      provide: { storyTheme: theme },
      setupFiles: visual ? ['tests/setup/visual.ts'] : [],
      browser: {
        ...chromium(),
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Anti-aliasing of text can move by a pixel between runs of the same Chromium; a real change
            // (a colour, a border, a shifted row) touches far more than 0.1% of the screenshot.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            resolveScreenshotPath: ({ arg, ext, root, browserName, platform }) =>
              `${root}/tests/visual/__screenshots__/${browserName}-${platform}/${arg}${ext}`,
          },
        },
      },
    },
  };
}

// One entry point: `npm test` runs every project. Each project says where it runs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', '**/node_modules/**'],
        },
      },
      {
        plugins: [react(), tailwindcss()],
        optimizeDeps: { include: browserDependencies },
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/ui.ts'],
          browser: chromium(),
        },
      },
      storyProject('storybook', 'light', false),
      storyProject('visual:light', 'light', true),
      storyProject('visual:dark', 'dark', true),
    ],
  },
});
