#!/usr/bin/env node
// `npm test` after typecheck and lint: the end-to-end project in one Vitest process, the unit, ui and visual
// projects in another, side by side, then one closing line `N passed, N failed, N skipped` for both.
//
// Why two processes: the end-to-end tests wait far more than they compute (one Chromium at a time, about 45% of one
// core), and Vitest runs a project that must take one file at a time only after every other project has finished.
// Beside the story tests they fill the time the browser pages spend waiting on frames and screenshots instead of
// adding their own wall time after them.
//
// The visual and unit output is printed as it comes; the end-to-end lines are prefixed `e2e │`. Arguments after
// `npm test --` (file filters, `--update`) go to both runs.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const extra = process.argv.slice(2);
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

type Run = { name: string; report: string; args: string[]; prefix: string };

const runs: Run[] = [
  {
    name: 'unit, ui and visual',
    report: 'test-results/vitest.json',
    args: [
      '--project',
      'unit',
      '--project',
      'ui',
      '--project',
      'visual',
      '--reporter=./tests/setup/visual-report/reporter.ts',
    ],
    prefix: '',
  },
  { name: 'e2e', report: 'test-results/vitest-e2e.json', args: ['--project', 'e2e'], prefix: 'e2e │ ' },
];

type Outcome = { run: Run; code: number; seconds: number };

function start(run: Run): Promise<Outcome> {
  const began = Date.now();
  const child = spawn(
    VITEST,
    [
      'run',
      ...run.args,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./tests/setup/project-times-reporter.ts',
      `--outputFile.json=${run.report}`,
      // A file filter that matches only one run's files must not fail the other.
      ...(extra.length > 0 ? ['--passWithNoTests'] : []),
      ...extra,
    ],
    { cwd: ROOT, env: { ...process.env, ...colour }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
for (const run of runs) rmSync(join(ROOT, run.report), { force: true });
const began = Date.now();
const outcomes = await Promise.all(runs.map(start));

console.log(`\nWall time of the two runs side by side, ${Math.round((Date.now() - began) / 1000)} s in all:`);
for (const { run, code, seconds } of outcomes) {
  console.log(
    `  ${run.name.padEnd(20)} ${String(seconds).padStart(5)} s${code === 0 ? '' : `  (exit code ${code})`}`,
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const { run } of outcomes) {
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
