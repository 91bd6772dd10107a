// The figures `npm run lighthouse` prints (docs/first-paint.md): the issue's table for every page measured, then
// each run's largest paint, and the requests before it where a page is too deep or few pages were asked for.
import { loadavg } from 'node:os';
import type { Run } from './lighthouse-run.ts';
import { options } from './options.ts';
import type { Page } from './pages.ts';

/** The goals a landing page is held to. */
export const GOALS = { score: 95, ratio: 1.25, cls: 0, depth: 2 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value).toLocaleString('en')} ms`);
const medianRun = (runs: Run[]) => {
  const score = median(runs.map((run) => run.score));
  return runs.find((run) => run.score === score) ?? runs[0];
};
const depthOf = (runs: Run[]) => Math.max(0, ...(medianRun(runs)?.chain.map((entry) => entry.depth) ?? []));

type Row = { cells: string[]; misses: string[] };

function row(name: string, runs: Run[], bare: Run[]): Row {
  if (runs.length === 0) return { cells: [name, '-', '-', '-', '-', '-', '-', '-'], misses: [] };
  const score = median(runs.map((run) => run.score));
  const lcp = median(runs.map((run) => run.lcp));
  const cls = median(runs.map((run) => run.cls));
  const depth = depthOf(runs);
  const ratio = lcp / median(bare.map((run) => run.lcp));
  const misses = [
    ...(score < GOALS.score ? ['score'] : []),
    ...(ratio > GOALS.ratio ? ['ratio'] : []),
    // As Lighthouse shows it: a shift under 0.0005 is 0.000.
    ...(Number(cls.toFixed(3)) > GOALS.cls ? ['CLS'] : []),
    ...(depth > GOALS.depth ? ['depth'] : []),
  ];
  const cells = [
    name,
    String(score),
    ms(lcp),
    ms(median(runs.map((run) => run.tbt))),
    cls.toFixed(3),
    String(depth),
    Number.isNaN(ratio) ? '-' : ratio.toFixed(2),
    ms(median(bare.map((run) => run.lcp))),
  ];
  return { cells, misses };
}

export function printReport(pages: Page[], results: Map<string, Run[]>): void {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const protocol = options.http1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2';
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), ${protocol}, median of ${options.runs}; load average ${load}`,
  );
  console.log(
    `Goals: score >= ${GOALS.score}, LCP / bare <= ${GOALS.ratio}, CLS ${GOALS.cls}, depth <= ${GOALS.depth}\n`,
  );
  const header = ['First page', 'Score', 'LCP', 'TBT', 'CLS', 'Depth', 'LCP / bare', 'bare LCP', 'misses'];
  const rows = pages.map((page) => {
    const { cells, misses } = row(
      `${page.name} (${page.path})`,
      results.get(`console ${page.name}`) ?? [],
      results.get(`bare ${page.name}`) ?? [],
    );
    return [...cells, misses.join(', ')];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((cells) => cells[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`;
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));

  // Each run's figure beside the median: on loopback, which requests end before the paint changes from one
  // recording to the next, and a median of three moves with it.
  console.log('\nLCP of each run (ms), console; bare:');
  const lcps = (runs: Run[] = []) => runs.map((run) => Math.round(run.lcp)).join(', ');
  for (const page of pages)
    console.log(
      `  ${page.name.padEnd(24)} ${lcps(results.get(`console ${page.name}`))}; ${lcps(results.get(`bare ${page.name}`))}`,
    );

  for (const page of pages) {
    const runs = results.get(`console ${page.name}`) ?? [];
    // The request chain says why a page is too deep; with few pages asked for, it is what is being worked on.
    if (depthOf(runs) <= GOALS.depth && pages.length > 3 && !options.simulation) continue;
    printChain(page, runs, results.get(`bare ${page.name}`) ?? []);
  }
}

function printChain(page: Page, runs: Run[], bare: Run[]): void {
  const run = medianRun(runs);
  console.log(
    `\nRequests of the console's ${page.path} before its largest paint (median run; depth 0 is the document):`,
  );
  for (const entry of run?.chain ?? [])
    console.log(
      `  ${String(entry.depth).padStart(2)} ${`${Math.round(entry.startMs)}-${Math.round(entry.endMs)} ms`.padStart(14)}  ${'  '.repeat(entry.depth)}${entry.url} (${entry.type})`,
    );
  if (!options.simulation) return;
  // The bare app's beside the console's: where the two part is where the console loses time.
  for (const [app, median] of [
    ['console', run],
    ['bare', medianRun(bare)],
  ] as const) {
    console.log(
      `\nWhat the simulated phone's largest paint of the ${app} ${page.path} waited for (median run):`,
    );
    for (const step of median?.simulated ?? [])
      console.log(
        `  ${`${Math.round(step.startMs)}-${Math.round(step.endMs)} ms`.padStart(14)} ${ms(step.endMs - step.startMs).padStart(9)}  ${step.what}`,
      );
  }
}
