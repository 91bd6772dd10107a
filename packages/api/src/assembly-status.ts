import type { AssemblyStatusOkCode } from '@transloadit/types';

/*
 * What the assembly record's small-integer `state` means. The spec leaves it open; this table is the console's
 * decision, and the mock backend writes `state` so that it always agrees with the record's `ok` and `error`.
 * Busy states come first, so "still running" is `state < 3`; the numbers must never be reordered.
 */

/** Where an assembly stands, in the order of its `state` number. */
export const ASSEMBLY_OUTCOMES = [
  'uploading',
  'executing',
  'replaying',
  'completed',
  'canceled',
  'aborted',
  'failed',
] as const;
export type AssemblyOutcome = (typeof ASSEMBLY_OUTCOMES)[number];

/** The status code in the record's `ok` for each outcome; a failed assembly has none (its `error` holds the code). */
export const ASSEMBLY_OK_CODES = {
  uploading: 'ASSEMBLY_UPLOADING',
  executing: 'ASSEMBLY_EXECUTING',
  replaying: 'ASSEMBLY_REPLAYING',
  completed: 'ASSEMBLY_COMPLETED',
  canceled: 'ASSEMBLY_CANCELED',
  aborted: 'REQUEST_ABORTED',
  failed: null,
} as const satisfies Record<AssemblyOutcome, AssemblyStatusOkCode | null>;

export const ASSEMBLY_OUTCOME_LABELS: Record<AssemblyOutcome, string> = {
  uploading: 'Uploading',
  executing: 'Executing',
  replaying: 'Replaying',
  completed: 'Completed',
  canceled: 'Canceled',
  aborted: 'Aborted',
  failed: 'Failed',
};

const BUSY_OUTCOMES: ReadonlySet<AssemblyOutcome> = new Set(['uploading', 'executing', 'replaying']);

/** The record's `state` number for an outcome. */
export function stateFor(outcome: AssemblyOutcome): number {
  return ASSEMBLY_OUTCOMES.indexOf(outcome);
}

/** An assembly's outcome from its `state`; a number this console does not know is read as failed, never as success. */
export function assemblyOutcome(assembly: { state: number }): AssemblyOutcome {
  return ASSEMBLY_OUTCOMES[assembly.state] ?? 'failed';
}

/** Still uploading, executing or replaying: it may still change, so screens refresh it and it can be canceled. */
export function isAssemblyBusy(assembly: { state: number }): boolean {
  return BUSY_OUTCOMES.has(assemblyOutcome(assembly));
}

/**
 * Whether Replay can run the assembly again: it has finished and its files arrived in full (the upload has a
 * duration). A replay runs on the files of the assembly it replays, so one refused before its upload
 * (INVALID_SIGNATURE, BILL_LIMIT_EXCEEDED) or aborted during it has nothing to replay; a replay itself uploads
 * nothing but reuses its parent's files, so it can be replayed in turn. The mock backend refuses the same ones.
 */
export function canReplay(assembly: { state: number; upload_duration_ms: number | null }): boolean {
  return !isAssemblyBusy(assembly) && assembly.upload_duration_ms !== null;
}

/** The outcome a status reply describes: its `ok` code, or failed when it carries an error code instead. */
export function outcomeOfStatus(status: { ok: string | null; error: string | null }): AssemblyOutcome {
  if (status.error !== null) return 'failed';
  return ASSEMBLY_OUTCOMES.find((outcome) => ASSEMBLY_OK_CODES[outcome] === status.ok) ?? 'failed';
}
