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
//
// When the only failures are story files whose page Chromium stopped drawing for good (tests/setup/stalled-pages.ts),
// those files run once more in a fresh browser, said so in the log, and count from that run.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type Counts,
  countsAfterRerun,
  filesToRunAgain,
  type JsonReport,
} from '../tests/setup/stalled-pages.ts';

const ROOT = join(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const extra = process.argv.slice(2);
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

type Run = { name: string; report: string; args: string[]; prefix: string };

const stories: Run = {
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
};
const e2e: Run = {
  name: 'e2e',
  report: 'test-results/vitest-e2e.json',
  args: ['--project', 'e2e'],
  prefix: 'e2e │ ',
};
const runs = [stories, e2e];

type Outcome = { run: Run; code: number; seconds: number; unhandledErrors: boolean };

function start(run: Run, extraArgs = extra): Promise<Outcome> {
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
      ...(extraArgs.length > 0 ? ['--passWithNoTests'] : []),
      ...extraArgs,
    ],
    { cwd: ROOT, env: { ...process.env, ...colour }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let unhandledErrors = false;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      out.write(`${run.prefix}${line}\n`);
      // Vitest's JSON report leaves out errors thrown outside any test; a run with them is never run again.
      if (line.includes('Unhandled Error')) unhandledErrors = true;
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({
        run,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - began) / 1000),
        unhandledErrors,
      });
    });
  });
}

function readReport(path: string): JsonReport | null {
  try {
    return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
  } catch {
    return null;
  }
}

/** The story files of the first run that Chromium stopped drawing, in a browser of their own. */
const again: Run = {
  name: 'stalled files, again',
  report: 'test-results/vitest-again.json',
  args: ['--project', 'visual', '--reporter=./tests/setup/visual-report/reporter.ts'],
  prefix: 'again │ ',
};

type Result = Outcome & { counts: Counts | null };

function countsOf(report: JsonReport | null): Counts | null {
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/** The story run's result, after running once more the files whose page had stopped drawing, if those were all. */
async function storyRun(run: Run): Promise<Result> {
  const first = await start(run);
  const report = readReport(run.report);
  const files = first.code !== 0 && !first.unhandledErrors && report ? filesToRunAgain(report) : [];
  if (!report || files.length === 0) return { ...first, counts: countsOf(report) };
  const names = files.map((file) => relative(ROOT, file));
  console.log(
    `\nChromium stopped drawing the page that ran ${names.length} story file(s), and nothing woke it; every failure ` +
      `of the run is theirs. Running them again in a fresh browser:\n  ${names.join('\n  ')}`,
  );
  const update = extra.filter((arg) => arg === '--update' || arg === '-u');
  const second = await start(again, [...names, ...update]);
  const secondReport = readReport(again.report);
  return {
    ...second,
    run,
    seconds: first.seconds + second.seconds,
    counts: secondReport ? countsAfterRerun(report, secondReport) : null,
  };
}

// A run that stops before writing its report must not be summed from the last one's.
for (const run of [...runs, again]) rmSync(join(ROOT, run.report), { force: true });
const began = Date.now();
const outcomes: Result[] = await Promise.all([
  storyRun(stories),
  start(e2e).then((outcome) => ({ ...outcome, counts: countsOf(readReport(e2e.report)) })),
]);

console.log(`\nWall time of the two runs side by side, ${Math.round((Date.now() - began) / 1000)} s in all:`);
for (const { run, code, seconds } of outcomes) {
  console.log(
    `  ${run.name.padEnd(20)} ${String(seconds).padStart(5)} s${code === 0 ? '' : `  (exit code ${code})`}`,
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const { run, counts } of outcomes) {
  if (!counts) {
    missing = true;
    console.log(`No report from the ${run.name} run.`);
    continue;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const failed = missing || totals.failed > 0 || totals.passed === 0 || outcomes.some(({ code }) => code !== 0);
process.exit(failed ? 1 : 0);
