import { z } from 'zod/mini';
import { replyOf } from './envelope';
import {
  CountSchema,
  CurrencySchema,
  DaySchema,
  MonthSchema,
  NonEmptyStringSchema,
  RowIdSchema,
} from './fields';
import { WorkspaceRefSchema } from './workspace-ref';

/*
 * Revenue figures are in US dollars, converted from each invoice's currency with its plan's usd_exchange_rate and
 * summed in cents; they are decimals on the wire, as every amount is.
 */

/** One month of the whole business, in USD. */
export const RevenueMonthSchema = z.object({
  month: MonthSchema,
  /** Monthly recurring revenue: the plan fees (plans and their machines) invoiced for the month. */
  mrr: z.number(),
  /** Everything invoiced for the month, net of VAT and after credits. */
  invoiced: z.number(),
  /** The part of `invoiced` whose invoices are paid. */
  collected: z.number(),
  invoices_count: CountSchema,
  /** Invoiced against the month before, in percent; null for the first month or after a month of nothing. */
  invoiced_growth: z.nullable(z.number()),
  mrr_growth: z.nullable(z.number()),
});
export type RevenueMonth = z.infer<typeof RevenueMonthSchema>;

/** One plan's invoiced revenue per month (USD), aligned with the reply's months. */
export const RevenueByPlanSchema = z.object({
  plan_id: RowIdSchema,
  plan_title: NonEmptyStringSchema,
  invoiced: z.array(z.number()),
  total: z.number(),
});
export type RevenueByPlan = z.infer<typeof RevenueByPlanSchema>;

/** One currency's invoiced revenue per month, in that currency and in USD, aligned with the reply's months. */
export const RevenueByCurrencySchema = z.object({
  currency: CurrencySchema,
  invoiced: z.array(z.number()),
  invoiced_usd: z.array(z.number()),
  total: z.number(),
  total_usd: z.number(),
});
export type RevenueByCurrency = z.infer<typeof RevenueByCurrencySchema>;

export const REVENUE_RANGES = [12, 24] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number];

export const RevenuesQuerySchema = z.object({ months: z.union([z.literal(12), z.literal(24)]) });
export type RevenuesQuery = z.infer<typeof RevenuesQuerySchema>;

export const RevenuesReplySchema = replyOf({
  /** Oldest first, up to the last whole month. */
  months: z.array(RevenueMonthSchema),
  /** Biggest total first. */
  by_plan: z.array(RevenueByPlanSchema),
  by_currency: z.array(RevenueByCurrencySchema),
});
export type RevenuesReply = z.infer<typeof RevenuesReplySchema>;

// --- the founder dashboard ---

/** A workspace in a top list, with the figure it is ranked by. */
export const RankedWorkspaceSchema = z.extend(WorkspaceRefSchema, {
  /** Lifetime usage in bytes, or revenue in USD over the last 12 months, by the list. */
  value: z.number(),
});
export type RankedWorkspace = z.infer<typeof RankedWorkspaceSchema>;

export const FailedPaymentSchema = z.object({
  invoice_id: RowIdSchema,
  number: NonEmptyStringSchema,
  workspace: WorkspaceRefSchema,
  month: MonthSchema,
  total_fee: z.number(),
  currency: CurrencySchema,
});
export type FailedPayment = z.infer<typeof FailedPaymentSchema>;

export const FounderDashboardReplySchema = replyOf({
  /** Monday of each of the last 26 weeks (UTC), oldest first, with the workspaces created that week. */
  signups: z.array(z.object({ week: DaySchema, count: CountSchema })),
  workspaces: z.object({ total: CountSchema, active: CountSchema, cancelled: CountSchema }),
  /** Cancelled workspaces by the reason they gave, most common first. */
  cancel_reasons: z.array(z.object({ reason: NonEmptyStringSchema, count: CountSchema })),
  /** This month's revenue forecast of the live workspaces, in USD, beside last month's invoiced revenue. */
  forecast: z.object({ month: MonthSchema, amount: z.number(), last_month: z.number() }),
  top_by_usage: z.array(RankedWorkspaceSchema),
  top_by_revenue: z.array(RankedWorkspaceSchema),
  /** Invoices whose payment failed and that are still unpaid, newest first, with their count. */
  failed_payments: z.object({ count: CountSchema, amount: z.number(), recent: z.array(FailedPaymentSchema) }),
});
export type FounderDashboardReply = z.infer<typeof FounderDashboardReplySchema>;

export const REVENUE_MESSAGES = {
  forbidden: 'Only admins can see revenues.',
  foundersOnly: 'Only founders can see the founder dashboard.',
  range: 'Ask for 12 or 24 months.',
} as const;
