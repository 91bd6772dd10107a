import type { Plan } from '@console/api';
import {
  ADDON_IDS,
  type Addon,
  type AddonId,
  BILLING_MESSAGES,
  type Minor,
  sumMinor,
  toMinor,
  UpdateAddonInputSchema,
} from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { accountOf, type BillingAccount } from '../billing-store';
import { buildPlan } from '../factories/plan';
import { failure, type MockReply, ok } from '../reply';

/** What each add-on is, costs and how the plan decides whether it is included. */
const CATALOGUE: Record<
  AddonId,
  {
    title: string;
    description: string;
    price: (plan: Plan) => number;
    unit: Addon['unit'];
    included: (plan: Plan) => number | null;
  }
> = {
  image_turbo: {
    title: 'Image turbo mode',
    description: 'Runs image steps on faster machines, for lower latency on every resize and optimisation.',
    price: () => 49,
    unit: null,
    included: (plan) => (plan.can_use_image_turbo_mode ? 1 : 0),
  },
  video_turbo: {
    title: 'Video turbo mode',
    description:
      'Splits long videos into chunks encoded in parallel, so encodes finish several times faster.',
    price: () => 99,
    unit: null,
    included: (plan) => (plan.can_use_video_turbo_mode ? 1 : 0),
  },
  fields_search: {
    title: 'Assembly field search',
    description: 'Find assemblies by the values of their fields, such as the user id sent with an upload.',
    price: () => 29,
    unit: null,
    included: (plan) => (plan.can_use_assembly_fields_search ? 1 : 0),
  },
  priority_slots: {
    title: 'Priority job slots',
    description: 'Assemblies in these slots skip the queue when it is busy.',
    price: () => 19,
    unit: 'slot',
    included: (plan) => plan.num_concurrent_priority_jobs,
  },
  extra_machines: {
    title: 'Dedicated machines',
    description: "Machines that process only this workspace's assemblies.",
    price: (plan) => (plan.price_per_machine > 0 ? plan.price_per_machine : 750),
    unit: 'machine',
    included: (plan) => plan.num_machines,
  },
  extra_seats: {
    title: 'Extra seats',
    description: 'Collaborators beyond the seats your plan includes.',
    price: () => 12,
    unit: 'seat',
    included: (plan) => plan.num_seats,
  },
};

function addonOf(plan: Plan, account: BillingAccount, id: AddonId): Addon {
  const entry = CATALOGUE[id];
  const bought = account.addons.find((addon) => addon.id === id);
  return {
    id,
    title: entry.title,
    description: entry.description,
    price_per_month: entry.price(plan),
    currency: plan.currency,
    unit: entry.unit,
    included: entry.included(plan),
    enabled: bought !== undefined,
    quantity: bought?.quantity ?? 0,
  };
}

/** What the workspace's add-ons add to every month, in minor units. */
export function addonMonthlyFees(plan: Plan, account: BillingAccount): Minor {
  return sumMinor(
    account.addons.map((addon) => toMinor(CATALOGUE[addon.id].price(plan), plan.currency) * addon.quantity),
  );
}

export function addonsReply({ workspace }: WorkspaceAccess, backend: MockBackend): MockReply {
  const plan = buildPlan({}, workspace.plan_id);
  const account = accountOf(backend, workspace);
  return ok({ addons: ADDON_IDS.map((id) => addonOf(plan, account, id)) });
}

export function updateAddonReply(
  access: WorkspaceAccess,
  backend: MockBackend,
  body: unknown,
  id: string,
): MockReply {
  const { workspace } = access;
  const addonId = ADDON_IDS.find((candidate) => candidate === id);
  if (!addonId) return failure(404, BILLING_MESSAGES.addonUnknown);
  const input = UpdateAddonInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_MESSAGES.addonQuantity);
  const plan = buildPlan({}, workspace.plan_id);
  const entry = CATALOGUE[addonId];
  const included = entry.included(plan);
  if (input.data.enabled && (included === null || (entry.unit === null && included > 0))) {
    return failure(400, BILLING_MESSAGES.addonIncluded);
  }
  const account = accountOf(backend, workspace);
  account.addons = account.addons.filter((addon) => addon.id !== addonId);
  if (input.data.enabled) {
    const quantity = entry.unit === null ? 1 : input.data.quantity;
    if (quantity === undefined) return failure(400, BILLING_MESSAGES.addonQuantity);
    account.addons.push({ id: addonId, quantity });
  }
  const addon = addonOf(plan, account, addonId);
  return ok({ addon }, addon.enabled ? `${addon.title} is on.` : `${addon.title} is off.`);
}
