// The first-paint benchmark (`npm run lighthouse`, docs/first-paint.md): Lighthouse mobile on the production
// console and on a bare React + React Router app built with the same Vite and plugins, both served gzipped over
// HTTPS with HTTP/2 from loopback against the same stand-in API. Prints figures and never fails on them:
// Lighthouse's scores move with the machine's load, so they are read by a person, not asserted.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { NetworkRecords } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { runnerImport } from 'vite';
import { chromiumArgs, chromiumExecutablePath } from '../../tests/setup/chromium.ts';
import { writeSelfSignedCertificate } from '../../tests/setup/self-signed-certificate.ts';
import type * as StandIn from './stand-in-api.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const CONSOLE_DIST = join(ROOT, 'apps', 'console', 'dist');
const BARE_APP = join(import.meta.dirname, 'bare-app');
const BARE_DIST = join(BARE_APP, 'dist');
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
/** The range this benchmark's servers and Chromium's debugging port are taken from. */
const PORTS = { first: 4300, last: 4399 };
/** Acme Media, Jane's active workspace in the mock backend's seed. */
const WORKSPACE = 'acme-media';

const PAGES = [
  { name: 'login', path: '/c/login', scenario: 'loggedOut' },
  { name: 'dashboard', path: `/c/${WORKSPACE}`, scenario: 'member' },
] as const satisfies readonly { name: string; path: string; scenario: StandIn.ScenarioName }[];

type App = { name: 'console' | 'bare'; dist: string };
const APPS: App[] = [
  { name: 'console', dist: CONSOLE_DIST },
  { name: 'bare', dist: BARE_DIST },
];

// --- Build both the same way: `vite build`, production mode, the API on the page's own origin.
function build(): void {
  const env = { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: '' };
  console.log('Building the production console and the bare app…');
  execFileSync(VITE, ['build', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'apps', 'console'),
    stdio: 'inherit',
    env,
  });
  execFileSync(VITE, ['build', '--logLevel', 'warn', '--config', join(BARE_APP, 'vite.config.ts')], {
    cwd: BARE_APP,
    stdio: 'inherit',
    env,
  });
}

// --- Serving: every file gzipped once (level 9), `/c/...` without a file is the app's index.html, the rest is the API.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

type Asset = { type: string; gzipped: Buffer; immutable: boolean };

function assetsOf(dist: string): Map<string, Asset> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const assets = new Map<string, Asset>();
  for (const file of files(dist)) {
    const path = `/c/${relative(dist, file).split(sep).join('/')}`;
    if (path.startsWith('/c/.vite/')) continue;
    assets.set(path, {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      gzipped: gzipSync(readFileSync(file), { level: 9 }),
      immutable: path.startsWith('/c/assets/'),
    });
  }
  return assets;
}

async function listenInRange(server: Server): Promise<number> {
  const offset = Math.floor(Math.random() * (PORTS.last - PORTS.first + 1));
  for (let i = 0; i <= PORTS.last - PORTS.first; i += 1) {
    const port = PORTS.first + ((offset + i) % (PORTS.last - PORTS.first + 1));
    const bound = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (bound) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  const port = await listenInRange(probe as unknown as Server);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * HTTPS with HTTP/2, as a phone reaches a console on the web: any HTTPS host or CDN speaks it, and it carries all of
 * a page's requests over one connection. `--http1` serves plain HTTP/1.1 instead, where a browser opens up to six
 * connections per origin, each with its own handshake and its own slow start, for comparison.
 */
const http1 = process.argv.includes('--http1');

/** The certificate of the HTTPS server, for 127.0.0.1 (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'console-lighthouse-tls-'));
  try {
    const files = writeSelfSignedCertificate(dir);
    return { key: readFileSync(files.key), cert: readFileSync(files.certificate) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function toRequest(origin: string, incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  // HTTP/2's pseudo-headers (`:path`, `:method`…) are not headers a Request can hold.
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : Buffer.concat(chunks),
  });
}

type Served = { origin: string; setApi: (api: StandIn.StandInApi) => void; close: () => Promise<void> };

async function serve(dist: string): Promise<Served> {
  const assets = assetsOf(dist);
  const index = assets.get('/c/index.html');
  if (!index) throw new Error(`${dist} has no index.html`);
  let api: StandIn.StandInApi = async () => null;
  let origin = '';
  const send = (response: ServerResponse, status: number, asset: Asset) => {
    response.writeHead(status, {
      'content-type': asset.type,
      'content-encoding': 'gzip',
      'content-length': asset.gzipped.length,
      'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(asset.gzipped);
  };
  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const path = new URL(incoming.url ?? '/', 'http://x').pathname;
    if (path === '/c' || path.startsWith('/c/')) {
      const asset = assets.get(path);
      if (asset) return send(response, 200, asset);
      if (path.startsWith('/c/assets/')) return response.writeHead(404).end();
      return send(response, 200, index);
    }
    const reply = await api(await toRequest(origin, incoming));
    if (!reply) return response.writeHead(404).end();
    const body = gzipSync(Buffer.from(await reply.arrayBuffer()));
    response.writeHead(reply.status, {
      'content-type': reply.headers.get('content-type') ?? 'application/json',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  // HTTP/2's compatibility request and response have the methods `handle` uses, under the same names.
  const server = http1
    ? createServer(handle)
    : (createSecureServer(
        { ...selfSignedCertificate(), allowHTTP1: true },
        handle as unknown as (incoming: Http2ServerRequest, response: Http2ServerResponse) => void,
      ) as unknown as Server);
  const port = await listenInRange(server);
  origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;
  return {
    origin,
    setApi: (next) => {
      api = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// --- Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), performance only.
type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  chain: ChainEntry[];
  /** With `--simulation`: what the simulated phone's largest paint waited for. */
  simulated: SimulatedStep[];
};
type ChainEntry = {
  depth: number;
  startMs: number;
  endMs: number;
  url: string;
  type: string;
  initiator: string;
};

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * `--reports <dir>` keeps each run's Lighthouse report (JSON), to open in the Lighthouse viewer, and its trace
 * (`.trace.json`), to open in DevTools' performance panel.
 */
const reportsDir = process.argv.includes('--reports')
  ? process.argv[process.argv.indexOf('--reports') + 1]
  : undefined;

/**
 * `--profile` also samples the JavaScript in each trace, so `scripts/lighthouse/long-tasks.ts` can say which functions
 * a long task spent its time in. The sampling costs time of its own: read the figures of a run without it.
 */
const profile = process.argv.includes('--profile');

/**
 * `--simulation` prints, for the console's median run of each page, the steps of Lighthouse's simulation of the slow
 * phone that its largest paint waited for: every request and main-thread task of the paint's dependency graph, with
 * its simulated start and end. Lighthouse does not keep these in its report; they are taken from its simulator as
 * it runs. This is where the figures come from: the simulated network gives each request in flight an equal share
 * of the bandwidth, so a small file downloading beside a big one slows the big one down.
 */
const showSimulation = process.argv.includes('--simulation');
type SimulatedStep = { startMs: number; endMs: number; what: string };
let lastSimulatedPaint: SimulatedStep[] = [];
if (showSimulation) {
  type Simulate = InstanceType<typeof Lantern.Simulation.Simulator>['simulate'];
  const simulator = Lantern.Simulation.Simulator.prototype;
  const simulate: Simulate = simulator.simulate;
  simulator.simulate = function (this: InstanceType<typeof Lantern.Simulation.Simulator>, graph, options) {
    const result = simulate.call(this, graph, options);
    // The pessimistic graph holds every request sent before the paint; the optimistic one only render-blocking ones.
    if (options?.label === 'pessimisticLargestContentfulPaint') {
      lastSimulatedPaint = [...result.nodeTimings.entries()]
        .map(([node, timing]) => ({
          startMs: timing.startTime,
          endMs: timing.endTime,
          what:
            node.type === 'network'
              ? `${new URL(node.request.url).pathname} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
              : `main thread (${(node.duration / 1000).toFixed(1)} ms unthrottled)`,
        }))
        .sort((a, b) => a.startMs - b.startMs);
    }
    return result;
  };
}

/** A fresh headless Chromium with an empty profile, for one run, that Lighthouse drives over its debugging port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const executable = chromiumExecutablePath();
  if (!executable) throw new Error('no Chromium: install it or set CHROMIUM_PATH (docs/toolchain.md)');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'console-lighthouse-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      ...chromiumArgs,
      ...(http1 ? [] : ['--ignore-certificate-errors']),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The profile goes once Chromium has exited: it writes there until then.
  const stop = async () => {
    child.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium did not open its debugging port ${port} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runLighthouse(url: string, name: string): Promise<Run> {
  const chrome = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
      // The trace the figures were simulated from, for DevTools' performance panel: which task took how long.
      writeFileSync(join(reportsDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
    }
    const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const records = await NetworkRecords.request(artifacts.DevtoolsLog, { computedCache: new Map() });
    const simulated = lastSimulatedPaint;
    lastSimulatedPaint = [];
    return {
      simulated,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
      chain: chainBefore(
        records,
        (metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY) as number,
      ),
    };
  } finally {
    await chrome.stop();
  }
}

type NetworkRecord = Awaited<ReturnType<typeof NetworkRecords.request>>[number];

/**
 * Every request sent before the page's largest paint (as observed, unthrottled), with its depth: the document is 0,
 * and a request is one deeper than the request that started it. Chromium names the initiator of markup and of
 * calls made by script (Lighthouse links those), but not of module scripts (`about:client`): a module's depth is
 * then one more than that of the last script that arrived before it was asked for, i.e. the round trips it waited
 * for.
 */
function chainBefore(records: NetworkRecord[], lcpMs: number): ChainEntry[] {
  const document = records.find((record) => record.resourceType === 'Document');
  if (!document) return [];
  const t0 = document.networkRequestTime;
  const sent = records
    .filter((record) => record.networkRequestTime - t0 <= lcpMs && !record.url.startsWith('data:'))
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const depths = new Map<NetworkRecord, number>([[document, 0]]);
  const depthOf = (record: NetworkRecord): number => {
    const known = depths.get(record);
    if (known !== undefined) return known;
    let parent = record.initiatorRequest;
    if (!parent) {
      const arrived = sent.filter(
        (other) =>
          other !== record &&
          (other === document || other.resourceType === 'Script') &&
          other.networkEndTime <= record.networkRequestTime,
      );
      parent = arrived.sort((a, b) => b.networkEndTime - a.networkEndTime)[0] ?? document;
    }
    const depth = parent === record ? 1 : depthOf(parent) + 1;
    depths.set(record, depth);
    return depth;
  };
  return sent.map((record) => ({
    depth: depthOf(record),
    startMs: record.networkRequestTime - t0,
    endMs: record.networkEndTime - t0,
    url: new URL(record.url).pathname,
    type: record.resourceType ?? 'Other',
    initiator: record.initiatorRequest ? new URL(record.initiatorRequest.url).pathname : '',
  }));
}

// --- Figures.
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const medianRun = (runs: Run[]) => {
  const score = median(runs.map((run) => run.score));
  return runs.find((run) => run.score === score) ?? runs[0];
};

/** `--only console` (or bare, login, dashboard) narrows the runs while working on one of them. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wanted = (...names: string[]) => only === undefined || names.includes(only);

async function main() {
  if (!process.argv.includes('--no-build')) build();
  if (!existsSync(join(CONSOLE_DIST, 'index.html')) || !existsSync(join(BARE_DIST, 'index.html')))
    throw new Error('build first (run without --no-build)');
  const { module: standIn } = await runnerImport<typeof StandIn>(
    join(import.meta.dirname, 'stand-in-api.ts'),
    {
      configFile: false,
      logLevel: 'error',
    },
  );
  const servers = await Promise.all(APPS.map((app) => serve(app.dist)));
  const results = new Map<string, Run[]>();
  try {
    for (const page of PAGES) {
      for (let run = 1; run <= RUNS; run += 1) {
        for (const [i, app] of APPS.entries()) {
          const server = servers[i];
          if (!server || !wanted(app.name, page.name)) continue;
          // A fresh backend per run: nothing one run did (a workspace opened) carries into the next.
          server.setApi(standIn.createStandInApi(page.scenario, server.origin));
          const key = `${app.name} ${page.name}`;
          process.stdout.write(`  ${key}, run ${run} of ${RUNS}…\n`);
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

  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const protocol = http1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2';
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), ${protocol}, median of ${RUNS}; load average ${load}`,
  );
  console.log(
    `  ${'page'.padEnd(20)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'SI'.padStart(8)}   CLS     depth`,
  );
  for (const page of PAGES) {
    for (const app of APPS) {
      const runs = results.get(`${app.name} ${page.name}`) ?? [];
      const depth = Math.max(0, ...(medianRun(runs)?.chain.map((entry) => entry.depth) ?? []));
      console.log(
        `  ${`${app.name} ${page.path}`.padEnd(20)} ${String(median(runs.map((r) => r.score))).padStart(5)} ${ms(median(runs.map((r) => r.fcp)))} ${ms(median(runs.map((r) => r.lcp)))} ${ms(median(runs.map((r) => r.tbt)))} ${ms(median(runs.map((r) => r.si)))}   ${median(runs.map((r) => r.cls)).toFixed(3)}   ${depth}`,
      );
    }
    const own = results.get(`console ${page.name}`) ?? [];
    const bare = results.get(`bare ${page.name}`) ?? [];
    const ratio = median(own.map((r) => r.lcp)) / median(bare.map((r) => r.lcp));
    console.log(
      `  ${page.path}: console LCP / bare LCP = ${ratio.toFixed(2)}   (goal: score >= 95, ratio <= 1.25, CLS 0, depth <= 2)`,
    );
    // Each run's figure beside the median: on loopback, which requests end before the paint changes from one
    // recording to the next, and a median of three moves with it.
    const lcps = (runs: Run[]) => runs.map((r) => Math.round(r.lcp)).join(', ');
    console.log(`    LCP of each run (ms): console ${lcps(own)}; bare ${lcps(bare)}`);
  }
  for (const page of PAGES) {
    const run = medianRun(results.get(`console ${page.name}`) ?? []);
    console.log(
      `\nRequests of the console's ${page.path} before its largest paint (median run; depth 0 is the document):`,
    );
    for (const entry of run?.chain ?? [])
      console.log(
        `  ${String(entry.depth).padStart(2)} ${`${Math.round(entry.startMs)}-${Math.round(entry.endMs)} ms`.padStart(14)}  ${'  '.repeat(entry.depth)}${entry.url} (${entry.type})`,
      );
    if (!showSimulation) continue;
    // The bare app's beside the console's: where the two part is where the console loses time.
    for (const app of APPS) {
      const median = app.name === 'console' ? run : medianRun(results.get(`${app.name} ${page.name}`) ?? []);
      console.log(
        `\nWhat the simulated phone's largest paint of the ${app.name} ${page.path} waited for (median run):`,
      );
      for (const step of median?.simulated ?? [])
        console.log(
          `  ${`${Math.round(step.startMs)}-${Math.round(step.endMs)} ms`.padStart(14)} ${ms(step.endMs - step.startMs)}  ${step.what}`,
        );
    }
  }
}

await main();
