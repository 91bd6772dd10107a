import type { AuthKey, Credit, Lookup, Plan, PlanChange, Referral, User, Workspace } from '@console/api';
import {
  ADMIN_WORKSPACE_MESSAGES,
  ADMIN_WORKSPACES_PER_PAGE,
  type AdminAuditEntry,
  AdminCancelInputSchema,
  AdminChangePlanInputSchema,
  AdminCreditInputSchema,
  type AdminMaskedField,
  AdminRestoreInputSchema,
  AdminRevealInputSchema,
  type AdminSensitiveField,
  type AdminUsageMonth,
  type AdminWorkspaceDetailReply,
  AdminWorkspaceLimitsInputSchema,
  AdminWorkspaceListQuerySchema,
  type AdminWorkspaceMember,
  type AdminWorkspaceRow,
  type AdminWorkspaceSort,
  type AdminWorkspaceStatus,
} from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { buildAuthKey } from '../factories/auth-key';
import { monthsAgo, ROBOTS, roundCents } from '../factories/catalogue';
import { buildLookup } from '../factories/lookup';
import { buildPlan } from '../factories/plan';
import { buildReferral } from '../factories/referral';
import { hexId, pick, seededRandom, seedNow } from '../factories/seed';
import {
  currencyOfCountry,
  editFleetWorkspace,
  FLEET_FIRST_ID,
  fleetLedger,
  fleetUnpaidWorkspaceIds,
  fleetWorkspace,
  fleetWorkspaces,
} from '../fleet';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';

/*
 * The admin workspaces: the list of the whole fleet (mocks/fleet.ts), filtered, searched, sorted and paged on the
 * server, its CSV, one workspace's admin view and the admin's changes to it. Changes go through the fleet
 * (editFleetWorkspace) so every admin page sees them; each is recorded in `state.adminAudit`.
 */

const MESSAGES = ADMIN_WORKSPACE_MESSAGES;
const GIB = 1024 ** 3;
const BYTES_PER_ASSEMBLY = 16 * 1024 ** 2;
const USAGE_MONTHS = 12;
/** Plans an admin can move a workspace to: the catalogue's current four (Enterprise is not self-serve). */
const ASSIGNABLE_PLAN_IDS = [1, 2, 3, 4] as const;

const SENSITIVE_LABELS: Record<AdminSensitiveField, string> = {
  secret_key: 'Secret key',
  payment_provider_customer_id: 'Payment provider customer id',
};

// --- statuses, search and sorting over the fleet ---

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
function currencyOf(workspace: Workspace): 'USD' | 'EUR' | 'GBP' {
  return workspace.id < FLEET_FIRST_ID ? 'USD' : currencyOfCountry(workspace.country_id);
}

const plans = new Map<number, Plan>();
function planOf(id: number): Plan {
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

function list(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AdminWorkspaceListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { page = 1, per_page = ADMIN_WORKSPACES_PER_PAGE } = query;
  const rows = matching(backend, query);
  const unpaid = fleetUnpaidWorkspaceIds(backend);
  return ok({
    workspaces: rows
      .slice((page - 1) * per_page, page * per_page)
      .map((workspace) => rowOf(workspace, unpaid)),
    total: rows.length,
    page,
    per_page,
  });
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

function exportCsv(backend: MockBackend, search: URLSearchParams): MockReply {
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

// --- one workspace ---

const FIRST_NAMES = ['Maya', 'Lucas', 'Sofia', 'Noah', 'Emma', 'Liam', 'Aiko', 'Omar', 'Elena', 'Jonas'];
const LAST_NAMES = ['Berg', 'Okafor', 'Rossi', 'Tanaka', 'Novak', 'Silva', 'Meyer', 'Khan', 'Dubois', 'Park'];

/** The people of a workspace: the stored memberships, or for a fleet workspace an owner and a few others. */
function membersOf(backend: MockBackend, workspace: Workspace): AdminWorkspaceMember[] {
  const stored = backend.state.memberships.filter((membership) => membership.account_id === workspace.id);
  if (stored.length > 0) {
    return stored.map((membership) => {
      const user = backend.state.users.find((candidate) => candidate.user.id === membership.user_id)?.user;
      return {
        user_id: membership.user_id,
        name: user?.name ?? `User ${membership.user_id}`,
        email: user?.email ?? '',
        role: membership.role,
        last_login: user?.last_login ?? null,
        joined: membership.created,
      };
    });
  }
  const random = seededRandom(workspace.id * 7);
  const count = workspace.billable ? 1 + Math.floor(random() * 4) : 1;
  const domain = workspace.email.split('@')[1] ?? 'example.com';
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const joined = Math.max(
      Date.parse(workspace.created),
      Date.parse(workspace.created) + index * 20 * 86_400_000,
    );
    const lastLogin =
      workspace.last_used === null ? null : Date.parse(workspace.last_used) - random() * 5 * 86_400_000;
    return {
      user_id: workspace.id * 10 + index,
      name: `${first} ${last}`,
      email: index === 0 ? workspace.email : `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
      role: index === 0 ? 'owner' : index === 1 ? 'admin' : 'member',
      last_login: lastLogin === null ? null : new Date(Math.max(joined, lastLogin)).toISOString(),
      joined: new Date(Math.min(joined, Date.parse(seedNow()))).toISOString(),
    };
  });
}

/** The workspace's API keys without their secrets. */
function authKeysOf(backend: MockBackend, workspace: Workspace): AuthKey[] {
  const stored = backend.state.authKeys.filter((stored) => stored.key.workspace_id === workspace.id);
  if (stored.length > 0 || workspace.id < FLEET_FIRST_ID) return stored.map((entry) => entry.key);
  const count = workspace.billable ? 2 : 1;
  return Array.from({ length: count }, (_, index) =>
    buildAuthKey({ id: workspace.id * 10 + index, workspace_id: workspace.id }, workspace.id * 10 + index),
  );
}

function referralsOf(workspace: Workspace): Referral[] {
  if (workspace.referral_visits === 0 && workspace.id >= FLEET_FIRST_ID) return [];
  const count = Math.min(3, 1 + (workspace.referral_visits % 3));
  return Array.from({ length: count }, (_, index) =>
    buildReferral({ id: workspace.id * 10 + index }, index + 1 + (workspace.id % 3)),
  );
}

/** The tracked visits that led to the workspace's signup, from its acquisition fields. */
function lookupsOf(workspace: Workspace): Lookup[] {
  if (workspace.via_referer === null && workspace.via_utm_source === null) return [];
  const base = buildLookup({}, 1 + (workspace.id % 3));
  return [
    {
      ...base,
      id: workspace.id,
      account_id: workspace.id,
      from: workspace.via_utm_campaign ?? base.from,
      referer: workspace.via_referer ?? base.referer,
      chan: workspace.via_utm_medium ?? base.chan,
      created: workspace.created,
      modified: workspace.created,
    },
  ];
}

/** A sensitive value, made up from the id (the service keeps the real one on its side). */
function sensitiveValue(workspace: Workspace, field: AdminSensitiveField): string | null {
  if (field === 'secret_key')
    return `${hexId('workspace-secret', workspace.id)}${hexId('tail', workspace.id).slice(0, 8)}`;
  if (workspace.payment_provider === null) return null;
  if (workspace.payment_provider === 'stripe') return `cus_${hexId('customer', workspace.id).slice(0, 14)}`;
  return `${workspace.payment_provider}_${hexId('customer', workspace.id).slice(0, 10)}`;
}

function maskedOf(workspace: Workspace): AdminMaskedField[] {
  return (['secret_key', 'payment_provider_customer_id'] as const).flatMap((field) => {
    const value = sensitiveValue(workspace, field);
    return value === null
      ? []
      : [{ field, label: SENSITIVE_LABELS[field], masked: `••••••••${value.slice(-4)}` }];
  });
}

function planChangesOf(backend: MockBackend, workspace: Workspace): PlanChange[] {
  const changes = backend.state.billing.planChanges.filter((change) => change.account_id === workspace.id);
  const first: PlanChange = {
    id: workspace.id * 100,
    account_id: workspace.id,
    type: 'signup',
    old_plan_id: null,
    new_plan_id: changes[0]?.old_plan_id ?? workspace.plan_id,
    reason: null,
    created: workspace.created,
  };
  return [first, ...changes];
}

/** The stored workspace at a slug or id, else the fleet's: the seeded ones never wait for the fleet to generate. */
function lookUp(backend: MockBackend, slugOrId: string): Workspace | undefined {
  const id = /^\d+$/.test(slugOrId) ? Number(slugOrId) : null;
  const stored = backend.state.workspaces.find((workspace) =>
    id === null ? workspace.slug === slugOrId : workspace.id === id,
  );
  return stored ?? fleetWorkspace(backend, slugOrId);
}

const isStored = (backend: MockBackend, workspace: Workspace) =>
  backend.state.workspaces.some((candidate) => candidate.id === workspace.id);

/** The invoices of the admin view, newest first: the billing store's for a stored workspace, else the ledger's. */
function invoicesOf(backend: MockBackend, workspace: Workspace) {
  const rows = isStored(backend, workspace)
    ? backend.state.billing.invoices.filter((invoice) => invoice.account_id === workspace.id)
    : fleetLedger(backend).filter((row) => row.account_id === workspace.id);
  const failed = new Set(
    backend.state.billing.payments.filter((payment) => !payment.success).map((payment) => payment.invoice_id),
  );
  return rows
    .map(({ id, number, month, currency, total_fee, credit, paid, ...rest }) => ({
      id,
      number,
      month,
      currency,
      total_fee,
      credit,
      paid,
      payment_failed: 'payment_failed' in rest ? rest.payment_failed === true : !paid && failed.has(id),
    }))
    .reverse();
}

function detail(backend: MockBackend, workspace: Workspace): Omit<AdminWorkspaceDetailReply, 'meta'> {
  // A stored workspace's unpaid flag is the store's; only a fleet workspace needs the fleet's.
  const unpaid = isStored(backend, workspace)
    ? new Set(backend.state.unpaidInvoiceWorkspaceIds)
    : fleetUnpaidWorkspaceIds(backend);
  const plan = planOf(workspace.plan_id);
  const assignable = ASSIGNABLE_PLAN_IDS.map(planOf);
  return {
    workspace,
    statuses: statusesOf(workspace, unpaid),
    currency: currencyOf(workspace),
    plan,
    plans: assignable.some((candidate) => candidate.id === plan.id) ? assignable : [plan, ...assignable],
    plan_changes: planChangesOf(backend, workspace),
    members: membersOf(backend, workspace),
    auth_keys: authKeysOf(backend, workspace),
    referrals: referralsOf(workspace),
    lookups: lookupsOf(workspace),
    invoices: invoicesOf(backend, workspace),
    credits: backend.state.billing.credits.filter((credit) => credit.account_id === workspace.id),
    masked: maskedOf(workspace),
    audit: backend.state.adminAudit.filter((entry) => entry.workspace_id === workspace.id).reverse(),
  };
}

function record(
  backend: MockBackend,
  admin: User,
  workspace: Workspace,
  action: AdminAuditEntry['action'],
  summary: string,
  reason: string | null,
): AdminAuditEntry {
  const entry: AdminAuditEntry = {
    id: backend.state.adminAudit.length + 1,
    workspace_id: workspace.id,
    action,
    admin_id: admin.id,
    admin_name: admin.name,
    at: seedNow(),
    summary,
    reason,
  };
  backend.state.adminAudit.push(entry);
  return entry;
}

// --- the admin's changes ---

type Found = { admin: User; workspace: Workspace };

function find(backend: MockBackend, slugOrId: string, csrfToken?: string | null): Found | MockReply {
  const access = backend.adminAccess(MESSAGES.refused, csrfToken);
  if ('status' in access) return access;
  const workspace = lookUp(backend, slugOrId);
  if (!workspace) return failure(404, MESSAGES.notFound);
  return { admin: access.user, workspace };
}

const badInput = (issues: { message: string; path: PropertyKey[] }[]) => {
  const issue = issues[0];
  const field = issue?.path[0];
  return failure(400, issue?.message ?? 'Check the form.', typeof field === 'string' ? field : undefined);
};

const limitText = (value: number | null, none: string) => (value === null ? none : String(value));

function updateLimits(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
  const input = AdminWorkspaceLimitsInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const { reason, ...limits } = input.data;
  const changes = [
    ['Assembly rate limit', workspace.assembly_rate_limit, limits.assembly_rate_limit, 'plan’s'],
    [
      'Concurrent assemblies',
      workspace.concurrent_assembly_rate_limit,
      limits.concurrent_assembly_rate_limit,
      'plan’s',
    ],
    ['Bill limit', workspace.bill_limit, limits.bill_limit, 'none'],
  ] as const;
  const summary = changes
    .filter(([, before, after]) => before !== after)
    .map(
      ([label, before, after, none]) => `${label}: ${limitText(before, none)} → ${limitText(after, none)}`,
    );
  if (workspace.stop_processing_on_bill_limit !== limits.stop_processing_on_bill_limit) {
    summary.push(`Stop at bill limit: ${limits.stop_processing_on_bill_limit ? 'on' : 'off'}`);
  }
  const updated = editFleetWorkspace(backend, workspace.id, {
    ...limits,
    bill_limit_reached: limits.bill_limit === null ? false : workspace.bill_limit_reached,
    modified: seedNow(),
  });
  if (!updated) return failure(404, MESSAGES.notFound);
  record(backend, admin, updated, 'limits', summary.join('; ') || 'No change', reason);
  return ok(detail(backend, updated), 'The limits were saved.');
}

function addCredit(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
  const input = AdminCreditInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const currency = currencyOf(workspace);
  const credits = backend.state.billing.credits;
  const credit: Credit = {
    id: credits.reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1,
    account_id: workspace.id,
    invoice_id: null,
    amount: roundCents(input.data.amount),
    currency,
    note: input.data.note.trim(),
  };
  credits.push(credit);
  record(
    backend,
    admin,
    workspace,
    'credit',
    `Credit of ${credit.amount.toFixed(2)} ${currency}`,
    credit.note,
  );
  return ok(detail(backend, workspace), 'The credit was added; it is deducted from the next invoice.');
}

function cancel(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
  if (workspace.cancelled) return failure(409, MESSAGES.alreadyCancelled);
  const input = AdminCancelInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const updated = editFleetWorkspace(backend, workspace.id, {
    cancelled: true,
    cancel_reason: input.data.reason,
    revenue_forecast: null,
    modified: seedNow(),
  });
  if (!updated) return failure(404, MESSAGES.notFound);
  record(backend, admin, updated, 'cancel', 'Cancelled', input.data.reason);
  return ok(detail(backend, updated), `“${updated.name}” was cancelled.`);
}

function restore(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
  if (!workspace.cancelled) return failure(409, MESSAGES.notCancelled);
  const input = AdminRestoreInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const updated = editFleetWorkspace(backend, workspace.id, {
    cancelled: false,
    cancel_reason: null,
    modified: seedNow(),
  });
  if (!updated) return failure(404, MESSAGES.notFound);
  record(backend, admin, updated, 'restore', 'Restored', input.data.reason);
  return ok(detail(backend, updated), `“${updated.name}” was restored.`);
}

function changePlan(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
  const input = AdminChangePlanInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const { plan_id, reason } = input.data;
  if (!ASSIGNABLE_PLAN_IDS.some((id) => id === plan_id)) return failure(400, MESSAGES.unknownPlan, 'plan_id');
  if (plan_id === workspace.plan_id) return failure(409, MESSAGES.samePlan, 'plan_id');
  const from = planOf(workspace.plan_id);
  const to = planOf(plan_id);
  const updated = editFleetWorkspace(backend, workspace.id, {
    plan_id,
    billable: to.price_per_month > 0,
    modified: seedNow(),
  });
  if (!updated) return failure(404, MESSAGES.notFound);
  const changes = backend.state.billing.planChanges;
  changes.push({
    id: changes.reduce((max, change) => Math.max(max, change.id), 0) + 1,
    account_id: workspace.id,
    type: to.price_per_month >= from.price_per_month ? 'upgrade' : 'downgrade',
    old_plan_id: from.id,
    new_plan_id: to.id,
    reason,
    created: seedNow(),
  });
  record(backend, admin, updated, 'plan', `Plan: ${from.title} → ${to.title}`, reason);
  return ok(detail(backend, updated), `“${updated.name}” is now on ${to.title}.`);
}

function reveal(backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply {
  const input = AdminRevealInputSchema.safeParse(body);
  if (!input.success) return badInput(input.error.issues);
  const value = sensitiveValue(workspace, input.data.field);
  if (value === null) return failure(404, MESSAGES.unknownField, 'field');
  const entry = record(backend, admin, workspace, 'reveal', SENSITIVE_LABELS[input.data.field], null);
  return ok({ field: input.data.field, value, entry });
}

/** A workspace's usage per month and robot: the fleet's from its lifetime usage, spread over its months. */
function usage(workspace: Workspace): AdminUsageMonth[] {
  const created = workspace.created.slice(0, 7);
  const random = seededRandom(workspace.id * 13);
  const ageMonths = Math.max(1, (Date.parse(seedNow()) - Date.parse(workspace.created)) / (30 * 86_400_000));
  const monthly =
    workspace.id < FLEET_FIRST_ID
      ? (workspace.plan_id * 40 + 20) * GIB
      : workspace.lifetime_usage / ageMonths;
  const robots = ROBOTS.filter(() => random() < 0.6);
  const used = robots.length > 0 ? robots : [ROBOTS[2]];
  const weights = used.map(() => 0.2 + random());
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: USAGE_MONTHS }, (_, index) => {
    const month = monthsAgo(USAGE_MONTHS - 1 - index);
    const before = month < created;
    const ended = workspace.cancelled && month > workspace.modified.slice(0, 7);
    const bytes = before || ended ? 0 : Math.round(monthly * (0.6 + 0.8 * random()));
    const split = used.map((robot, position) => ({
      robot,
      bytes: Math.round((bytes * (weights[position] ?? 0)) / weightSum),
    }));
    return {
      month,
      bytes: split.reduce((sum, part) => sum + part.bytes, 0),
      assemblies: Math.round(bytes / BYTES_PER_ASSEMBLY),
      robots: split,
    };
  });
}

type Write = (backend: MockBackend, found: Found, body: unknown) => MockReply;

export const adminWorkspacesArea: MockArea = ({ backend, base, send, post }) => {
  const write = (action: string, answer: Write) =>
    post(`/admin/api/workspaces/:workspace/${action}.json`, (body, csrfToken, params) => {
      const found = find(backend, String(params.workspace), csrfToken);
      return 'status' in found ? found : answer(backend, found, body);
    });
  const gate = () => backend.adminAccess(MESSAGES.refused);
  return [
    http.get(`${base}/admin/api/workspaces.json`, ({ request }) =>
      send(() => {
        const access = gate();
        return 'status' in access ? access : list(backend, new URL(request.url).searchParams);
      }),
    ),
    http.get(`${base}/admin/api/workspaces/export.json`, ({ request }) =>
      send(() => {
        const access = gate();
        return 'status' in access ? access : exportCsv(backend, new URL(request.url).searchParams);
      }),
    ),
    http.get(`${base}/admin/api/workspaces/:workspace/usage.json`, ({ params }) =>
      send(() => {
        const found = find(backend, String(params.workspace));
        if ('status' in found) return found;
        const { id, name, slug } = found.workspace;
        return ok({ workspace: { id, name, slug }, months: usage(found.workspace) });
      }),
    ),
    http.get(`${base}/admin/api/workspaces/:workspace.json`, ({ params }) =>
      send(() => {
        const found = find(backend, String(params.workspace));
        return 'status' in found ? found : ok(detail(backend, found.workspace));
      }),
    ),
    write('limits', updateLimits),
    write('credits', addCredit),
    write('cancel', cancel),
    write('restore', restore),
    write('plan', changePlan),
    write('reveal', reveal),
  ];
};
