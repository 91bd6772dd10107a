import type { Assembly, Template, Workspace } from '@console/api';
import { ASSEMBLY_OK_CODES, type AssemblyOutcome, stateFor } from '@console/api';
import type { AssemblyStatusErrCode } from '@transloadit/types';
import { nowOf } from './clock';
import { buildAssembly, drawAssembly, progressAt, type RunTiming, runStageAt } from './factories/assembly';

/** The backend as this store sees it: the parts of its state the assemblies read and write. */
export type AssemblyHolder = { state: { assemblies: AssemblyState; templates: Template[]; counter: number } };

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
 * so demo mode can save it.
 *
 * Time: everything busy moves on by the backend's clock. The history's newest few assemblies were still running
 * at FIXTURE_NOW and finish minutes later, as the ones calls start finish seconds after they started. Stories and
 * tests keep the clock at FIXTURE_NOW, so those stay busy there (to try Cancel on); demo mode runs on the real
 * clock, long after, so its history has nothing left running.
 */

/** A seeded workspace's history: how many assemblies, and its templates as they were when it was seeded. */
export interface AssemblyHistory {
  accountId: number;
  count: number;
  templateIds: string[];
}

/** How a run that does not complete ends: the service's error code, its reason, and when. */
export interface RunFailure {
  error: AssemblyStatusErrCode;
  reason: string;
  /**
   * How far through its steps' execution the run fails: the failing step's place among them (1 when it is the
   * last). Null when the service refuses the run as it is created, before anything is uploaded.
   */
  share: number | null;
}

/** A warning a run raises, as the assembly's status lists it once the run has ended. */
export interface RunWarning {
  level: 'notice' | 'warning';
  message: string;
}

/** A file someone uploaded to run a template on (the first run's upload call). */
export interface StoredUpload {
  name: string;
  size: number;
  mime: string;
  /** The bytes as base64 when small enough to keep across a demo's reloads; larger ones live in memory only. */
  data?: string;
}

/** An assembly a call started: a test run of template JSON, a replay of another assembly, or an upload. */
export interface StartedAssembly {
  id: string;
  accountId: number;
  kind: 'test-run' | 'replay' | 'upload';
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
  /** The file an upload ran on; missing for test runs and replays. */
  upload?: StoredUpload;
  /** How it ends when it does not complete; missing or null when it completes. */
  failure?: RunFailure | null;
  warnings?: RunWarning[];
}

/** The assemblies part of `BackendState`. */
export interface AssemblyState {
  histories: AssemblyHistory[];
  /** Oldest first. */
  started: StartedAssembly[];
  /** Generated assemblies canceled through the API, by workspace and sequence number, and when (epoch ms). */
  cancels: { accountId: number; seq: number; at?: number }[];
}

// --- seeding ---

/**
 * Gives a workspace `count` generated assemblies, run on the templates it has now (seed its templates first), and
 * dates each of those templates' last use by the newest assembly that ran on it.
 */
export function seedAssemblies(backend: AssemblyHolder, workspace: Workspace, count: number): void {
  const templates = backend.state.templates.filter((template) => template.account_id === workspace.id);
  const history: AssemblyHistory = {
    accountId: workspace.id,
    count,
    templateIds: templates.map((template) => template.id),
  };
  backend.state.assemblies.histories.push(history);
  const newest = newestRunOf(history);
  templates.forEach((template, slot) => {
    const seq = newest.get(slot);
    template.last_used = seq === undefined ? null : new Date(drawAssembly(seq).createdMs).toISOString();
  });
}

/** The newest assembly (lowest seq) of the history on each template slot that any assembly ran on. */
function newestRunOf(history: AssemblyHistory): Map<number, number> {
  const newest = new Map<number, number>();
  // Slots alone, without drawing whole assemblies: cheap enough to scan a 100,000-row history while seeding.
  for (let seq = 1; seq <= history.count && newest.size < history.templateIds.length; seq++) {
    const slot = templateSlot(seq, history.templateIds.length);
    if (slot !== NO_TEMPLATE && !newest.has(slot)) newest.set(slot, seq);
  }
  return newest;
}

export const historyOf = (backend: AssemblyHolder, accountId: number): AssemblyHistory | undefined =>
  backend.state.assemblies.histories.find((history) => history.accountId === accountId);

// --- the columns of a generated history ---

const NO_TEMPLATE = 0xffff;
/** buildTemplate's presets: a workspace's first five templates, in the factory's cycle. */
const PRESET_TEMPLATES = 5;
/** The newest rows keep the factory's templates exactly, as the dashboard's recent assemblies name them. */
const NEWEST_ROWS = 50;

export interface Columns {
  /** `state` numbers at FIXTURE_NOW, by row (seq - 1). */
  state: Uint8Array;
  /** Index into the history's templateIds, or NO_TEMPLATE. */
  template: Uint16Array;
  /** Epoch milliseconds; strictly decreasing (drawAssembly's createdMs). */
  created: Float64Array;
  /** The rows whose state moves with the clock (drawAssembly's `live`), in order. */
  live: number[];
}

/**
 * Which of the workspace's templates assembly `seq` ran: a template of the same pipeline as the factory's preset
 * (templates cycle through the presets), the preset itself for the newest rows and about half the older ones,
 * another version of it for the rest. The last version of a pipeline is its newest copy, which nobody has run
 * yet, so the list shows some templates as never used.
 */
function templateSlot(seq: number, templateCount: number): number {
  if (templateCount === 0) return NO_TEMPLATE;
  const preset = (seq - 1) % PRESET_TEMPLATES;
  if (preset >= templateCount) return preset % templateCount;
  const versions = Math.floor((templateCount - 1 - preset) / PRESET_TEMPLATES) + 1;
  const mixed = Math.imul(seq, 0x9e3779b1) >>> 0;
  if (seq <= NEWEST_ROWS || versions <= 2 || mixed >>> 31 === 0) return preset;
  return preset + PRESET_TEMPLATES * (1 + ((mixed >>> 8) % (versions - 2)));
}

// Derived from the seeding alone: the same history always gives the same columns, so this is a cache, not state.
const columnCache = new Map<string, Columns>();

export function columnsOf(history: AssemblyHistory): Columns {
  const key = `${history.accountId}:${history.count}:${history.templateIds.join(',')}`;
  const cached = columnCache.get(key);
  if (cached) return cached;
  const columns: Columns = {
    state: new Uint8Array(history.count),
    template: new Uint16Array(history.count),
    created: new Float64Array(history.count),
    live: [],
  };
  for (let row = 0; row < history.count; row++) {
    const draw = drawAssembly(row + 1);
    columns.state[row] = stateFor(draw.outcome);
    columns.template[row] = templateSlot(row + 1, history.templateIds.length);
    columns.created[row] = draw.createdMs;
    if (draw.live) columns.live.push(row);
  }
  columnCache.set(key, columns);
  return columns;
}

/** Builds the columns of every seeded history now, rather than on the first read (benchmarks time the two apart). */
export function buildAssemblyColumns(backend: AssemblyHolder): void {
  for (const history of backend.state.assemblies.histories) columnsOf(history);
}

/** The first row whose created time is before `ms` (rows run newest first). */
export function firstRowBefore(created: Float64Array, ms: number): number {
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

type Cancel = AssemblyState['cancels'][number];

const cancelOf = (backend: AssemblyHolder, accountId: number, seq: number): Cancel | undefined =>
  backend.state.assemblies.cancels.find((entry) => entry.accountId === accountId && entry.seq === seq);

/** When a generated assembly was canceled, if it has been by `now`; a cancel saved without a time counts always. */
function canceledBy(cancel: Cancel | undefined, now: number): number | null {
  if (cancel === undefined) return null;
  const at = cancel.at ?? now;
  return at <= now ? at : null;
}

/** A generated assembly as a record at the backend's clock, with its template and any cancellation applied. */
export function generatedAssembly(backend: AssemblyHolder, history: AssemblyHistory, seq: number): Assembly {
  const slot = columnsOf(history).template[seq - 1] ?? NO_TEMPLATE;
  const now = nowOf(backend);
  const canceledAt = canceledBy(cancelOf(backend, history.accountId, seq), now);
  const assembly = buildAssembly(
    { account_id: history.accountId, template_id: history.templateIds[slot] ?? null },
    seq,
    canceledAt ?? now,
  );
  // The oldest assembly's parent would be one the workspace never had.
  if (seq === history.count) assembly.parent_id = null;
  return canceledAt === null ? assembly : canceled(assembly);
}

/** A generated assembly's outcome at `now`, without making its record. */
export function generatedOutcome(
  backend: AssemblyHolder,
  accountId: number,
  seq: number,
  now: number,
): AssemblyOutcome {
  if (canceledBy(cancelOf(backend, accountId, seq), now) !== null) return 'canceled';
  return progressAt(drawAssembly(seq), now).outcome;
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

/** A replay reuses its parent's files, so it uploads nothing and starts in the queue. */
function timingOf(started: StartedAssembly): RunTiming {
  const uploadMs = started.kind === 'replay' ? 0 : TEST_RUN_UPLOAD_MS;
  return { uploadMs, queueMs: QUEUE_MS, executionMs: RUN_MS - uploadMs - QUEUE_MS };
}

/** Where each step of a started assembly stands at `now`. */
export type StepStanding = 'waiting' | 'running' | 'done' | 'failed';

/**
 * Where each of a started assembly's `count` steps stands at `now`: they run one after another, sharing its
 * execution time evenly, so the failing step of a failed run ends exactly as the run does (startedAssembly).
 */
export function stepStandingsAt(started: StartedAssembly, now: number, count: number): StepStanding[] {
  const timing = timingOf(started);
  const failure = started.failure ?? null;
  const stoppedAt = Math.min(now, started.canceledAt ?? now);
  const executed = Math.max(0, stoppedAt - started.createdAt) - timing.uploadMs - timing.queueMs;
  // Refused as it was created: no step ever runs.
  if (failure !== null && failure.share === null) return Array.from({ length: count }, () => 'waiting');
  const failing = failure === null ? count : Math.round((failure.share ?? 1) * count) - 1;
  return Array.from({ length: count }, (_, index) => {
    if (index > failing) return 'waiting';
    const start = (timing.executionMs * index) / count;
    const end = (timing.executionMs * (index + 1)) / count;
    if (executed >= end) return index === failing ? 'failed' : 'done';
    return executed >= start && started.canceledAt === null ? 'running' : 'waiting';
  });
}

/** An assembly a call started, as it stands at `now`: it runs until it completes, fails or is canceled. */
export function startedAssembly(started: StartedAssembly, now: number): Assembly {
  const timing = timingOf(started);
  const failure = started.failure ?? null;
  const refused = failure !== null && failure.share === null;
  const endMs =
    failure === null
      ? RUN_MS
      : failure.share === null
        ? 0
        : timing.uploadMs + timing.queueMs + Math.round(timing.executionMs * failure.share);
  const stoppedAt = Math.min(now, started.canceledAt ?? now);
  const elapsed = Math.max(0, Math.min(stoppedAt - started.createdAt, endMs));
  const stage = runStageAt(timing, elapsed);
  const ended = elapsed >= endMs;
  let outcome: AssemblyOutcome;
  if (ended) outcome = failure === null ? 'completed' : 'failed';
  else if (started.canceledAt !== null) outcome = 'canceled';
  else if (started.kind === 'replay') outcome = 'replaying';
  else outcome = stage === 'uploading' ? 'uploading' : 'executing';
  const uploaded = stage !== 'uploading';
  const uploadedBytes =
    started.kind === 'replay'
      ? 0
      : uploaded
        ? started.inputBytes
        : Math.round((started.inputBytes * elapsed) / timing.uploadMs);
  const executing = stage === 'executing' || stage === 'ended';
  const completed = outcome === 'completed';
  const outputBytes = completed ? started.outputBytes : 0;
  const billedInput = started.kind === 'replay' ? (refused ? 0 : started.inputBytes) : uploadedBytes;
  return {
    id: started.id,
    parent_id: started.parentId,
    account_id: started.accountId,
    api_auth_key_id: null,
    ok: ASSEMBLY_OK_CODES[outcome],
    state: stateFor(outcome),
    error: ended && failure !== null ? failure.error : null,
    template_id: started.templateId,
    region: started.region,
    cluster: started.cluster,
    notify_url: null,
    is_urltransform: false,
    input_file_count: started.inputFileCount,
    input_bytes: started.inputBytes,
    output_file_count: completed ? started.outputFileCount : 0,
    output_bytes: outputBytes,
    bytes_usage: billedInput + outputBytes,
    uploaded_bytes: uploadedBytes,
    upload_duration_ms: uploaded ? timing.uploadMs : null,
    queue_duration_ms: executing ? timing.queueMs : null,
    execution_duration_ms: ended && executing ? elapsed - timing.uploadMs - timing.queueMs : null,
    warning_count: ended && !refused ? (started.warnings?.length ?? 0) : 0,
    created: new Date(started.createdAt).toISOString(),
  };
}
