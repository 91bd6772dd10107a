// One Lighthouse run of `npm run lighthouse` (docs/first-paint.md): mobile defaults (simulated slow 4G, 4x CPU
// slowdown), performance only, in a fresh headless Chromium; and the requests sent before the largest paint.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { NetworkRecords } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.ts';
import { options } from './options.ts';
import { freePort } from './serve.ts';

export type Run = {
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
export type ChainEntry = {
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
 * With `--simulation`: the steps of Lighthouse's simulation of the slow phone that its largest paint waited for,
 * every request and main-thread task of the paint's dependency graph, with its simulated start and end. Lighthouse
 * does not keep these in its report; they are taken from its simulator as it runs.
 */
export type SimulatedStep = { startMs: number; endMs: number; what: string };
let lastSimulatedPaint: SimulatedStep[] = [];
if (options.simulation) {
  type Simulate = InstanceType<typeof Lantern.Simulation.Simulator>['simulate'];
  const simulator = Lantern.Simulation.Simulator.prototype;
  const simulate: Simulate = simulator.simulate;
  simulator.simulate = function (this: InstanceType<typeof Lantern.Simulation.Simulator>, graph, settings) {
    const result = simulate.call(this, graph, settings);
    // The pessimistic graph holds every request sent before the paint; the optimistic one only render-blocking ones.
    if (settings?.label === 'pessimisticLargestContentfulPaint') {
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
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'console-lighthouse-'));
  // The whole browser, as people have it: its first paint is what the figures are about.
  const { executablePath, args, env } = chromiumLaunchOptions('browser', [
    ...(options.http1 ? [] : ['--ignore-certificate-errors']),
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
  ]);
  const child = spawn(executablePath, ['--headless=new', ...args], { stdio: 'ignore', env });
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

export async function runLighthouse(url: string, name: string): Promise<Run> {
  const chrome = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(options.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const { reportsDir } = options;
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
