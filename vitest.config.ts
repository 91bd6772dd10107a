import { defineConfig } from 'vitest/config';

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
    ],
  },
});
