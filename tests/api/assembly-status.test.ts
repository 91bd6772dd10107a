import { describe, expect, it } from 'vitest';
import {
  ASSEMBLY_OK_CODES,
  ASSEMBLY_OUTCOME_LABELS,
  ASSEMBLY_OUTCOMES,
  assemblyOutcome,
  canReplay,
  isAssemblyBusy,
  outcomeOfStatus,
  stateFor,
} from '../../packages/api/src/assembly-status';
import { buildAssembly } from '../../packages/mock-api/src/factories/assembly';
import { LIVE_ASSEMBLIES } from '../../packages/mock-api/src/factories/assembly-schedule';
import { FIXTURE_NOW } from '../../packages/mock-api/src/factories/seed';

const FIXTURE_NOW_MS = Date.parse(FIXTURE_NOW);
const MINUTE_MS = 60_000;

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

describe('canReplay', () => {
  const finished = { state: stateFor('completed'), upload_duration_ms: 2_400 };

  it.each([
    ['a completed assembly', finished, true],
    ['a failed one whose files arrived', { ...finished, state: stateFor('failed') }, true],
    ['a canceled one whose files arrived', { ...finished, state: stateFor('canceled') }, true],
    ['a replay, which reuses its parent’s files', { ...finished, upload_duration_ms: 0 }, true],
    ['one refused before its upload', { state: stateFor('failed'), upload_duration_ms: null }, false],
    ['one aborted during its upload', { state: stateFor('aborted'), upload_duration_ms: null }, false],
    ['a busy one', { ...finished, state: stateFor('executing') }, false],
  ])('%s: %s', (_what, assembly, replayable) => {
    expect(canReplay(assembly)).toBe(replayable);
  });

  it('refuses exactly the fixtures refused at the door or aborted, among the finished ones', () => {
    const fixtures = Array.from({ length: 60 }, (_, index) => buildAssembly({}, index + 1));
    const refused = fixtures.filter((a) => !isAssemblyBusy(a) && !canReplay(a));
    expect(new Set(refused.map((a) => a.error ?? assemblyOutcome(a)))).toEqual(
      new Set(['INVALID_SIGNATURE', 'BILL_LIMIT_EXCEEDED', 'aborted']),
    );
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

  it('has busy fixtures only among the newest, created minutes before FIXTURE_NOW', () => {
    const busy = fixtures.filter(isAssemblyBusy);
    expect(busy.map((assembly) => fixtures.indexOf(assembly) + 1)).toEqual([6, 8, 16, 18, 19]);
    for (const assembly of busy) {
      expect(FIXTURE_NOW_MS - Date.parse(assembly.created)).toBeLessThan(20 * MINUTE_MS);
    }
    expect(LIVE_ASSEMBLIES).toBeGreaterThanOrEqual(19);
  });

  it('moves a busy fixture on by the time it is looked at, until it completes minutes later', () => {
    const at = (minutes: number) => buildAssembly({}, 8, FIXTURE_NOW_MS + minutes * MINUTE_MS);
    const uploading = at(0);
    expect(uploading).toMatchObject({
      ok: 'ASSEMBLY_UPLOADING',
      upload_duration_ms: null,
      output_file_count: 0,
    });
    expect(uploading.uploaded_bytes).toBeGreaterThan(0);
    expect(uploading.uploaded_bytes).toBeLessThan(uploading.input_bytes);
    const done = at(10);
    expect(done).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', uploaded_bytes: done.input_bytes });
    expect(done.output_file_count).toBeGreaterThan(0);
    expect(done.upload_duration_ms).toBeGreaterThan(FIXTURE_NOW_MS - Date.parse(done.created));
    // Somewhere in between it has its files and is in its steps.
    const outcomes = Array.from({ length: 20 }, (_, half) => assemblyOutcome(at(half / 2)));
    expect(outcomes).toContain('executing');
    expect(outcomes.indexOf('executing')).toBeLessThan(outcomes.indexOf('completed'));
  });

  it('has nothing busy once the busy fixtures have had a quarter of an hour, however long after', () => {
    for (const minutes of [15, 60 * 24 * 300]) {
      const later = fixtures.map((_, index) =>
        buildAssembly({}, index + 1, FIXTURE_NOW_MS + minutes * MINUTE_MS),
      );
      expect(later.filter(isAssemblyBusy)).toEqual([]);
      expect(later.filter((assembly) => assemblyOutcome(assembly) === 'completed').length).toBe(
        fixtures.filter((assembly) =>
          ['completed', 'uploading', 'executing', 'replaying'].includes(assemblyOutcome(assembly)),
        ).length,
      );
    }
  });

  it('lets no finished fixture end after FIXTURE_NOW', () => {
    for (const assembly of fixtures.filter((a) => !isAssemblyBusy(a))) {
      const took =
        (assembly.upload_duration_ms ?? 0) +
        (assembly.queue_duration_ms ?? 0) +
        (assembly.execution_duration_ms ?? 0);
      expect(Date.parse(assembly.created) + took).toBeLessThanOrEqual(FIXTURE_NOW_MS);
    }
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
