import { describe, expect, it } from 'vitest';
import {
  ASSEMBLY_OK_CODES,
  ASSEMBLY_OUTCOME_LABELS,
  ASSEMBLY_OUTCOMES,
  assemblyOutcome,
  isAssemblyBusy,
  outcomeOfStatus,
  stateFor,
} from '../../packages/api/src/assembly-status';
import { BUSY_WINDOW, buildAssembly } from '../../packages/api/src/mocks/factories/assembly';

describe('the assembly state mapping', () => {
  it('gives each state number its outcome, status code, busy flag and label, as decided', () => {
    const table = ASSEMBLY_OUTCOMES.map((outcome) => ({
      state: stateFor(outcome),
      outcome,
      ok: ASSEMBLY_OK_CODES[outcome],
      busy: isAssemblyBusy({ state: stateFor(outcome) }),
      label: ASSEMBLY_OUTCOME_LABELS[outcome],
    }));
    expect(table).toEqual([
      { state: 0, outcome: 'uploading', ok: 'ASSEMBLY_UPLOADING', busy: true, label: 'Uploading' },
      { state: 1, outcome: 'executing', ok: 'ASSEMBLY_EXECUTING', busy: true, label: 'Executing' },
      { state: 2, outcome: 'replaying', ok: 'ASSEMBLY_REPLAYING', busy: true, label: 'Replaying' },
      { state: 3, outcome: 'completed', ok: 'ASSEMBLY_COMPLETED', busy: false, label: 'Completed' },
      { state: 4, outcome: 'canceled', ok: 'ASSEMBLY_CANCELED', busy: false, label: 'Canceled' },
      { state: 5, outcome: 'aborted', ok: 'REQUEST_ABORTED', busy: false, label: 'Aborted' },
      { state: 6, outcome: 'failed', ok: null, busy: false, label: 'Failed' },
    ]);
  });

  it('reads a state number back as its outcome', () => {
    for (const outcome of ASSEMBLY_OUTCOMES)
      expect(assemblyOutcome({ state: stateFor(outcome) })).toBe(outcome);
  });

  it('reads a state number it does not know as failed, never as a success or as running', () => {
    for (const state of [7, 42]) {
      expect(assemblyOutcome({ state })).toBe('failed');
      expect(isAssemblyBusy({ state })).toBe(false);
    }
  });

  it('derives the outcome from a status reply: its ok code, or failed when it carries an error', () => {
    expect(outcomeOfStatus({ ok: 'ASSEMBLY_REPLAYING', error: null })).toBe('replaying');
    expect(outcomeOfStatus({ ok: 'REQUEST_ABORTED', error: null })).toBe('aborted');
    expect(outcomeOfStatus({ ok: null, error: 'INVALID_SIGNATURE' })).toBe('failed');
    expect(outcomeOfStatus({ ok: 'ASSEMBLY_EXECUTING', error: 'ASSEMBLY_CRASHED' })).toBe('failed');
  });
});

describe('buildAssembly and the mapping', () => {
  const fixtures = Array.from({ length: 400 }, (_, index) => buildAssembly({}, index + 1));

  it('writes a state that agrees with ok and error in every fixture', () => {
    for (const assembly of fixtures) {
      expect(assemblyOutcome(assembly)).toBe(outcomeOfStatus(assembly));
      expect(assembly.ok === null).toBe(assembly.error !== null);
    }
  });

  it('keeps the first ten fixtures as the dashboard shows them, with every outcome soon after', () => {
    expect(fixtures.slice(0, 10).map(assemblyOutcome)).toEqual([
      'completed',
      'completed',
      'failed',
      'completed',
      'completed',
      'executing',
      'completed',
      'uploading',
      'completed',
      'canceled',
    ]);
    expect(fixtures[2]?.error).toBe('INVALID_FILE_META_DATA');
    expect(new Set(fixtures.slice(0, 20).map(assemblyOutcome))).toEqual(new Set(ASSEMBLY_OUTCOMES));
  });

  it('has busy fixtures only among the newest: older ones that never finished would be stuck jobs', () => {
    const busy = fixtures.filter(isAssemblyBusy).map((assembly) => fixtures.indexOf(assembly) + 1);
    expect(busy.length).toBeGreaterThan(5);
    expect(Math.max(...busy)).toBeLessThanOrEqual(BUSY_WINDOW);
  });

  it('gives a replaying fixture a parent, and a failure refused at the door no upload', () => {
    for (const assembly of fixtures.filter((a) => assemblyOutcome(a) === 'replaying')) {
      expect(assembly.parent_id).not.toBeNull();
    }
    const refused = fixtures.filter(
      (a) => a.error === 'INVALID_SIGNATURE' || a.error === 'BILL_LIMIT_EXCEEDED',
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const assembly of refused) {
      expect(assembly).toMatchObject({
        uploaded_bytes: 0,
        upload_duration_ms: null,
        execution_duration_ms: null,
      });
    }
  });

  it('moves the state with an override of the status codes, and keeps an explicit state', () => {
    expect(buildAssembly({ ok: null, error: 'ASSEMBLY_CRASHED' }, 1).state).toBe(stateFor('failed'));
    expect(buildAssembly({ ok: 'REQUEST_ABORTED' }, 1).state).toBe(stateFor('aborted'));
    expect(buildAssembly({ state: 1 }, 1).state).toBe(1);
  });
});
