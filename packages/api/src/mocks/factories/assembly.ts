import type { AssemblyStatusErrCode } from '@transloadit/types';
import { ASSEMBLY_OK_CODES, type AssemblyOutcome, outcomeOfStatus, stateFor } from '../../assembly-status';
import { type Assembly, AssemblySchema } from '../../schemas/assembly';
import { presetFor, REGIONS } from './catalogue';
import { between, hexId, minutesAgo, pick, seededRandom } from './seed';
import { presetTemplateId } from './template';

/** Only the newest assemblies may still be running; an older one that never finished is a stuck job, and a few are enough. */
export const BUSY_WINDOW = 50;

/**
 * Mostly completed. seq 1–10 show the common outcomes (completed, failed, executing, uploading, canceled), so five
 * fixtures already have variety; the rarer ones follow soon after: aborted at 14, replaying at 19.
 */
export function assemblyOutcomeFor(seq: number): AssemblyOutcome {
  const recent = seq <= BUSY_WINDOW;
  switch (seq % 10) {
    case 3:
      return 'failed';
    case 4:
      return seq % 20 === 14 ? 'aborted' : 'completed';
    case 6:
      return recent ? 'executing' : 'completed';
    case 8:
      return recent ? 'uploading' : 'completed';
    case 9:
      return recent && seq % 20 === 19 ? 'replaying' : 'completed';
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

/** Everything random about assembly `seq`, as plain numbers, so a store can read one field without a whole record. */
export interface AssemblyDraw {
  outcome: AssemblyOutcome;
  inputFileCount: number;
  inputBytes: number;
  outputFileCount: number;
  outputBytes: number;
  uploadedBytes: number;
  error: AssemblyStatusErrCode | null;
  clusterNumber: number;
  uploadMs: number | null;
  queueMs: number | null;
  executionMs: number | null;
  minutesAgo: number;
}

/** The values of assembly `seq`, drawn in a fixed order from its own seed. */
export function drawAssembly(seq: number): AssemblyDraw {
  const random = seededRandom(seq);
  const outcome = assemblyOutcomeFor(seq);
  const failure = outcome === 'failed' ? presetFor(FAILURES, Math.floor(seq / 10) + 1) : null;
  const refused = failure?.refused === true;
  const uploaded = outcome !== 'uploading' && outcome !== 'aborted' && !refused;
  const executed = outcome === 'completed' || (outcome === 'failed' && !refused);
  const inputFileCount = between(random, 1, 4);
  const inputBytes = inputFileCount * between(random, 80_000, 250_000_000);
  const outputFileCount = outcome === 'completed' ? inputFileCount * between(random, 1, 6) : 0;
  const outputBytes = outcome === 'completed' ? Math.round((inputBytes * between(random, 30, 150)) / 100) : 0;
  const error = failure ? pick(random, failure.codes) : null;
  const clusterNumber = between(random, 1, 3);
  const uploadMs = uploaded ? between(random, 300, 20_000) : null;
  const queueMs = uploaded && outcome !== 'canceled' ? between(random, 0, 3_000) : null;
  const executionMs = executed ? between(random, 800, 120_000) : null;
  return {
    outcome,
    inputFileCount,
    inputBytes,
    outputFileCount,
    outputBytes,
    uploadedBytes: uploaded ? inputBytes : refused ? 0 : Math.round(inputBytes * 0.4),
    error,
    clusterNumber,
    uploadMs,
    queueMs,
    executionMs,
    minutesAgo: seq * 17 + between(random, 0, 10),
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
 * seq 1 is the newest assembly; its template is buildTemplate's fixture of the same position in the cycle.
 * `state` follows `ok` and `error`, also when an override sets only those.
 */
export function buildAssembly(overrides: Partial<Assembly> = {}, seq = 1): Assembly {
  const accountId = overrides.account_id ?? 1;
  const draw = drawAssembly(seq);
  const region = presetFor(REGIONS, seq);
  const defaults: Assembly = {
    id: assemblyIdFor(accountId, seq),
    parent_id: isReplayFixture(seq) ? assemblyIdFor(accountId, seq + 1) : null,
    account_id: accountId,
    api_auth_key_id: 1,
    ok: ASSEMBLY_OK_CODES[draw.outcome],
    state: stateFor(draw.outcome),
    error: draw.error,
    template_id: presetTemplateId(seq),
    region,
    cluster: `${region}-prod-${draw.clusterNumber}`,
    notify_url: seq % 4 === 0 ? 'https://hooks.example.com/transloadit/notify' : null,
    is_urltransform: isSmartCdnFixture(seq),
    input_file_count: draw.inputFileCount,
    input_bytes: draw.inputBytes,
    output_file_count: draw.outputFileCount,
    output_bytes: draw.outputBytes,
    bytes_usage: draw.uploadedBytes + draw.outputBytes,
    uploaded_bytes: draw.uploadedBytes,
    upload_duration_ms: draw.uploadMs,
    queue_duration_ms: draw.queueMs,
    execution_duration_ms: draw.executionMs,
    warning_count: warningCountFor(seq),
    created: minutesAgo(draw.minutesAgo),
  };
  const assembly = { ...defaults, ...overrides };
  if (overrides.state === undefined) assembly.state = stateFor(outcomeOfStatus(assembly));
  return AssemblySchema.parse(assembly);
}
