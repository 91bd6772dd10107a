import type { AuthKey, Lookup, PlanChange, Referral, User, Workspace } from '@console/api';
import {
  ADMIN_WORKSPACE_MESSAGES,
  type AdminAuditEntry,
  type AdminMaskedField,
  type AdminSensitiveField,
  type AdminWorkspaceDetailReply,
  type AdminWorkspaceMember,
} from '@console/api';
import type { MockBackend } from '../backend';
import { buildAuthKey } from '../factories/auth-key';
import { buildLookup } from '../factories/lookup';
import { buildReferral } from '../factories/referral';
import { hexId, pick, seededRandom, seedNow } from '../factories/seed';
import { FLEET_FIRST_ID } from '../fleet';
import { fleetLedger, fleetUnpaidWorkspaceIds } from '../fleet-ledger';
import { fleetWorkspace } from '../fleet-views';
import { currencyOf, planOf, statusesOf } from './admin-workspace-list';

// One workspace as an admin sees it: members, keys, referrals, masked secrets, plan changes and invoices, and the
// audit record of what admins did to it.

export const MESSAGES = ADMIN_WORKSPACE_MESSAGES;
export const GIB = 1024 ** 3;
export const BYTES_PER_ASSEMBLY = 16 * 1024 ** 2;
export const USAGE_MONTHS = 12;
/** Plans an admin can move a workspace to: the catalogue's current four (Enterprise is not self-serve). */
export const ASSIGNABLE_PLAN_IDS = [1, 2, 3, 4] as const;

export const SENSITIVE_LABELS: Record<AdminSensitiveField, string> = {
  secret_key: 'Secret key',
  payment_provider_customer_id: 'Payment provider customer id',
};

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

/** The workspace's auth keys without their secrets. */
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
export function sensitiveValue(workspace: Workspace, field: AdminSensitiveField): string | null {
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
export function lookUp(backend: MockBackend, slugOrId: string): Workspace | undefined {
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

export function detail(backend: MockBackend, workspace: Workspace): Omit<AdminWorkspaceDetailReply, 'meta'> {
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

export function record(
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
