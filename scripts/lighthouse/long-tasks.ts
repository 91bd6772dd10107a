// Which functions the page's long tasks spent their time in: reads a trace that `npm run lighthouse -- --reports
// <dir> --profile` kept, and prints each main-thread task over the threshold with the functions that took most of
// it, inclusive of what they called, mapped through the production build's source maps (apps/console/sourcemaps).
// React's and the scheduler's own frames are left out: every render runs through them, so they would head every
// list; what is left says whose render or effect it was. The times are the unthrottled trace's: Lighthouse
// multiplies them by four for its phone.
//
//   node scripts/lighthouse/long-tasks.ts <trace.json> [--over <ms>] [--top <n>]
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; children?: number[]; callFrame: CallFrame };
type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

const [file] = process.argv
  .slice(2)
  .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));
if (!file)
  throw new Error('usage: node scripts/lighthouse/long-tasks.ts <trace.json> [--over <ms>] [--top <n>]');
const option = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const overMs = option('--over', 12);
const top = option('--top', 15);
const FRAMEWORK = /^\((root|program|idle)\)| (react-dom|react|scheduler)\/cjs\//;
const SOURCE_MAPS = join(import.meta.dirname, '..', '..', 'apps', 'console', 'sourcemaps', 'dist', 'assets');

const parsed: { traceEvents?: TraceEvent[] } | TraceEvent[] = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
const start = Math.min(
  ...events.filter((event) => event.name === 'navigationStart').map((event) => event.ts),
);

// A trace holds one sampled profile per process; the page's is the one whose frames come from the console's chunks.
type Profile = {
  pid: number;
  tid: number;
  startTime: number;
  nodes: Map<number, ProfileNode>;
  samples: number[];
  deltas: number[];
};
const profiles = new Map<string, Profile>();
for (const event of events) {
  const data = event.args?.data;
  const key = `${event.pid}:${event.id}`;
  if (event.name === 'Profile' && data) {
    profiles.set(key, {
      pid: event.pid,
      tid: event.tid,
      startTime: data.startTime ?? 0,
      nodes: new Map(),
      samples: [],
      deltas: [],
    });
  }
  const profile = profiles.get(key);
  if (event.name === 'ProfileChunk' && profile && data) {
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
}
const page = [...profiles.values()].find((profile) =>
  [...profile.nodes.values()].some((node) => (node.callFrame.url ?? '').includes('/c/assets/')),
);
if (!page) throw new Error(`${file} has no sampled profile of the page: keep it with --profile`);

const parentOf = new Map<number, number>();
for (const node of page.nodes.values()) {
  if (node.parent !== undefined) parentOf.set(node.id, node.parent);
  for (const child of node.children ?? []) parentOf.set(child, node.id);
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(chunk: string): SourceMapConsumer | null {
  if (!consumers.has(chunk)) {
    const map = join(SOURCE_MAPS, `${chunk}.map`);
    consumers.set(
      chunk,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  return consumers.get(chunk) ?? null;
}

/** A frame as "function source:line", through the source map where the chunk has one. */
function label({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  const chunk = basename(url ?? '');
  const consumer = chunk.endsWith('.js') && lineNumber >= 0 ? consumerFor(chunk) : null;
  const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/.*node_modules\//, '').replace(/.*\/(packages|apps)\//, '');
    return `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line}`;
  }
  return `${functionName || '(anonymous)'} ${chunk || '(native)'}${lineNumber >= 0 ? `:${lineNumber + 1}` : ''}`;
}
const labels = new Map([...page.nodes.values()].map((node) => [node.id, label(node.callFrame)]));

const samples: { at: number; node: number }[] = [];
let at = page.startTime;
page.samples.forEach((node, index) => {
  at += page.deltas[index] ?? 0;
  samples.push({ at, node });
});

const tasks = events.filter(
  (event) =>
    event.name === 'RunTask' &&
    event.pid === page.pid &&
    event.tid === page.tid &&
    (event.dur ?? 0) > overMs * 1000,
);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = samples.filter((sample) => sample.at >= task.ts && sample.at < end);
  const inclusive = new Map<string, number>();
  inside.forEach((sample, index) => {
    const spent = (inside[index + 1]?.at ?? end) - sample.at;
    const seen = new Set<string>();
    for (let node: number | undefined = sample.node; node !== undefined; node = parentOf.get(node)) {
      const name = labels.get(node) ?? '?';
      if (seen.has(name) || FRAMEWORK.test(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + spent);
    }
  });
  const compiling = inside.filter((sample) => labels.get(sample.node)?.startsWith('(program)')).length;
  console.log(
    `\ntask at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms` +
      (compiling > inside.length / 2
        ? ' (mostly outside JavaScript: parsing, compiling, style, layout)'
        : ''),
  );
  for (const [name, spent] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(spent / 1000).toFixed(1).padStart(6)} ms  ${name}`);
  }
}
