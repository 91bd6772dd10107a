// The first-paint benchmark (`npm run lighthouse`, docs/first-paint.md): Lighthouse mobile on the production
// console and on a bare React + React Router app built with the same Vite and plugins, both served gzipped over
// HTTPS with HTTP/2 from loopback against the same stand-in API, on every page a person lands on first (pages.ts;
// `npm run lighthouse -- templates assembly` for some of them). Prints figures and never fails on them:
// Lighthouse's scores move with the machine's load, so they are read by a person, not asserted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import type * as EntryRoutes from '../../apps/console/entry-routes.ts';
import { bareIndex, readsAt } from './bare-reads.ts';
import { type Run, runLighthouse } from './lighthouse-run.ts';
import { options } from './options.ts';
import { pagesToMeasure } from './pages.ts';
import { printReport } from './report.ts';
import { BARE_DIST, build, CONSOLE_DIST, ROOT, serve } from './serve.ts';
import type * as StandIn from './stand-in-api.ts';

const APPS = [
  { name: 'console', dist: CONSOLE_DIST },
  { name: 'bare', dist: BARE_DIST },
] as const;

/** A TypeScript module that imports the workspace's packages, loaded through Vite's module runner. */
const load = async <T>(file: string) =>
  (await runnerImport<T>(file, { configFile: false, logLevel: 'error' })).module;

async function main() {
  if (options.build) build();
  if (!existsSync(join(CONSOLE_DIST, 'index.html')) || !existsSync(join(BARE_DIST, 'index.html')))
    throw new Error('build first (run without --no-build)');
  const standIn = await load<typeof StandIn>(join(import.meta.dirname, 'stand-in-api.ts'));
  const entry = await load<typeof EntryRoutes>(join(ROOT, 'apps', 'console', 'entry-routes.ts'));
  const pages = pagesToMeasure(options.pages, standIn.WORKSPACE, standIn.sampleParams());
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const servers = await Promise.all(
    APPS.map((app) =>
      serve(app.dist, {
        http1: options.http1,
        // The bare app's one generic page makes the reads the console's makes, and shows the page's title.
        ...(app.name === 'bare'
          ? {
              index: (html: string, path: string) =>
                bareIndex(
                  html,
                  readsAt(entry.ENTRY_ROUTES, entry.RESERVED_FIRST_SEGMENTS, path),
                  byPath.get(path)?.entry.title ?? '',
                ),
            }
          : {}),
      }),
    ),
  );
  const results = new Map<string, Run[]>();
  try {
    for (const page of pages) {
      for (let run = 1; run <= options.runs; run += 1) {
        for (const [i, app] of APPS.entries()) {
          const server = servers[i];
          if (!server || (options.onlyApp !== undefined && options.onlyApp !== app.name)) continue;
          // A fresh backend per run: nothing one run did (a workspace opened) carries into the next.
          server.setApi(standIn.createStandInApi(page.scenario, server.origin));
          const key = `${app.name} ${page.name}`;
          process.stdout.write(`  ${key}, run ${run} of ${options.runs}…\n`);
          const result = await runLighthouse(
            `${server.origin}${page.path}`,
            `${app.name}-${page.name}-${run}`,
          );
          results.set(key, [...(results.get(key) ?? []), result]);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  printReport(pages, results);
}

await main();
