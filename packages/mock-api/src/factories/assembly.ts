import {
  ASSEMBLY_OK_CODES,
  type Assembly,
  type AssemblyOutcome,
  AssemblySchema,
  outcomeOfStatus,
  stateFor,
} from '@console/api';
import type { AssemblyStatusErrCode } from '@transloadit/types';
import { LIVE_ASSEMBLIES, liveCreatedMs } from './assembly-schedule';
import { presetFor, REGIONS } from './catalogue';
import { between, hexId, pick, seededRandom, seedNowMs } from './seed';
import { presetTemplateId } from './template';

const MINUTE_MS = 60_000;

/**
 * Where assembly `seq` stands at FIXTURE_NOW. Mostly completed. seq 1–10 show the common outcomes (completed,
 * failed, executing, uploading, canceled), so five fixtures already have variety; the rarer ones follow soon
 * after: aborted at 14, replaying at 19. Only the live (newest) assemblies are busy, and they finish soon after.
 */
export function assemblyOutcomeFor(seq: number): AssemblyOutcome {
  const live = seq <= LIVE_ASSEMBLIES;
  switch (seq % 10) {
    case 3:
      return 'failed';
    case 4:
      return seq % 20 === 14 ? 'aborted' : 'completed';
    case 6:
      return live ? 'executing' : 'completed';
    case 8:
      return live ? 'uploading' : 'completed';
    case 9:
      return live && seq % 20 === 19 ? 'replaying' : 'completed';
    case 0:
      return 'canceled';
    default:
      return 'completed';
  }
}

/** Whether assembly `seq` replays another: the next older one, seq + 1. */
export function isReplayFixture(seq: number): boolean {
  return seq % 9 === 0 || seq % 20 === 19;
}

/**
 * Ways an assembly fails, in turn by tens (seq 3, 13, 23, 33, …): in a step, or refused before anything was uploaded.
 * Typed against the service's own error codes.
 */
const FAILURES: readonly { refused: boolean; codes: readonly AssemblyStatusErrCode[] }[] = [
  { refused: false, codes: ['ASSEMBLY_CRASHED', 'INVALID_FILE_META_DATA', 'IMPORT_FILE_ERROR'] },
  { refused: true, codes: ['INVALID_SIGNATURE'] },
  {
    refused: false,
    codes: ['IMAGE_RESIZE_VALIDATION', 'VIDEO_ENCODE_VALIDATION', 'DOCUMENT_CONVERT_VALIDATION'],
  },
  { refused: true, codes: ['BILL_LIMIT_EXCEEDED'] },
];

const BUSY: ReadonlySet<AssemblyOutcome> = new Set(['uploading', 'executing', 'replaying']);

/** Everything random about assembly `seq`, as plain numbers, so a store can read one field without a whole record. */
export interface AssemblyDraw {
  /** Where it stands at FIXTURE_NOW. */
  outcome: AssemblyOutcome;
  /** Busy at FIXTURE_NOW: it moves on with the clock (progressAt) and ends completed. */
  live: boolean;
  inputFileCount: number;
  inputBytes: number;
  /** What it made, or makes once it has completed. */
  outputFileCount: number;
  outputBytes: number;
  /** What arrived of the input files; for a live assembly, once its upload is over. */
  uploadedBytes: number;
  error: AssemblyStatusErrCode | null;
  clusterNumber: number;
  /** How long each part took, or (live) will have taken; null for a part that never happens. */
  uploadMs: number | null;
  queueMs: number | null;
  executionMs: number | null;
  /** Epoch milliseconds; strictly decreasing with `seq`. */
  createdMs: number;
}

/** The values of assembly `seq`, drawn in a fixed order from its own seed. */
export function drawAssembly(seq: number): AssemblyDraw {
  const random = seededRandom(seq);
  const outcome = assemblyOutcomeFor(seq);
  const live = BUSY.has(outcome);
  // A busy assembly is drawn as what it becomes: it completes.
  const ends = live ? 'completed' : outcome;
  const failure = ends === 'failed' ? presetFor(FAILURES, Math.floor(seq / 10) + 1) : null;
  const refused = failure?.refused === true;
  const uploaded = ends !== 'aborted' && !refused;
  const executed = ends === 'completed' || (ends === 'failed' && !refused);
  const inputFileCount = between(random, 1, 4);
  const inputBytes = inputFileCount * between(random, 80_000, 250_000_000);
  const outputFileCount = ends === 'completed' ? inputFileCount * between(random, 1, 6) : 0;
  const outputBytes = ends === 'completed' ? Math.round((inputBytes * between(random, 30, 150)) / 100) : 0;
  const error = failure ? pick(random, failure.codes) : null;
  const clusterNumber = between(random, 1, 3);
  let uploadMs = uploaded ? between(random, 300, 20_000) : null;
  const queueMs = uploaded && ends !== 'canceled' ? between(random, 0, 3_000) : null;
  let executionMs = executed ? between(random, 800, 120_000) : null;
  const minutesAgo = seq * 17 + between(random, 0, 10);
  const nowMs = seedNowMs();
  const createdMs = seq <= LIVE_ASSEMBLIES ? liveCreatedMs(seq) : nowMs - minutesAgo * MINUTE_MS;
  const ageMs = nowMs - createdMs;
  if (live && uploadMs !== null && queueMs !== null && executionMs !== null) {
    // Still running at FIXTURE_NOW, done 20 s to a few minutes later: a large upload on a slow line is still
    // arriving, the others are still in their steps.
    const remainingMs = between(random, 20_000, 200_000);
    if (outcome === 'uploading') uploadMs = ageMs + remainingMs;
    else executionMs = ageMs - uploadMs - queueMs + remainingMs;
  } else if (seq <= LIVE_ASSEMBLIES && executionMs !== null) {
    // The newest assemblies that are done were done by FIXTURE_NOW, however long their steps took elsewhere.
    executionMs = Math.min(executionMs, ageMs - (uploadMs ?? 0) - (queueMs ?? 0) - 5_000);
  }
  return {
    outcome,
    live,
    inputFileCount,
    inputBytes,
    outputFileCount,
    outputBytes,
    // An aborted upload broke off partway; a refused assembly never started one.
    uploadedBytes: uploaded ? inputBytes : refused ? 0 : Math.round(inputBytes * 0.4),
    error,
    clusterNumber,
    uploadMs,
    queueMs,
    executionMs,
    createdMs,
  };
}

/** How long each part of a run takes, in milliseconds after it was created; uploadMs 0 when nothing is uploaded. */
export interface RunTiming {
  uploadMs: number;
  queueMs: number;
  executionMs: number;
}

export type RunStage = 'uploading' | 'queued' | 'executing' | 'ended';

/** The part of its run an assembly is in `elapsed` ms after it was created. */
export function runStageAt(timing: RunTiming, elapsed: number): RunStage {
  if (elapsed < timing.uploadMs) return 'uploading';
  if (elapsed < timing.uploadMs + timing.queueMs) return 'queued';
  if (elapsed < timing.uploadMs + timing.queueMs + timing.executionMs) return 'executing';
  return 'ended';
}

/** What of an assembly's draw changes while it runs. */
export interface AssemblyProgress {
  outcome: AssemblyOutcome;
  uploadedBytes: number;
  uploadMs: number | null;
  queueMs: number | null;
  executionMs: number | null;
  outputFileCount: number;
  outputBytes: number;
}

/** Where a drawn assembly stands at `at` (epoch ms): a live one moves on by it, any other is as drawn. */
export function progressAt(draw: AssemblyDraw, at: number): AssemblyProgress {
  const { uploadMs, queueMs, executionMs } = draw;
  if (!draw.live || uploadMs === null || queueMs === null || executionMs === null) {
    return {
      outcome: draw.outcome,
      uploadedBytes: draw.uploadedBytes,
      uploadMs,
      queueMs,
      executionMs,
      outputFileCount: draw.outputFileCount,
      outputBytes: draw.outputBytes,
    };
  }
  const elapsed = Math.max(0, at - draw.createdMs);
  const stage = runStageAt({ uploadMs, queueMs, executionMs }, elapsed);
  const ended = stage === 'ended';
  const running =
    draw.outcome === 'replaying' ? 'replaying' : stage === 'uploading' ? 'uploading' : 'executing';
  return {
    outcome: ended ? 'completed' : running,
    uploadedBytes:
      stage === 'uploading' ? Math.round((draw.inputBytes * elapsed) / uploadMs) : draw.inputBytes,
    uploadMs: stage === 'uploading' ? null : uploadMs,
    queueMs: stage === 'executing' || ended ? queueMs : null,
    executionMs: ended ? executionMs : null,
    outputFileCount: ended ? draw.outputFileCount : 0,
    outputBytes: ended ? draw.outputBytes : 0,
  };
}

/**
 * Workspace 1 keeps the ids its fixtures were first made with; every other workspace has ids of its own, so the same
 * sequence number in two workspaces is never the same assembly.
 */
export function assemblyIdFor(accountId: number, seq: number): string {
  return hexId(idPrefixOf(accountId), seq);
}

const idPrefixOf = (accountId: number) => (accountId === 1 ? 'assembly' : `assembly:${accountId}`);

/**
 * Whether assembly `seq`'s id starts with `prefix` (lower-case hex). It repeats hexId's steps (FNV-1a of
 * `prefix:seq`, then one mulberry32 draw per hex digit) but stops at the first digit that differs: searching
 * 100,000 ids costs a few milliseconds this way, where making them all would take half a second.
 * tests/api/assemblies-mock.test.ts holds it to hexId.
 */
export function assemblyIdMatcher(accountId: number, prefix: string): (seq: number) => boolean {
  const label = `${idPrefixOf(accountId)}:`;
  let labelHash = 2166136261;
  for (let i = 0; i < label.length; i++) labelHash = Math.imul(labelHash ^ label.charCodeAt(i), 16777619);
  const digits = Array.from(prefix, (digit) => Number.parseInt(digit, 16));
  return (seq) => {
    const text = String(seq);
    let state = labelHash;
    for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 16777619);
    state >>>= 0;
    for (const digit of digits) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      if ((t ^ (t >>> 14)) >>> 28 !== digit) return false;
    }
    return true;
  };
}

/** Every seventh assembly was created by a Smart CDN URL rather than an API request. */
export const isSmartCdnFixture = (seq: number) => seq % 7 === 0;

/** How many warnings assembly `seq` raised. */
export function warningCountFor(seq: number): number {
  if (seq % 5 !== 0) return 0;
  return seq % 15 === 0 ? 2 : 1;
}

/**
 * seq 1 is the newest assembly; its template is buildTemplate's fixture of the same position in the cycle. `at`
 * (epoch ms) is the moment it is looked at, which moves only a live assembly on. `state` follows `ok` and `error`,
 * also when an override sets only those.
 */
export function buildAssembly(overrides: Partial<Assembly> = {}, seq = 1, at = seedNowMs()): Assembly {
  const accountId = overrides.account_id ?? 1;
  const draw = drawAssembly(seq);
  const now = progressAt(draw, at);
  const region = presetFor(REGIONS, seq);
  const defaults: Assembly = {
    id: assemblyIdFor(accountId, seq),
    parent_id: isReplayFixture(seq) ? assemblyIdFor(accountId, seq + 1) : null,
    account_id: accountId,
    api_auth_key_id: 1,
    ok: ASSEMBLY_OK_CODES[now.outcome],
    state: stateFor(now.outcome),
    error: draw.error,
    template_id: presetTemplateId(seq),
    region,
    cluster: `${region}-prod-${draw.clusterNumber}`,
    notify_url: seq % 4 === 0 ? 'https://hooks.example.com/transloadit/notify' : null,
    is_urltransform: isSmartCdnFixture(seq),
    input_file_count: draw.inputFileCount,
    input_bytes: draw.inputBytes,
    output_file_count: now.outputFileCount,
    output_bytes: now.outputBytes,
    bytes_usage: now.uploadedBytes + now.outputBytes,
    uploaded_bytes: now.uploadedBytes,
    upload_duration_ms: now.uploadMs,
    queue_duration_ms: now.queueMs,
    execution_duration_ms: now.executionMs,
    warning_count: warningCountFor(seq),
    created: new Date(draw.createdMs).toISOString(),
  };
  const assembly = { ...defaults, ...overrides };
  if (overrides.state === undefined) assembly.state = stateFor(outcomeOfStatus(assembly));
  return AssemblySchema.parse(assembly);
}
