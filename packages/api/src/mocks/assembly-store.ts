import { ASSEMBLY_OK_CODES, type AssemblyOutcome, stateFor } from '../assembly-status';
import type { Assembly } from '../schemas/assembly';
import type { AssemblyField } from '../schemas/assembly-field';
import type { Workspace } from '../schemas/workspace';
import type { MockBackend } from './backend';
import {
  assemblyIdMatcher,
  BUSY_WINDOW,
  buildAssembly,
  drawAssembly,
  isReplayFixture,
} from './factories/assembly';
import { assemblyFieldMatcher, buildAssemblyFields } from './factories/assembly-field';
import { FIXTURE_NOW, hexId } from './factories/seed';

/*
 * The assemblies of every workspace, in two parts.
 *
 * Generated history: assembly number `seq` (1 = newest) of a seeded workspace is buildAssembly's record for that
 * seq, so a workspace of 100,000 assemblies costs nothing until it is read. On the first read the few fields that
 * lists filter on (state, template, created) are drawn once into typed arrays; filters scan those columns, and
 * only the rows of the requested page become records. The columns are a pure function of the seeding, so they
 * are cached per process, like a computed index, and never saved.
 *
 * Overlay: what calls did (test runs, replays, cancellations), kept small and plain in `BackendState.assemblies`
 * so demo mode can save it. An assembly started through a call moves on by time, read through the backend's
 * clock; a generated one keeps the outcome the factory gives it (a few are stuck busy, to try Cancel on).
 */

/** A seeded workspace's history: how many assemblies, and its templates as they were when it was seeded. */
export interface AssemblyHistory {
  accountId: number;
  count: number;
  templateIds: string[];
}

/** An assembly a call started: a test run of template JSON, or a replay of another assembly. */
export interface StartedAssembly {
  id: string;
  accountId: number;
  kind: 'test-run' | 'replay';
  parentId: string | null;
  templateId: string | null;
  /** The template JSON a test run ran; null for a replay, which runs its template as it now is. */
  json: string | null;
  /** Epoch milliseconds, from the backend's clock. */
  createdAt: number;
  canceledAt: number | null;
  region: string;
  cluster: string;
  inputFileCount: number;
  inputBytes: number;
  /** What it makes once completed. */
  outputFileCount: number;
  outputBytes: number;
  fields: { name: string; value: string }[];
}

/** The assemblies part of `BackendState`. */
export interface AssemblyState {
  histories: AssemblyHistory[];
  /** Oldest first. */
  started: StartedAssembly[];
  /** Generated assemblies canceled through the API, by workspace and sequence number. */
  cancels: { accountId: number; seq: number }[];
}

// --- the clock ---

// Per backend, so one test's fake clock never leaks into another's backend.
const clocks = new WeakMap<MockBackend, () => number>();

/** Sets the clock assemblies started through calls move on by; Date.now unless a test or story sets another. */
export function setAssemblyClock(backend: MockBackend, now: () => number): void {
  clocks.set(backend, now);
}

export const nowOf = (backend: MockBackend): number => (clocks.get(backend) ?? Date.now)();

// --- seeding ---

/** Gives a workspace `count` generated assemblies, run on the templates it has now (seed its templates first). */
export function seedAssemblies(backend: MockBackend, workspace: Workspace, count: number): void {
  const templateIds = backend.state.templates
    .filter((template) => template.account_id === workspace.id)
    .map((template) => template.id);
  backend.state.assemblies.histories.push({ accountId: workspace.id, count, templateIds });
}

export const historyOf = (backend: MockBackend, accountId: number): AssemblyHistory | undefined =>
  backend.state.assemblies.histories.find((history) => history.accountId === accountId);

// --- the columns of a generated history ---

const NO_TEMPLATE = 0xffff;
/** buildTemplate's presets: a workspace's first five templates, in the factory's cycle. */
const PRESET_TEMPLATES = 5;
/** The newest rows keep the factory's templates exactly, as the dashboard's recent assemblies name them. */
const NEWEST_ROWS = BUSY_WINDOW;
const FIXTURE_NOW_MS = Date.parse(FIXTURE_NOW);
const MINUTE_MS = 60_000;

interface Columns {
  /** `state` numbers, by row (seq - 1). */
  state: Uint8Array;
  /** Index into the history's templateIds, or NO_TEMPLATE. */
  template: Uint16Array;
  /** Epoch milliseconds; strictly decreasing, since the factory spaces assemblies 17 minutes apart. */
  created: Float64Array;
}

/**
 * Which of the workspace's templates assembly `seq` ran: a template of the same pipeline as the factory's preset
 * (templates cycle through the presets), the preset itself for the newest rows and about half the older ones,
 * another version of it for the rest.
 */
function templateSlot(seq: number, templateCount: number): number {
  if (templateCount === 0) return NO_TEMPLATE;
  const preset = (seq - 1) % PRESET_TEMPLATES;
  if (preset >= templateCount) return preset % templateCount;
  const versions = Math.floor((templateCount - 1 - preset) / PRESET_TEMPLATES) + 1;
  const mixed = Math.imul(seq, 0x9e3779b1) >>> 0;
  if (seq <= NEWEST_ROWS || versions === 1 || mixed >>> 31 === 0) return preset;
  return preset + PRESET_TEMPLATES * (1 + ((mixed >>> 8) % (versions - 1)));
}

// Derived from the seeding alone: the same history always gives the same columns, so this is a cache, not state.
const columnCache = new Map<string, Columns>();

function columnsOf(history: AssemblyHistory): Columns {
  const key = `${history.accountId}:${history.count}:${history.templateIds.join(',')}`;
  const cached = columnCache.get(key);
  if (cached) return cached;
  const columns: Columns = {
    state: new Uint8Array(history.count),
    template: new Uint16Array(history.count),
    created: new Float64Array(history.count),
  };
  for (let row = 0; row < history.count; row++) {
    const draw = drawAssembly(row + 1);
    columns.state[row] = stateFor(draw.outcome);
    columns.template[row] = templateSlot(row + 1, history.templateIds.length);
    columns.created[row] = FIXTURE_NOW_MS - draw.minutesAgo * MINUTE_MS;
  }
  columnCache.set(key, columns);
  return columns;
}

/** Builds the columns of every seeded history now, rather than on the first read (benchmarks time the two apart). */
export function buildAssemblyColumns(backend: MockBackend): void {
  for (const history of backend.state.assemblies.histories) columnsOf(history);
}

/** The first row whose created time is before `ms` (rows run newest first). */
function firstRowBefore(created: Float64Array, ms: number): number {
  let low = 0;
  let high = created.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((created[middle] ?? 0) < ms) high = middle;
    else low = middle + 1;
  }
  return low;
}

// --- records ---

const TEST_RUN_UPLOAD_MS = 1_000;
/** A test run or replay is done this long after it started: uploading ~1 s (a replay skips that), executing ~3 s. */
const RUN_MS = 4_000;
const QUEUE_MS = 120;

/** A generated assembly as a record, with its template and any cancellation applied. */
export function generatedAssembly(backend: MockBackend, history: AssemblyHistory, seq: number): Assembly {
  const slot = columnsOf(history).template[seq - 1] ?? NO_TEMPLATE;
  const assembly = buildAssembly(
    { account_id: history.accountId, template_id: history.templateIds[slot] ?? null },
    seq,
  );
  // The oldest assembly's parent would be one the workspace never had.
  if (seq === history.count) assembly.parent_id = null;
  const cancel = backend.state.assemblies.cancels.find(
    (entry) => entry.accountId === history.accountId && entry.seq === seq,
  );
  return cancel ? canceled(assembly) : assembly;
}

function canceled(assembly: Assembly): Assembly {
  return {
    ...assembly,
    ok: ASSEMBLY_OK_CODES.canceled,
    state: stateFor('canceled'),
    error: null,
    execution_duration_ms: null,
    output_file_count: 0,
    output_bytes: 0,
    bytes_usage: assembly.uploaded_bytes,
  };
}

function startedOutcome(started: StartedAssembly, elapsed: number): AssemblyOutcome {
  if (started.canceledAt !== null && started.canceledAt - started.createdAt < RUN_MS) return 'canceled';
  if (elapsed >= RUN_MS) return 'completed';
  if (started.kind === 'replay') return 'replaying';
  return elapsed < TEST_RUN_UPLOAD_MS ? 'uploading' : 'executing';
}

/** An assembly a call started, as it stands at `now`. */
export function startedAssembly(started: StartedAssembly, now: number): Assembly {
  const elapsed = Math.max(0, Math.min(now, started.canceledAt ?? now) - started.createdAt);
  const outcome = startedOutcome(started, elapsed);
  // A replay reuses its parent's files, so it uploads nothing and starts in the queue.
  const uploadMs = started.kind === 'replay' ? 0 : TEST_RUN_UPLOAD_MS;
  const uploaded = elapsed >= uploadMs;
  const uploadedBytes =
    started.kind === 'replay'
      ? 0
      : uploaded
        ? started.inputBytes
        : Math.round((started.inputBytes * elapsed) / TEST_RUN_UPLOAD_MS);
  const completed = outcome === 'completed';
  const outputBytes = completed ? started.outputBytes : 0;
  return {
    id: started.id,
    parent_id: started.parentId,
    account_id: started.accountId,
    api_auth_key_id: null,
    ok: ASSEMBLY_OK_CODES[outcome],
    state: stateFor(outcome),
    error: null,
    template_id: started.templateId,
    region: started.region,
    cluster: started.cluster,
    notify_url: null,
    is_urltransform: false,
    input_file_count: started.inputFileCount,
    input_bytes: started.inputBytes,
    output_file_count: completed ? started.outputFileCount : 0,
    output_bytes: outputBytes,
    bytes_usage: (started.kind === 'replay' ? started.inputBytes : uploadedBytes) + outputBytes,
    uploaded_bytes: uploadedBytes,
    upload_duration_ms: uploaded ? uploadMs : null,
    queue_duration_ms: elapsed >= uploadMs + QUEUE_MS ? QUEUE_MS : null,
    execution_duration_ms: completed ? RUN_MS - uploadMs - QUEUE_MS : null,
    warning_count: 0,
    created: new Date(started.createdAt).toISOString(),
  };
}

// --- finding ---

/** Where an assembly comes from: a row of the generated history, or an assembly a call started. */
export type FoundAssembly =
  | { kind: 'generated'; history: AssemblyHistory; seq: number; assembly: Assembly }
  | { kind: 'started'; started: StartedAssembly; assembly: Assembly };

const startedIn = (backend: MockBackend, accountId: number) =>
  backend.state.assemblies.started.filter((started) => started.accountId === accountId);

/** The workspace's assembly with this id, as it stands now; ids are compared without building the other ones. */
export function findAssembly(backend: MockBackend, accountId: number, id: string): FoundAssembly | null {
  const started = startedIn(backend, accountId).find((entry) => entry.id === id);
  if (started) return { kind: 'started', started, assembly: startedAssembly(started, nowOf(backend)) };
  const history = historyOf(backend, accountId);
  if (!history || !/^[0-9a-f]{32}$/.test(id)) return null;
  const matches = assemblyIdMatcher(accountId, id);
  for (let seq = 1; seq <= history.count; seq++) {
    if (matches(seq))
      return { kind: 'generated', history, seq, assembly: generatedAssembly(backend, history, seq) };
  }
  return null;
}

/** The custom fields an assembly was sent with. */
export function fieldsOf(found: FoundAssembly): AssemblyField[] {
  if (found.kind === 'generated') return buildAssemblyFields(found.assembly.id, found.seq);
  return found.started.fields.map(({ name, value }) => ({
    assembly_id: found.started.id,
    field_name: name,
    field_value: value,
  }));
}

/** The assemblies that replay this one, newest first. */
export function replaysOf(backend: MockBackend, found: FoundAssembly): Assembly[] {
  const now = nowOf(backend);
  const started = startedIn(backend, found.assembly.account_id)
    .filter((entry) => entry.parentId === found.assembly.id)
    .map((entry) => startedAssembly(entry, now))
    .reverse();
  // A generated assembly that replays replays the next older one.
  const generated =
    found.kind === 'generated' && found.seq > 1 && isReplayFixture(found.seq - 1)
      ? [generatedAssembly(backend, found.history, found.seq - 1)]
      : [];
  return [...started, ...generated];
}

// --- listing ---

export interface AssemblyFilter {
  outcome?: AssemblyOutcome;
  templateId?: string;
  /** Created at or after, epoch milliseconds. */
  from?: number;
  /** Created before, epoch milliseconds. */
  before?: number;
  /** An id prefix; with `fieldsSearch`, also a field's exact value. */
  q?: string;
  fieldsSearch: boolean;
}

/** A test on a generated row, or null when the filter lets every row through. */
function rowTest(
  history: AssemblyHistory,
  columns: Columns,
  filter: AssemblyFilter,
  canceledSeqs: ReadonlySet<number>,
): ((row: number) => boolean) | null {
  const tests: ((row: number) => boolean)[] = [];
  if (filter.outcome !== undefined) {
    const wanted = stateFor(filter.outcome);
    const canceledState = stateFor('canceled');
    // The common case, nothing canceled by hand, is a bare column read: this runs for each of 100,000 rows.
    tests.push(
      canceledSeqs.size === 0
        ? (row) => columns.state[row] === wanted
        : (row) => (canceledSeqs.has(row + 1) ? canceledState : columns.state[row]) === wanted,
    );
  }
  if (filter.templateId !== undefined) {
    const slot = history.templateIds.indexOf(filter.templateId);
    tests.push((row) => columns.template[row] === slot);
  }
  const q = searchTest(history.accountId, filter);
  if (q) tests.push((row) => q(row + 1));
  if (tests.length === 0) return null;
  const [only] = tests;
  if (tests.length === 1 && only) return only;
  return (row) => tests.every((test) => test(row));
}

/** What `q` matches, by sequence number: the start of an id, or (with fields search) a field's exact value. */
function searchTest(accountId: number, filter: AssemblyFilter): ((seq: number) => boolean) | null {
  const q = filter.q;
  if (q === undefined) return null;
  const prefix = q.toLowerCase();
  const byId = /^[0-9a-f]{1,32}$/.test(prefix) ? assemblyIdMatcher(accountId, prefix) : null;
  const byField = filter.fieldsSearch ? assemblyFieldMatcher(q) : null;
  if (byId && byField) return (seq) => byId(seq) || byField(seq);
  return byId ?? byField ?? (() => false);
}

function startedMatches(started: StartedAssembly, assembly: Assembly, filter: AssemblyFilter): boolean {
  if (filter.outcome !== undefined && assembly.state !== stateFor(filter.outcome)) return false;
  if (filter.templateId !== undefined && assembly.template_id !== filter.templateId) return false;
  if (filter.from !== undefined && started.createdAt < filter.from) return false;
  if (filter.before !== undefined && started.createdAt >= filter.before) return false;
  if (filter.q === undefined) return true;
  const q = filter.q;
  return (
    assembly.id.startsWith(q.toLowerCase()) ||
    (filter.fieldsSearch && started.fields.some((field) => field.value === q))
  );
}

export interface AssemblyPage {
  assemblies: Assembly[];
  total: number;
}

/** The generated rows that pass a filter, newest first, without allocating them when every row passes. */
interface Rows {
  length: number;
  at: (index: number) => number;
}

function matchingRows(first: number, end: number, test: ((row: number) => boolean) | null): Rows {
  if (test === null) return { length: Math.max(0, end - first), at: (index) => first + index };
  const rows = new Int32Array(Math.max(0, end - first));
  let found = 0;
  for (let row = first; row < end; row++) if (test(row)) rows[found++] = row;
  return { length: found, at: (index) => rows[index] ?? -1 };
}

/** One page of the workspace's assemblies that pass the filter, newest first. */
export function listAssemblyPage(
  backend: MockBackend,
  accountId: number,
  filter: AssemblyFilter,
  page: number,
  perPage: number,
): AssemblyPage {
  const now = nowOf(backend);
  const started = startedIn(backend, accountId)
    .map((entry) => ({ createdAt: entry.createdAt, assembly: startedAssembly(entry, now), entry }))
    .filter(({ entry, assembly }) => startedMatches(entry, assembly, filter))
    .sort((a, b) => b.createdAt - a.createdAt);

  const history = historyOf(backend, accountId);
  const columns = history ? columnsOf(history) : null;
  let rows: Rows = { length: 0, at: () => -1 };
  if (history && columns) {
    const first = filter.before === undefined ? 0 : firstRowBefore(columns.created, filter.before);
    const end = filter.from === undefined ? history.count : firstRowBefore(columns.created, filter.from);
    const canceledSeqs = new Set(
      backend.state.assemblies.cancels.filter((c) => c.accountId === accountId).map((c) => c.seq),
    );
    rows = matchingRows(first, end, rowTest(history, columns, filter, canceledSeqs));
  }

  // Both sequences run newest first. The started assemblies are few: find how many of them come before the page
  // (each one's place is its index plus the generated rows newer than it), then merge only the page itself.
  const createdOf = (index: number) => columns?.created[rows.at(index)] ?? 0;
  const newerRows = (ms: number) => {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (createdOf(middle) > ms) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = (page - 1) * perPage;
  let s = 0;
  while (s < started.length && s + newerRows(started[s]?.createdAt ?? 0) < start) s++;
  let g = start - s;
  const assemblies: Assembly[] = [];
  while (assemblies.length < perPage) {
    const row = g < rows.length ? rows.at(g) : -1;
    const next = started[s];
    if (history && columns && row >= 0 && (!next || (columns.created[row] ?? 0) > next.createdAt)) {
      g++;
      assemblies.push(generatedAssembly(backend, history, row + 1));
    } else if (next) {
      s++;
      assemblies.push(next.assembly);
    } else break;
  }
  return { assemblies, total: rows.length + started.length };
}

// --- writing ---

/** Marks a busy assembly canceled now; returns it as it then stands. */
export function cancelAssembly(backend: MockBackend, found: FoundAssembly): Assembly {
  const now = nowOf(backend);
  if (found.kind === 'started') {
    found.started.canceledAt = now;
    return startedAssembly(found.started, now);
  }
  backend.state.assemblies.cancels.push({ accountId: found.history.accountId, seq: found.seq });
  return generatedAssembly(backend, found.history, found.seq);
}

/** Adds an assembly a call started, now, with an id from the backend's counter. */
export function startAssembly(
  backend: MockBackend,
  fields: Omit<StartedAssembly, 'id' | 'createdAt' | 'canceledAt'>,
): StartedAssembly {
  backend.state.counter += 1;
  const started: StartedAssembly = {
    ...fields,
    id: hexId(fields.kind, backend.state.counter),
    createdAt: nowOf(backend),
    canceledAt: null,
  };
  backend.state.assemblies.started.push(started);
  return started;
}
