import type { Assembly, Template, Workspace } from '@console/api';
import {
  ADMIN_ASSEMBLIES_PER_PAGE,
  ADMIN_ASSEMBLY_MESSAGES,
  type AdminAssemblyListItem,
  AdminAssemblyListQuerySchema,
  ASSEMBLY_MESSAGES,
  stateFor,
} from '@console/api';
import { findAssembly } from '../assembly-find';
import { type AssemblyHistory, generatedAssembly, historyOf, startedAssembly } from '../assembly-store';
import type { MockBackend } from '../backend';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { drawAssembly } from '../factories/assembly';
import { presetFor, REGIONS } from '../factories/catalogue';
import { between, seededRandom } from '../factories/seed';
import { fleetUnpaidWorkspaceIds } from '../fleet-ledger';
import { fleetWorkspaces } from '../fleet-views';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { statusesOf } from './admin-workspace-list';
import { assemblyDetail } from './assemblies';

/*
 * Every workspace's assemblies for the admin area. Their sources are the backend's own workspaces (their seeded
 * histories and what calls started) and the fleet's first FLEET_SOURCES generated workspaces, each with a history
 * drawn from its id: a bounded set, so a page costs what a workspace's list does, never 50,000 histories.
 *
 * A generated row's fields come from its sequence number alone (drawAssembly), so assembly `seq` of every
 * workspace was created at the same moment: newest first is sequence order, ties in the fleet's order. A generated
 * workspace's rows start some way into its history (it has been idle since), so workspaces differ at the top of the
 * list. Per sequence number the filters on state, region, cluster and days are one test, and the rows that pass
 * are the sources whose rows span it; only the rows still moving with the clock or canceled through the API are
 * tested one by one.
 */

const DAY_MS = 86_400_000;
/** The generated workspaces that have assemblies here, after the backend's own. */
const FLEET_SOURCES = 300;
const FLEET_HISTORY_MIN = 20;
const FLEET_HISTORY_MAX = 1_500;
/** A generated workspace's newest assembly is up to this many sequence numbers (17 minutes each) old. */
const FLEET_IDLE_MAX = 400;

interface Source {
  workspace: Workspace;
  /** Its rows are the history's sequence numbers after `first`: a generated workspace has been idle since. */
  first: number;
  history: AssemblyHistory;
}

/** The workspaces with assemblies, in the fleet's order, each with its history (drawn from its id for the fleet's). */
function sourcesOf(backend: MockBackend): Source[] {
  const own = backend.state.workspaces.length;
  return fleetWorkspaces(backend)
    .slice(0, own + FLEET_SOURCES)
    .map((workspace) => {
      const history = historyOf(backend, workspace.id);
      if (history) return { workspace, first: 0, history };
      const random = seededRandom(workspace.id);
      const first = between(random, 0, FLEET_IDLE_MAX);
      const count = first + between(random, FLEET_HISTORY_MIN, FLEET_HISTORY_MAX);
      return { workspace, first, history: { accountId: workspace.id, count, templateIds: [] } };
    });
}

/** What a sequence number's rows share, drawn once per process up to the longest history asked for. */
interface SeqColumns {
  state: Uint8Array;
  region: Uint8Array;
  cluster: Uint8Array;
  created: Float64Array;
  live: Uint8Array;
}

let seqColumns: SeqColumns | null = null;

function columnsUpTo(count: number): SeqColumns {
  if (seqColumns && seqColumns.state.length >= count) return seqColumns;
  const columns: SeqColumns = {
    state: new Uint8Array(count),
    region: new Uint8Array(count),
    cluster: new Uint8Array(count),
    created: new Float64Array(count),
    live: new Uint8Array(count),
  };
  for (let row = 0; row < count; row++) {
    const draw = drawAssembly(row + 1);
    columns.state[row] = stateFor(draw.outcome);
    columns.region[row] = REGIONS.indexOf(presetFor(REGIONS, row + 1));
    columns.cluster[row] = draw.clusterNumber;
    columns.created[row] = draw.createdMs;
    columns.live[row] = draw.live ? 1 : 0;
  }
  seqColumns = columns;
  return columns;
}

const clusterName = (columns: SeqColumns, row: number) =>
  `${REGIONS[columns.region[row] ?? 0]}-prod-${columns.cluster[row]}`;

interface Filter {
  state?: number;
  region?: string;
  cluster?: string;
  from?: number;
  before?: number;
}

function assemblyMatches(assembly: Assembly, filter: Filter): boolean {
  const created = Date.parse(assembly.created);
  return (
    (filter.state === undefined || assembly.state === filter.state) &&
    (filter.region === undefined || assembly.region === filter.region) &&
    (filter.cluster === undefined || assembly.cluster === filter.cluster) &&
    (filter.from === undefined || created >= filter.from) &&
    (filter.before === undefined || created < filter.before)
  );
}

/** A page of the matching generated rows and what calls started, newest first. */
function listPage(
  backend: MockBackend,
  sources: Source[],
  filter: Filter,
  page: number,
  perPage: number,
): { rows: { source: Source; assembly: Assembly }[]; total: number } {
  const now = nowOf(backend);
  const bySource = new Map(sources.map((source) => [source.workspace.id, source]));
  const started = backend.state.assemblies.started
    .filter((entry) => bySource.has(entry.accountId))
    .map((entry) => ({ entry, assembly: startedAssembly(entry, now) }))
    .filter(({ assembly }) => assemblyMatches(assembly, filter))
    .sort((a, b) => b.entry.createdAt - a.entry.createdAt);

  const longest = sources.reduce((most, source) => Math.max(most, source.history.count), 0);
  const columns = columnsUpTo(longest);
  const canceled = new Set(
    backend.state.assemblies.cancels.filter((cancel) => bySource.has(cancel.accountId)).map((c) => c.seq),
  );
  // How many sources have a row at each sequence number, from where their rows start and end.
  const active = new Int32Array(longest + 1);
  for (const source of sources) {
    active[source.first] = (active[source.first] ?? 0) + 1;
    active[source.history.count] = (active[source.history.count] ?? 0) - 1;
  }
  const seqTest = (row: number) =>
    (filter.region === undefined || REGIONS[columns.region[row] ?? 0] === filter.region) &&
    (filter.cluster === undefined || clusterName(columns, row) === filter.cluster) &&
    (filter.from === undefined || (columns.created[row] ?? 0) >= filter.from) &&
    (filter.before === undefined || (columns.created[row] ?? 0) < filter.before);
  // Rows whose state is not the column's: they are built and tested one by one.
  const oneByOne = (row: number) =>
    filter.state !== undefined && (columns.live[row] === 1 || canceled.has(row + 1));
  const rowsAt = (row: number): Source[] => {
    const reaching = sources.filter((source) => source.first <= row && source.history.count > row);
    if (!oneByOne(row)) return reaching;
    return reaching.filter(
      (source) => generatedAssembly(backend, source.history, row + 1).state === filter.state,
    );
  };

  // before[row]: how many generated rows that pass come before sequence number row + 1.
  const before = new Int32Array(longest + 1);
  let reaching = 0;
  for (let row = 0; row < longest; row++) {
    reaching += active[row] ?? 0;
    let count = 0;
    if (seqTest(row)) {
      if (oneByOne(row)) count = rowsAt(row).length;
      else if (filter.state === undefined || columns.state[row] === filter.state) count = reaching;
    }
    before[row + 1] = (before[row] ?? 0) + count;
  }
  const generatedTotal = before[longest] ?? 0;
  // Generated rows created after `ms`: the rows before the first sequence number created at or before it.
  const newerRows = (ms: number) => {
    let low = 0;
    let high = longest;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((columns.created[middle] ?? 0) > ms) low = middle + 1;
      else high = middle;
    }
    return before[low] ?? 0;
  };
  const generatedAt = (index: number): { source: Source; assembly: Assembly } | null => {
    if (index >= generatedTotal) return null;
    let low = 0;
    let high = longest - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((before[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    const source = rowsAt(low)[index - (before[low] ?? 0)];
    return source ? { source, assembly: generatedAssembly(backend, source.history, low + 1) } : null;
  };

  const start = (page - 1) * perPage;
  let s = 0;
  while (s < started.length && s + newerRows(started[s]?.entry.createdAt ?? 0) < start) s++;
  let g = start - s;
  const rows: { source: Source; assembly: Assembly }[] = [];
  let nextGenerated = generatedAt(g);
  while (rows.length < perPage) {
    const next = started[s];
    const nextSource = next ? bySource.get(next.entry.accountId) : undefined;
    if (nextGenerated && (!next || Date.parse(nextGenerated.assembly.created) > next.entry.createdAt)) {
      rows.push(nextGenerated);
      g++;
      nextGenerated = generatedAt(g);
    } else if (next && nextSource) {
      s++;
      rows.push({ source: nextSource, assembly: next.assembly });
    } else break;
  }
  return { rows, total: generatedTotal + started.length };
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

function templateNames(backend: MockBackend): ReadonlyMap<string, Template> {
  return new Map(backend.state.templates.map((template) => [template.id, template]));
}

function withWorkspace(
  templates: ReadonlyMap<string, Template>,
  { source, assembly }: { source: Source; assembly: Assembly },
): AdminAssemblyListItem {
  return {
    ...assembly,
    template_name: assembly.template_id === null ? null : (templates.get(assembly.template_id)?.name ?? null),
    workspace_slug: source.workspace.slug,
    workspace_name: source.workspace.name,
  };
}

function list(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AdminAssemblyListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { state, from, to, region, cluster, status, page = 1, per_page = ADMIN_ASSEMBLIES_PER_PAGE } = query;
  if (from !== undefined && to !== undefined && to < from) return failure(400, ASSEMBLY_MESSAGES.dateRange);
  const slug = query.workspace?.trim().toLowerCase() || undefined;
  let sources = sourcesOf(backend);
  if (slug !== undefined) sources = sources.filter((source) => source.workspace.slug.includes(slug));
  if (status !== undefined) {
    const unpaid = fleetUnpaidWorkspaceIds(backend);
    sources = sources.filter((source) => statusesOf(source.workspace, unpaid).includes(status));
  }
  const { rows, total } = listPage(
    backend,
    sources,
    {
      state: state === undefined ? undefined : stateFor(state),
      region,
      cluster: cluster || undefined,
      from: from === undefined ? undefined : dayStart(from),
      before: to === undefined ? undefined : dayStart(to) + DAY_MS,
    },
    page,
    per_page,
  );
  const templates = templateNames(backend);
  return ok({ assemblies: rows.map((row) => withWorkspace(templates, row)), total, page, per_page });
}

function detail(backend: MockBackend, id: string): MockReply {
  for (const source of sourcesOf(backend)) {
    const found = findAssembly(backend, source.workspace.id, id, source.history);
    // A generated workspace's history starts after `first`: ids before it are none of its assemblies.
    if (found && (found.kind === 'started' || found.seq > source.first))
      return ok({
        ...assemblyDetail(found, templateNames(backend), backend),
        workspace_slug: source.workspace.slug,
        workspace_name: source.workspace.name,
      });
  }
  return failure(404, ADMIN_ASSEMBLY_MESSAGES.notFound);
}

/** GET /admin/api/assemblies.json and /admin/api/assemblies/{id}.json. */
export const area: MockArea = ({ backend, adminGet }) => [
  adminGet('/admin/api/assemblies.json', ADMIN_ASSEMBLY_MESSAGES.refused, (search) => list(backend, search)),
  adminGet('/admin/api/assemblies/:id.json', ADMIN_ASSEMBLY_MESSAGES.refused, (_search, params) =>
    detail(backend, String(params.id)),
  ),
];
