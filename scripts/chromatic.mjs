#!/usr/bin/env node
// Uploads the static Storybook to Chromatic for hosted visual review. Optional: the gate that CI enforces is
// `npm run test:visual` (committed baselines). Without a project token this explains how to get one and exits 0,
// because a missing token means "Chromatic not set up here" (a laptop, a fork's pull request without secrets),
// not a failed check.
import { spawnSync } from 'node:child_process';

const buildDir = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'Chromatic is not configured: CHROMATIC_PROJECT_TOKEN is not set.',
      '',
      '  1. Create a project at https://www.chromatic.com and copy its project token (Manage > Configure).',
      '  2. Locally:  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '     In CI:    add CHROMATIC_PROJECT_TOKEN as a secret and expose it to this step.',
      '',
      'Skipping the upload. Visual regression still runs locally with `npm run test:visual`.',
    ].join('\n'),
  );
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Always a fresh build: a storybook-static left over from another branch or an older commit would upload stories
// that are not the ones under review.
run('npm', ['run', 'build-storybook']);

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, which keeps it out of the process list.
run('npx', ['chromatic', '--storybook-build-dir', buildDir, ...process.argv.slice(2)]);
