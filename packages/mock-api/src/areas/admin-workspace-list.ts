import type { Plan, Workspace } from '@console/api';
import {
  ADMIN_WORKSPACES_PER_PAGE,
  AdminWorkspaceListQuerySchema,
  type AdminWorkspaceRow,
  type AdminWorkspaceSort,
  type AdminWorkspaceStatus,
} from '@console/api';
import type { MockBackend } from '../backend';
import { buildPlan } from '../factories/plan';
import { seedNow } from '../factories/seed';
import { currencyOfCountry, FLEET_FIRST_ID } from '../fleet';
import { fleetUnpaidWorkspaceIds } from '../fleet-ledger';
import { fleetWorkspaces } from '../fleet-views';
import { pageOf } from '../list-page';
import { readQuery } from '../read-query';
import { type MockReply, ok } from '../reply';

// The admin workspace list over the whole fleet: statuses, search, sorting, pages and the CSV export.

export function statusesOf(workspace: Workspace, unpaid: ReadonlySet<number>): AdminWorkspaceStatus[] {
  const statuses: AdminWorkspaceStatus[] = [];
  if (workspace.deleted !== null) statuses.push('deleted');
  else if (workspace.cancelled) statuses.push('cancelled');
  else statuses.push('active');
  if (workspace.plan_exceeded) statuses.push('plan-exceeded');
  if (workspace.bill_limit_reached) statuses.push('bill-limit-reached');
  if (unpaid.has(workspace.id)) statuses.push('unpaid');
  if (workspace.uses_invoicing) statuses.push('invoicing');
  return statuses;
}

function hasStatus(workspace: Workspace, status: AdminWorkspaceStatus, unpaid: ReadonlySet<number>): boolean {
  switch (status) {
    case 'active':
      return workspace.deleted === null && !workspace.cancelled;
    case 'cancelled':
      return workspace.deleted === null && workspace.cancelled;
    case 'deleted':
      return workspace.deleted !== null;
    case 'plan-exceeded':
      return workspace.plan_exceeded;
    case 'bill-limit-reached':
      return workspace.bill_limit_reached;
    case 'unpaid':
      return unpaid.has(workspace.id);
    case 'invoicing':
      return workspace.uses_invoicing;
  }
}

/** What a search is compared with, per workspace: built once per state of the fleet, like a server's index. */
interface FleetIndex {
  haystacks: Map<Workspace, string>;
  sorted: Map<string, Workspace[]>;
}

const indexes = new WeakMap<readonly Workspace[], FleetIndex>();

function indexOf(fleet: readonly Workspace[]): FleetIndex {
  let index = indexes.get(fleet);
  if (!index) {
    const haystacks = new Map<Workspace, string>();
    for (const workspace of fleet) {
      const { name, slug, email, billing_email, referral_code } = workspace;
      haystacks.set(
        workspace,
        `${name}\n${slug}\n${email}\n${billing_email ?? ''}\n${referral_code ?? ''}`.toLowerCase(),
      );
    }
    index = { haystacks, sorted: new Map() };
    indexes.set(fleet, index);
  }
  return index;
}

const timeOf = (value: string | null) => (value === null ? Number.NEGATIVE_INFINITY : Date.parse(value));
const SORT_KEYS: Record<AdminWorkspaceSort, (workspace: Workspace) => number> = {
  created: (workspace) => timeOf(workspace.created),
  last_used: (workspace) => timeOf(workspace.last_used),
  lifetime_usage: (workspace) => workspace.lifetime_usage,
  revenue_forecast: (workspace) => workspace.revenue_forecast ?? Number.NEGATIVE_INFINITY,
};

/** The fleet in one order, cached with the fleet's state; ties go by id, so pages never overlap. */
function sortedFleet(
  fleet: readonly Workspace[],
  sort: AdminWorkspaceSort,
  dir: 'asc' | 'desc',
): Workspace[] {
  const index = indexOf(fleet);
  const key = `${sort}:${dir}`;
  let sorted = index.sorted.get(key);
  if (!sorted) {
    const value = SORT_KEYS[sort];
    const keyed = fleet.map((workspace) => ({ workspace, value: value(workspace) }));
    const sign = dir === 'asc' ? 1 : -1;
    keyed.sort((a, b) =>
      a.value === b.value ? a.workspace.id - b.workspace.id : a.value < b.value ? -sign : sign,
    );
    sorted = keyed.map((entry) => entry.workspace);
    index.sorted.set(key, sorted);
  }
  return sorted;
}

/** A search matches a whole id, or part of a name, slug, e-mail address or referral code. */
function matcher(fleet: readonly Workspace[], q: string): ((workspace: Workspace) => boolean) | null {
  const needle = q.trim().toLowerCase();
  if (needle === '') return null;
  const { haystacks } = indexOf(fleet);
  const id = /^\d+$/.test(needle) ? Number(needle) : null;
  return (workspace) => workspace.id === id || (haystacks.get(workspace)?.includes(needle) ?? false);
}

interface Filter {
  status?: AdminWorkspaceStatus;
  q?: string;
  sort?: AdminWorkspaceSort;
  dir?: 'asc' | 'desc';
}

/** Every workspace the filter matches, in its order. */
function matching(backend: MockBackend, filter: Filter): Workspace[] {
  const fleet = fleetWorkspaces(backend);
  const unpaid = fleetUnpaidWorkspaceIds(backend);
  const ordered = sortedFleet(fleet, filter.sort ?? 'created', filter.dir ?? 'desc');
  const search = matcher(fleet, filter.q ?? '');
  const { status } = filter;
  if (!search && !status) return ordered;
  return ordered.filter(
    (workspace) =>
      (status === undefined || hasStatus(workspace, status, unpaid)) &&
      (search === null || search(workspace)),
  );
}

/** The currency a workspace is invoiced in: the seeded ones in their plans' dollars, the fleet by country. */
export function currencyOf(workspace: Workspace): 'USD' | 'EUR' | 'GBP' {
  return workspace.id < FLEET_FIRST_ID ? 'USD' : currencyOfCountry(workspace.country_id);
}

const plans = new Map<number, Plan>();
export function planOf(id: number): Plan {
  let plan = plans.get(id);
  if (!plan) {
    plan = buildPlan({}, id);
    plans.set(id, plan);
  }
  return plan;
}

function rowOf(workspace: Workspace, unpaid: ReadonlySet<number>): AdminWorkspaceRow {
  return {
    id: workspace.id,
    name: workspace.name,
    slug: workspace.slug,
    email: workspace.email,
    plan_id: workspace.plan_id,
    plan_title: planOf(workspace.plan_id).title,
    created: workspace.created,
    last_used: workspace.last_used,
    lifetime_usage: workspace.lifetime_usage,
    revenue_forecast: workspace.revenue_forecast,
    currency: currencyOf(workspace),
    referral_code: workspace.referral_code,
    statuses: statusesOf(workspace, unpaid),
  };
}

export function list(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AdminWorkspaceListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { page = 1, per_page = ADMIN_WORKSPACES_PER_PAGE } = query;
  const rows = matching(backend, query);
  const unpaid = fleetUnpaidWorkspaceIds(backend);
  const { rows: pageRows, ...paging } = pageOf(rows, page, per_page);
  return ok({ workspaces: pageRows.map((workspace) => rowOf(workspace, unpaid)), ...paging });
}

const CSV_COLUMNS = [
  'id',
  'name',
  'slug',
  'email',
  'plan',
  'statuses',
  'created',
  'last_used',
  'lifetime_usage_bytes',
  'revenue_forecast',
  'currency',
  'referral_code',
] as const;

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote before it keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function exportCsv(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AdminWorkspaceListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const rows = matching(backend, query);
  const unpaid = fleetUnpaidWorkspaceIds(backend);
  const lines = rows.map((workspace) => {
    const row = rowOf(workspace, unpaid);
    return [
      row.id,
      row.name,
      row.slug,
      row.email,
      row.plan_title,
      row.statuses.join(' '),
      row.created,
      row.last_used,
      row.lifetime_usage,
      row.revenue_forecast,
      row.currency,
      row.referral_code,
    ]
      .map(csvField)
      .join(',');
  });
  const name = ['workspaces', query.status, seedNow().slice(0, 10)].filter(Boolean).join('-');
  return ok({
    filename: `${name}.csv`,
    csv: `${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n`,
    count: rows.length,
  });
}
