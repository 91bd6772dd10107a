import type { Assembly } from '@console/api';
import { type AssemblyOutcome, stateFor } from '@console/api';
import { startedIn } from './assembly-find';
import {
  type AssemblyHistory,
  type AssemblyHolder,
  type Columns,
  columnsOf,
  firstRowBefore,
  generatedAssembly,
  generatedOutcome,
  historyOf,
  type StartedAssembly,
  startedAssembly,
} from './assembly-store';
import { nowOf } from './clock';
import { assemblyIdMatcher } from './factories/assembly';
import { assemblyFieldMatcher } from './factories/assembly-field';

// Listing assemblies: the filters a list call takes, run over the generated histories' columns and the started
// assemblies, and one page of the result.

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

/**
 * The state of each of the first rows whose state differs from the column's at `now`: the live ones (busy at
 * FIXTURE_NOW, moving on with the clock) and those canceled through the API. Every later row reads the column.
 */
function headStates(
  backend: AssemblyHolder,
  history: AssemblyHistory,
  columns: Columns,
  now: number,
): Uint8Array {
  const canceledRows = backend.state.assemblies.cancels
    .filter((cancel) => cancel.accountId === history.accountId && cancel.seq <= history.count)
    .map((cancel) => cancel.seq - 1);
  const rows = [...columns.live, ...canceledRows];
  const head = columns.state.slice(0, rows.length === 0 ? 0 : Math.max(...rows) + 1);
  for (const row of rows) head[row] = stateFor(generatedOutcome(backend, history.accountId, row + 1, now));
  return head;
}

/** A test on a generated row, or null when the filter lets every row through. */
function rowTest(
  history: AssemblyHistory,
  columns: Columns,
  filter: AssemblyFilter,
  headOf: () => Uint8Array,
): ((row: number) => boolean) | null {
  const tests: ((row: number) => boolean)[] = [];
  if (filter.outcome !== undefined) {
    const wanted = stateFor(filter.outcome);
    const head = headOf();
    // Past the few head rows this is a bare column read: it runs for each of 100,000 rows.
    const split = head.length;
    tests.push((row) => (row < split ? head[row] : columns.state[row]) === wanted);
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
  backend: AssemblyHolder,
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
    rows = matchingRows(
      first,
      end,
      rowTest(history, columns, filter, () => headStates(backend, history, columns, now)),
    );
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
