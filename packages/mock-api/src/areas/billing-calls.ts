import type { Plan, Workspace } from '@console/api';
import {
  type ActiveDiscount,
  additionalGbFee,
  BILLING_MESSAGES,
  type BillingMonth,
  BillLimitInputSchema,
  CardTokenInputSchema,
  fromMinor,
  type Minor,
  PlanChangeInputSchema,
  type PlanChangePreview,
  RedeemCouponInputSchema,
  sumMinor,
  toMinor,
} from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { accountOf, type BillingAccount, countryOf, GIB } from '../billing-store';
import { seedNow, seedNowMs } from '../factories/seed';
import { planById, publishedPlans } from '../plans-store';
import { failure, type MockReply, ok } from '../reply';
import { addonMonthlyFees } from './billing-addons';
import { monthUsage } from './dashboards';

const DAY_MS = 86_400_000;
// The seed's now (FIXTURE_NOW in stories and tests; when the demo started there), so this month's figures and the
// seeded invoices before it agree in the demo as they do in the fixtures.
const nowMs = () => seedNowMs();
export const thisMonth = () => seedNow().slice(0, 7);
const monthStartMs = () => Date.parse(`${thisMonth()}-01T00:00:00.000Z`);
const nextMonthMs = () => {
  const now = new Date(nowMs());
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
};
const daysInMonth = () => Math.round((nextMonthMs() - monthStartMs()) / DAY_MS);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

export const planOf = (backend: MockBackend, workspace: Workspace) => planById(backend, workspace.plan_id);

/** Owners and admins of the workspace, and the service's admins, manage its billing; members only look. */
export function refusalToManage(
  backend: MockBackend,
  { user, workspace }: WorkspaceAccess,
): MockReply | null {
  if (user.role === 'admin' || user.role === 'founder') return null;
  const membership = backend.state.memberships.find(
    (candidate) =>
      candidate.user_id === user.id && candidate.account_id === workspace.id && !candidate.deleted,
  );
  if (membership && membership.role !== 'member') return null;
  return failure(403, "Only the workspace's owners and admins can change its billing.");
}

// --- this month ---

/** The plan fee and the GB beyond the allowance for `bytes`, plus the add-ons bought, in minor units. */
function costOf(plan: Plan, account: BillingAccount, bytes: number): Minor {
  return sumMinor([
    toMinor(plan.price_per_month, plan.currency),
    toMinor(plan.num_machines * plan.price_per_machine, plan.currency),
    additionalGbFee(bytes / GIB, plan),
    addonMonthlyFees(plan, account),
  ]);
}

export function billingMonth(plan: Plan, workspace: Workspace, account: BillingAccount): BillingMonth {
  const daily = monthUsage(workspace, account.usage_gb_included, account.history).map((day) => ({
    date: day.date,
    bytes_used: day.bytes_used,
  }));
  const bytesUsed = daily.reduce((sum, day) => sum + day.bytes_used, 0);
  // The pace so far, over the part of the month gone by (today counts up to now).
  const elapsed = (nowMs() - monthStartMs()) / (nextMonthMs() - monthStartMs());
  const forecastBytes = Math.round(bytesUsed / elapsed);
  return {
    month: thisMonth(),
    days_in_month: daysInMonth(),
    daily,
    bytes_used: bytesUsed,
    forecast_bytes: forecastBytes,
    cost_so_far: fromMinor(costOf(plan, account, bytesUsed), plan.currency),
    forecast_cost: fromMinor(costOf(plan, account, forecastBytes), plan.currency),
    currency: plan.currency,
  };
}

/** Keeps the workspace's flags and forecasts in step with this month, as the server's nightly job would. */
function refreshWorkspace(plan: Plan, workspace: Workspace, month: BillingMonth): void {
  workspace.plan_exceeded = month.bytes_used > plan.gb_included * GIB;
  workspace.bill_limit_reached = workspace.bill_limit !== null && month.cost_so_far >= workspace.bill_limit;
  workspace.usage_forecast = month.forecast_bytes;
  workspace.revenue_forecast = month.forecast_cost;
}

const limitsOf = (workspace: Workspace) => ({
  bill_limit: workspace.bill_limit,
  stop_processing_on_bill_limit: workspace.stop_processing_on_bill_limit,
  plan_exceeded: workspace.plan_exceeded,
  bill_limit_reached: workspace.bill_limit_reached,
});

function activeDiscounts(backend: MockBackend, workspace: Workspace): ActiveDiscount[] {
  const billing = backend.state.billing;
  return billing.redemptions
    .filter((redemption) => redemption.account_id === workspace.id)
    .filter((redemption) => redemption.valid_until === null || Date.parse(redemption.valid_until) > nowMs())
    .flatMap((redemption) => {
      const coupon = billing.coupons.find((candidate) => candidate.id === redemption.coupon_id);
      return coupon && coupon.percent_reward !== null ? [{ coupon, redemption }] : [];
    });
}

export function billingReply({ workspace }: WorkspaceAccess, backend: MockBackend): MockReply {
  const account = accountOf(backend, workspace);
  const plan = planOf(backend, workspace);
  const month = billingMonth(plan, workspace, account);
  refreshWorkspace(plan, workspace, month);
  const plans = publishedPlans(backend);
  const pending = account.pending && plans.find((candidate) => candidate.id === account.pending?.plan_id);
  return ok({
    plan,
    plans,
    pending_plan_change:
      pending && account.pending ? { plan: pending, effective_on: account.pending.effective_on } : null,
    limits: limitsOf(workspace),
    month,
    card: account.card,
    credits: backend.state.billing.credits.filter(
      (credit) => credit.account_id === workspace.id && credit.invoice_id === null,
    ),
    discounts: activeDiscounts(backend, workspace),
    uses_invoicing: workspace.uses_invoicing,
  });
}

export function updateBillLimitReply(
  access: WorkspaceAccess,
  backend: MockBackend,
  body: unknown,
): MockReply {
  const input = BillLimitInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_MESSAGES.billLimit);
  const { workspace } = access;
  workspace.bill_limit = input.data.bill_limit;
  workspace.stop_processing_on_bill_limit = input.data.stop_processing_on_bill_limit;
  const plan = planOf(backend, workspace);
  refreshWorkspace(plan, workspace, billingMonth(plan, workspace, accountOf(backend, workspace)));
  return ok(
    { limits: limitsOf(workspace) },
    workspace.bill_limit === null ? 'The bill limit is removed.' : 'The bill limit is saved.',
  );
}

// --- plans ---

function previewOf(backend: MockBackend, workspace: Workspace, body: unknown): PlanChangePreview | MockReply {
  const input = PlanChangeInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_MESSAGES.planUnknown);
  const to = publishedPlans(backend).find((plan) => plan.id === input.data.plan_id);
  if (!to) return failure(400, BILLING_MESSAGES.planUnknown);
  const from = planOf(backend, workspace);
  if (to.id === from.id) return failure(400, BILLING_MESSAGES.planSame);
  const difference = toMinor(to.price_per_month, to.currency) - toMinor(from.price_per_month, from.currency);
  const upgrade = difference > 0 || (difference === 0 && to.gb_included > from.gb_included);
  const today = Date.parse(`${seedNow().slice(0, 10)}T00:00:00.000Z`);
  const daysLeft = Math.round((nextMonthMs() - today) / DAY_MS);
  // The days left of this month, today included, at the new price less the old one.
  const prorated = upgrade ? Math.round((difference * daysLeft) / daysInMonth()) : 0;
  return {
    from,
    to,
    type: upgrade ? 'upgrade' : 'downgrade',
    monthly_difference: fromMinor(difference, to.currency),
    prorated_charge: fromMinor(Math.max(0, prorated), to.currency),
    effective_on: isoDay(upgrade ? today : nextMonthMs()),
    currency: to.currency,
  };
}

export function planPreviewReply(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const preview = previewOf(backend, access.workspace, body);
  return 'status' in preview ? preview : ok({ preview });
}

export function changePlanReply(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const { workspace } = access;
  const preview = previewOf(backend, workspace, body);
  if ('status' in preview) return preview;
  const reason = PlanChangeInputSchema.safeParse(body).data?.reason?.trim() || null;
  const billing = backend.state.billing;
  const planChange = {
    id: billing.planChanges.length + 1,
    account_id: workspace.id,
    type: preview.type,
    old_plan_id: preview.from.id,
    new_plan_id: preview.to.id,
    reason,
    created: seedNow(),
  };
  billing.planChanges.push(planChange);
  const account = accountOf(backend, workspace);
  if (preview.type === 'upgrade') {
    workspace.plan_id = preview.to.id;
    account.pending = null;
  } else {
    account.pending = { plan_id: preview.to.id, effective_on: preview.effective_on };
  }
  workspace.modified = seedNow();
  return ok(
    { plan_change: planChange, preview },
    preview.type === 'upgrade'
      ? `You are on the ${preview.to.title} plan now.`
      : `You move to the ${preview.to.title} plan on ${longDay.format(Date.parse(preview.effective_on))}.`,
  );
}

// --- the card ---

export function saveCardReply(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const input = CardTokenInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_MESSAGES.cardToken);
  const card = input.data;
  const expires = `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`;
  if (expires < thisMonth()) return failure(400, BILLING_MESSAGES.cardExpired);
  const account = accountOf(backend, access.workspace);
  backend.state.counter += 1;
  account.card = {
    id: 1000 + backend.state.counter,
    active: true,
    owner_name: card.owner_name.trim(),
    preview_number: `•••• ${card.last4}`,
    expires,
    type: card.brand,
    country_code: countryOf(account.issued_to.country_id)?.iso_code ?? 'US',
    user_ip: null,
    payment_provider: 'stripe',
  };
  return ok({ card: account.card }, `Your ${card.brand} card ending in ${card.last4} is saved.`);
}

// --- coupons ---

export function redeemCouponReply(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const input = RedeemCouponInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_MESSAGES.couponCode);
  const billing = backend.state.billing;
  const code = input.data.code.trim().toUpperCase();
  const coupon = billing.coupons.find((candidate) => candidate.code === code);
  if (!coupon) return failure(400, BILLING_MESSAGES.couponUnknown);
  if (coupon.valid_until !== null && Date.parse(coupon.valid_until) <= nowMs()) {
    return failure(400, BILLING_MESSAGES.couponExpired(longDay.format(Date.parse(coupon.valid_until))));
  }
  const { workspace } = access;
  if (billing.redemptions.some((r) => r.coupon_id === coupon.id && r.account_id === workspace.id)) {
    return failure(400, BILLING_MESSAGES.couponAlreadyRedeemed);
  }
  if (coupon.max_redeemer_count !== null && coupon.redeemer_count >= coupon.max_redeemer_count) {
    return failure(400, BILLING_MESSAGES.couponUsedUp);
  }
  coupon.redeemer_count += 1;
  const months = coupon.percent_reward_month_count;
  const redemption = {
    coupon_id: coupon.id,
    account_id: workspace.id,
    redeemed_on: seedNow(),
    valid_until: months === null ? null : new Date(nowMs() + months * 30 * DAY_MS).toISOString(),
  };
  billing.redemptions.push(redemption);
  if (coupon.absolute_reward !== null) {
    const credit = {
      id: billing.credits.length + 1,
      account_id: workspace.id,
      invoice_id: null,
      amount: coupon.absolute_reward,
      currency: planOf(backend, workspace).currency,
      note: `Coupon ${coupon.code}`,
    };
    billing.credits.push(credit);
    return ok({ discount: null, credit }, `Coupon ${coupon.code} redeemed: a credit is on your account.`);
  }
  return ok(
    { discount: { coupon, redemption }, credit: null },
    `Coupon ${coupon.code} redeemed: ${coupon.percent_reward} % off for ${months} months.`,
  );
}
