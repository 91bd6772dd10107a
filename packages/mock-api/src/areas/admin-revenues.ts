import type { Plan, Workspace } from '@console/api';
import {
  type FounderDashboardReply,
  fromMinor,
  type Minor,
  REVENUE_MESSAGES,
  type RevenueByCurrency,
  type RevenueByPlan,
  type RevenueMonth,
  RevenuesQuerySchema,
  type RevenuesReply,
  toMinor,
} from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { monthsAgo } from '../factories/catalogue';
import { seedNow, seedNowMs } from '../factories/seed';
import type { LedgerRow } from '../fleet';
import { fleetLedger } from '../fleet-ledger';
import { fleetWorkspaces } from '../fleet-views';
import { planById } from '../plans-store';
import { failure, type MockReply, ok } from '../reply';
import { staffOnly } from './admin-plans';

/*
 * Revenues and the founder dashboard, read from the fleet's invoice ledger and workspaces. Every sum is in
 * integer cents: each invoice's amount becomes cents in its currency, then US cents at its plan's rate (rounded
 * once per invoice), and only the totals turn back into decimals.
 */

const DAY_MS = 86_400_000;
const TOP = 5;
const SIGNUP_WEEKS = 26;

/**
 * The US dollar value of one unit of a currency: the plan's rate when the invoice is in the plan's currency, else
 * the rate of the catalogue's plans in that currency (a workspace billed in euros on a dollar plan).
 */
export function usdRate(backend: MockBackend, planId: number, currency: string): number {
  const plan = planById(backend, planId);
  if (plan.currency === currency) return plan.usd_exchange_rate;
  return backend.state.plans.find((candidate) => candidate.currency === currency)?.usd_exchange_rate ?? 1;
}

/**
 * An amount of the ledger in cents. Ledger amounts are already whole cents in currencies of two decimals (USD, EUR,
 * GBP), so rounding the product is exact, and over a hundred thousand rows far cheaper than toMinor's string path.
 */
const cents = (amount: number): Minor => Math.round(amount * 100);

/** What an invoice brought in, net of VAT and after credits, in cents of its currency. */
export const netMinor = (row: LedgerRow): Minor => cents(row.total_fee) - cents(row.vat);

/** usdRate and planById, each worked out once per plan and currency for one pass over the ledger. */
function lookups(backend: MockBackend) {
  const rates = new Map<string, number>();
  const plans = new Map<number, Plan>();
  return {
    rate(planId: number, currency: string) {
      const key = `${planId}:${currency}`;
      let rate = rates.get(key);
      if (rate === undefined) {
        rate = usdRate(backend, planId, currency);
        rates.set(key, rate);
      }
      return rate;
    },
    plan(planId: number) {
      let plan = plans.get(planId);
      if (!plan) {
        plan = planById(backend, planId);
        plans.set(planId, plan);
      }
      return plan;
    },
  };
}

/**
 * A plan's monthly fee (the plan and its machines) on an invoice, in cents of the invoice's currency: a workspace
 * billed in euros on a dollar plan pays the plan's figures in euros, as the fleet's invoices charge them.
 */
const monthlyFeeMinor = (plan: Plan, currency: string): Minor =>
  toMinor(plan.price_per_month, currency) + toMinor(plan.num_machines * plan.price_per_machine, currency);

const toUsdMinor = (minor: Minor, rate: number): Minor => Math.round(minor * rate);
const usd = (minor: Minor) => fromMinor(minor, 'USD');

function growth(current: Minor, previous: Minor | undefined): number | null {
  if (previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The last `count` whole months, oldest first. */
const lastMonths = (count: number) => Array.from({ length: count }, (_, index) => monthsAgo(count - index));

export function revenues(backend: MockBackend, count: number): Omit<RevenuesReply, 'meta'> {
  const months = lastMonths(count);
  const index = new Map(months.map((month, position) => [month, position]));
  const zeros = () => months.map(() => 0);
  const mrr = zeros();
  const invoiced = zeros();
  const collected = zeros();
  const invoicesCount = zeros();
  const plans = new Map<number, number[]>();
  const currencies = new Map<string, { own: number[]; usd: number[] }>();

  const lookup = lookups(backend);
  for (const row of fleetLedger(backend)) {
    const at = index.get(row.month);
    if (at === undefined) continue;
    const rate = lookup.rate(row.plan_id, row.currency);
    const net = netMinor(row);
    const netUsd = toUsdMinor(net, rate);
    const plan = lookup.plan(row.plan_id);
    invoiced[at] = (invoiced[at] ?? 0) + netUsd;
    if (row.paid) collected[at] = (collected[at] ?? 0) + netUsd;
    mrr[at] = (mrr[at] ?? 0) + toUsdMinor(monthlyFeeMinor(plan, row.currency), rate);
    invoicesCount[at] = (invoicesCount[at] ?? 0) + 1;
    const byPlan = plans.get(plan.id) ?? zeros();
    byPlan[at] = (byPlan[at] ?? 0) + netUsd;
    plans.set(plan.id, byPlan);
    const byCurrency = currencies.get(row.currency) ?? { own: zeros(), usd: zeros() };
    byCurrency.own[at] = (byCurrency.own[at] ?? 0) + net;
    byCurrency.usd[at] = (byCurrency.usd[at] ?? 0) + netUsd;
    currencies.set(row.currency, byCurrency);
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const monthRows: RevenueMonth[] = months.map((month, at) => ({
    month,
    mrr: usd(mrr[at] ?? 0),
    invoiced: usd(invoiced[at] ?? 0),
    collected: usd(collected[at] ?? 0),
    invoices_count: invoicesCount[at] ?? 0,
    invoiced_growth: growth(invoiced[at] ?? 0, invoiced[at - 1]),
    mrr_growth: growth(mrr[at] ?? 0, mrr[at - 1]),
  }));
  const byPlan: RevenueByPlan[] = [...plans]
    .map(([planId, values]) => ({
      plan_id: planId,
      plan_title: lookup.plan(planId).title,
      invoiced: values.map(usd),
      total: usd(sum(values)),
    }))
    .sort((a, b) => b.total - a.total || a.plan_id - b.plan_id);
  const byCurrency: RevenueByCurrency[] = [...currencies]
    .map(([currency, values]) => ({
      currency,
      invoiced: values.own.map((minor) => fromMinor(minor, currency)),
      invoiced_usd: values.usd.map(usd),
      total: fromMinor(sum(values.own), currency),
      total_usd: usd(sum(values.usd)),
    }))
    .sort((a, b) => b.total_usd - a.total_usd);
  return { months: monthRows, by_plan: byPlan, by_currency: byCurrency };
}

function revenuesReply(backend: MockBackend, search: URLSearchParams): MockReply {
  const me = staffOnly(backend, REVENUE_MESSAGES.forbidden);
  if ('status' in me) return me;
  const input = RevenuesQuerySchema.safeParse({ months: Number(search.get('months') ?? 12) });
  if (!input.success) return failure(400, REVENUE_MESSAGES.range);
  return ok(revenues(backend, input.data.months));
}

// --- the founder dashboard ---

/** Monday 00:00 UTC of the week `ms` falls in. */
function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

export const isLive = (workspace: Workspace) => !workspace.cancelled && workspace.deleted === null;
export const isChurned = (workspace: Workspace) => workspace.cancelled && workspace.deleted === null;

export function founderDashboard(backend: MockBackend): Omit<FounderDashboardReply, 'meta'> {
  const fleet = fleetWorkspaces(backend);
  const lookup = lookups(backend);
  const byId = new Map(fleet.map((workspace) => [workspace.id, workspace]));
  const ledger = fleetLedger(backend);

  const firstWeek = weekStart(seedNowMs()) - (SIGNUP_WEEKS - 1) * 7 * DAY_MS;
  const signups = Array.from({ length: SIGNUP_WEEKS }, (_, week) => ({
    week: new Date(firstWeek + week * 7 * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }));
  const reasons = new Map<string, number>();
  let forecastMinor = 0;
  for (const workspace of fleet) {
    const week = Math.floor((weekStart(Date.parse(workspace.created)) - firstWeek) / (7 * DAY_MS));
    const bucket = signups[week];
    if (bucket) bucket.count += 1;
    if (isChurned(workspace)) {
      const reason = workspace.cancel_reason?.trim() || 'No reason given';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (isLive(workspace) && workspace.revenue_forecast !== null) {
      const plan = lookup.plan(workspace.plan_id);
      forecastMinor += toUsdMinor(toMinor(workspace.revenue_forecast, plan.currency), plan.usd_exchange_rate);
    }
  }

  const yearAgo = monthsAgo(12);
  const lastMonth = monthsAgo(1);
  const revenueOf = new Map<number, number>();
  let lastMonthMinor = 0;
  const failed: LedgerRow[] = [];
  let failedMinor = 0;
  for (const row of ledger) {
    const rate = lookup.rate(row.plan_id, row.currency);
    const netUsd = toUsdMinor(netMinor(row), rate);
    if (row.month >= yearAgo) revenueOf.set(row.account_id, (revenueOf.get(row.account_id) ?? 0) + netUsd);
    if (row.month === lastMonth) lastMonthMinor += netUsd;
    if (row.payment_failed && !row.paid) {
      failed.push(row);
      failedMinor += toUsdMinor(cents(row.total_fee), rate);
    }
  }

  const ranked = (workspace: Workspace, value: number) => ({
    id: workspace.id,
    slug: workspace.slug,
    name: workspace.name,
    value,
  });
  const topByUsage = fleet
    .filter(isLive)
    .sort((a, b) => b.lifetime_usage - a.lifetime_usage || a.id - b.id)
    .slice(0, TOP)
    .map((workspace) => ranked(workspace, workspace.lifetime_usage));
  const topByRevenue = [...revenueOf]
    .sort(([idA, a], [idB, b]) => b - a || idA - idB)
    .slice(0, TOP)
    .flatMap(([id, minor]) => {
      const workspace = byId.get(id);
      return workspace ? [ranked(workspace, usd(minor))] : [];
    });
  const recentFailed = failed
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
    .slice(0, TOP)
    .flatMap((row) => {
      const workspace = byId.get(row.account_id);
      return workspace
        ? [
            {
              invoice_id: row.id,
              number: row.number,
              workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
              month: row.month,
              total_fee: row.total_fee,
              currency: row.currency,
            },
          ]
        : [];
    });

  return {
    signups,
    workspaces: {
      total: fleet.filter((workspace) => workspace.deleted === null).length,
      active: fleet.filter(isLive).length,
      cancelled: fleet.filter(isChurned).length,
    },
    cancel_reasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    forecast: { month: seedNow().slice(0, 7), amount: usd(forecastMinor), last_month: usd(lastMonthMinor) },
    top_by_usage: topByUsage,
    top_by_revenue: topByRevenue,
    failed_payments: { count: failed.length, amount: usd(failedMinor), recent: recentFailed },
  };
}

function founderReply(backend: MockBackend): MockReply {
  const me = staffOnly(backend, REVENUE_MESSAGES.foundersOnly, { foundersOnly: true });
  if ('status' in me) return me;
  return ok(founderDashboard(backend));
}

export const area: MockArea = ({ backend, base, send }) => [
  http.get(`${base}/admin/api/revenues.json`, ({ request }) =>
    send(() => revenuesReply(backend, new URL(request.url).searchParams)),
  ),
  http.get(`${base}/admin/api/founder-dashboard.json`, () => send(() => founderReply(backend))),
];
