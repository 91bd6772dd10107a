import { defineMain } from '@storybook/react-vite/node';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

export default defineMain({
  framework: '@storybook/react-vite',
  // The introduction is an MDX page; everything else is a story file.
  stories: ['../stories/introduction.mdx', '../stories/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // Holds mockServiceWorker.js (from `npx msw init .storybook/public`), served at the site root for MSW.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [tailwindcss()],
      build: {
        rolldownOptions: {
          onwarn(warning, warn) {
            // Radix marks its modules "use client" for React Server Components; Storybook is client-only,
            // so the directive is irrelevant and the 50-odd warnings would hide real ones.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
});
