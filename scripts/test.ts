#!/usr/bin/env node
// `npm test`: every check side by side, then one closing line `N passed, N failed, N skipped` for the Vitest runs.
// - typecheck (tsc) and lint (Biome);
// - the unit, ui and visual projects in one Vitest process;
// - the end-to-end project in another;
// - the static Storybook's build and its stories played with motion on, in a third.
//
// Why side by side: the end-to-end tests wait far more than they compute (one Chromium at a time, about 45% of one
// core), and Vitest runs a project that must take one file at a time only after every other project has finished.
// The static Storybook's build was the end-to-end run's longest file, which kept that run going after the story tests
// were done; on its own it starts at once and is over long before either. Typecheck and lint took some 20 s before
// anything else began. A type or lint error stops every run at once, as it did when they came first.
//
// The unit, ui and visual output is printed as it comes; the other runs' lines are prefixed (`e2e │`). Arguments
// after `npm test --` (file filters, `--update`) go to the Vitest runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const extra = process.argv.slice(2);
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

type Run = {
  name: string;
  command: string;
  args: string[];
  prefix: string;
  /** The Vitest JSON report the closing line is summed from; none for typecheck and lint. */
  report?: string;
};

const vitest = (
  name: string,
  report: string,
  projects: string[],
  prefix: string,
  reporters: string[] = [],
) => ({
  name,
  command: join(BIN, 'vitest'),
  report,
  prefix,
  args: [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...reporters,
    '--reporter=default',
    '--reporter=json',
    '--reporter=./tests/setup/project-times-reporter.ts',
    `--outputFile.json=${report}`,
    // A file filter that matches only one run's files must not fail the others.
    ...(extra.length > 0 ? ['--passWithNoTests'] : []),
    ...extra,
  ],
});

const checks: Run[] = [
  { name: 'typecheck', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.json'], prefix: 'typecheck │ ' },
  { name: 'lint', command: join(BIN, 'biome'), args: ['check', '.'], prefix: 'lint │ ' },
];
const testRuns: Run[] = [
  vitest('unit, ui and visual', 'test-results/vitest.json', ['unit', 'ui', 'visual'], '', [
    '--reporter=./tests/setup/visual-report/reporter.ts',
  ]),
  vitest('e2e', 'test-results/vitest-e2e.json', ['e2e'], 'e2e │ '),
  vitest(
    'static Storybook',
    'test-results/vitest-static-storybook.json',
    ['static-storybook'],
    'storybook │ ',
  ),
];

type Outcome = { run: Run; code: number; seconds: number };

const children: ChildProcess[] = [];

function start(run: Run): Promise<Outcome> {
  const began = Date.now();
  // Its own process group, so that stopping it stops the browsers and servers it started too.
  const child = spawn(run.command, run.args, {
    cwd: ROOT,
    env: { ...process.env, ...colour },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      out.write(`${run.prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({ run, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - began) / 1000) });
    });
  });
}

function stopAll() {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
};

function readReport(path: string): Report | null {
  try {
    return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
  } catch {
    return null;
  }
}

// A run that stops before writing its report must not be summed from the last one's.
for (const run of testRuns) if (run.report) rmSync(join(ROOT, run.report), { force: true });
const began = Date.now();
let stopped: string | null = null;
const outcomes = await Promise.all([
  ...checks.map((run) =>
    start(run).then((outcome) => {
      if (outcome.code !== 0 && stopped === null) {
        stopped = run.name;
        stopAll();
      }
      return outcome;
    }),
  ),
  ...testRuns.map(start),
]);

console.log(`\nWall time of the runs side by side, ${Math.round((Date.now() - began) / 1000)} s in all:`);
for (const { run, code, seconds } of outcomes) {
  console.log(
    `  ${run.name.padEnd(20)} ${String(seconds).padStart(5)} s${code === 0 ? '' : `  (exit code ${code})`}`,
  );
}
if (stopped !== null) {
  console.log(`The ${stopped} check failed (its lines are above), so the test runs were stopped.`);
  process.exit(1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const { run } of outcomes) {
  if (!run.report) continue;
  const report = readReport(run.report);
  if (!report) {
    missing = true;
    console.log(`No report from the ${run.name} run at ${run.report}.`);
    continue;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const failed = missing || totals.failed > 0 || totals.passed === 0 || outcomes.some(({ code }) => code !== 0);
process.exit(failed ? 1 : 0);
