import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

// The production build made by the e2e global setup is what a customer downloads; the budget script prints each
// route's figures into the test output and exits non-zero over budget.
it('keeps every route of the production console within its download budget', () => {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bundle-budget.mjs')], { encoding: 'utf8' });
  console.log(run.stdout);
  expect(run.stderr.trim(), run.stdout).toBe('');
  expect(run.status).toBe(0);
});
