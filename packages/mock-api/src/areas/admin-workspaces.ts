import type { Credit, User, Workspace } from '@console/api';
import {
  AdminCancelInputSchema,
  AdminChangePlanInputSchema,
  AdminCreditInputSchema,
  AdminRestoreInputSchema,
  AdminRevealInputSchema,
  type AdminUsageMonth,
  AdminWorkspaceLimitsInputSchema,
} from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { monthsAgo, ROBOTS, roundCents } from '../factories/catalogue';
import { seededRandom, seedNow } from '../factories/seed';
import { FLEET_FIRST_ID } from '../fleet';
import { editFleetWorkspace } from '../fleet-views';
import { failure, type MockReply, ok } from '../reply';
import {
  ASSIGNABLE_PLAN_IDS,
  BYTES_PER_ASSEMBLY,
  detail,
  GIB,
  lookUp,
  MESSAGES,
  record,
  SENSITIVE_LABELS,
  sensitiveValue,
  USAGE_MONTHS,
} from './admin-workspace-detail';
import { currencyOf, exportCsv, list, planOf } from './admin-workspace-list';

/*
 * The admin workspaces: the list of the whole fleet (mocks/fleet.ts), filtered, searched, sorted and paged on the
 * server, its CSV, one workspace's admin view and the admin's changes to it. Changes go through the fleet
 * (editFleetWorkspace) so every admin page sees them; each is recorded in `state.adminAudit`.
 */

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

/**
 * Cancelling a workspace and restoring a cancelled one: the same write in two directions, each with the admin's
 * reason, which the workspace's history keeps.
 */
const CANCELLATION = {
  cancel: {
    cancelled: true,
    schema: AdminCancelInputSchema,
    already: MESSAGES.alreadyCancelled,
    label: 'Cancelled',
    done: 'cancelled',
  },
  restore: {
    cancelled: false,
    schema: AdminRestoreInputSchema,
    already: MESSAGES.notCancelled,
    label: 'Restored',
    done: 'restored',
  },
} as const;

const setCancelled =
  (action: keyof typeof CANCELLATION) =>
  (backend: MockBackend, { admin, workspace }: Found, body: unknown): MockReply => {
    const { cancelled, schema, already, label, done } = CANCELLATION[action];
    if (workspace.deleted !== null) return failure(409, MESSAGES.deleted);
    if (workspace.cancelled === cancelled) return failure(409, already);
    const input = schema.safeParse(body);
    if (!input.success) return badInput(input.error.issues);
    const updated = editFleetWorkspace(backend, workspace.id, {
      cancelled,
      cancel_reason: cancelled ? input.data.reason : null,
      // A cancelled workspace is forecast no more revenue; restoring it leaves the forecast as it is.
      ...(cancelled ? { revenue_forecast: null } : {}),
      modified: seedNow(),
    });
    if (!updated) return failure(404, MESSAGES.notFound);
    record(backend, admin, updated, action, label, input.data.reason);
    return ok(detail(backend, updated), `“${updated.name}” was ${done}.`);
  };

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

export const area: MockArea = ({ backend, base, send, post, adminGet }) => {
  const write = (action: string, answer: Write) =>
    post(`/admin/api/workspaces/:workspace/${action}.json`, (body, csrfToken, params) => {
      const found = find(backend, String(params.workspace), csrfToken);
      return 'status' in found ? found : answer(backend, found, body);
    });
  return [
    adminGet('/admin/api/workspaces.json', MESSAGES.refused, (search) => list(backend, search)),
    adminGet('/admin/api/workspaces/export.json', MESSAGES.refused, (search) => exportCsv(backend, search)),
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
    write('cancel', setCancelled('cancel')),
    write('restore', setCancelled('restore')),
    write('plan', changePlan),
    write('reveal', reveal),
  ];
};
