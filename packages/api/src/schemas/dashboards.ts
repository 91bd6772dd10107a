import { z } from 'zod/mini';
import { AssemblySchema } from './assembly';
import { AssemblyStatisticsSchema } from './assembly-statistics';
import { replyOf } from './envelope';
import {
  CountSchema,
  CurrencySchema,
  DaySchema,
  MonthSchema,
  NonEmptyStringSchema,
  QuantitySchema,
  RegionSchema,
  TimestampSchema,
} from './fields';
import { PlanSchema } from './plan';

// --- the workspace's dashboard ---

/** What a span of time used: billed bytes (what the plan's GB allowance is charged with) and assemblies. */
const usedFields = { bytes_used: CountSchema, assemblies_count: CountSchema };

/** One day of the current month's usage. */
export const UsageDaySchema = z.object({ date: DaySchema, ...usedFields });
export type UsageDay = z.infer<typeof UsageDaySchema>;

/** The current month's usage against the plan, with one entry per day so far. */
export const MonthUsageSchema = z.object({
  month: MonthSchema,
  ...usedFields,
  /** The plan's allowance, repeated here so the meter needs no second look-up. */
  gb_included: QuantitySchema,
  /** From the 1st of the month to today, oldest first. */
  daily: z.array(UsageDaySchema),
});
export type MonthUsage = z.infer<typeof MonthUsageSchema>;

/** An assembly as the dashboard lists it: the record plus its template's name, so the list needs no join. */
export const RecentAssemblySchema = z.extend(AssemblySchema, {
  /** Null when the assembly ran without a template or the template is gone. */
  template_name: z.nullable(NonEmptyStringSchema),
});
export type RecentAssembly = z.infer<typeof RecentAssemblySchema>;

/** `GET /{slug}/api/overview.json`: everything the workspace's index page shows. */
export const WorkspaceOverviewReplySchema = replyOf({
  plan: PlanSchema,
  usage: MonthUsageSchema,
  /** Up to five, newest first. */
  recent_assemblies: z.array(RecentAssemblySchema),
  /** The workspace has no assemblies yet: the page offers the first run (onboarding). */
  is_new: z.boolean(),
});
export type WorkspaceOverviewReply = z.infer<typeof WorkspaceOverviewReplySchema>;

// --- admin: performance ---

export const STATISTICS_GRANULARITIES = ['hour', 'day'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];

/** The query of `GET /admin/api/statistics.json`; buckets lying wholly inside [from, to] are returned. */
export const AssemblyStatisticsQuerySchema = z.object({
  granularity: z.enum(STATISTICS_GRANULARITIES, { error: 'Choose hour or day as the granularity.' }),
  /** Omitted: every region added up. */
  region: z.optional(RegionSchema),
  from: z.iso.datetime({ error: 'Give the start of the range (from) as an ISO 8601 instant in UTC.' }),
  to: z.iso.datetime({ error: 'Give the end of the range (to) as an ISO 8601 instant in UTC.' }),
});
export type AssemblyStatisticsQuery = z.infer<typeof AssemblyStatisticsQuerySchema>;

export const AssemblyStatisticsReplySchema = replyOf({
  /** Oldest first; empty when nothing ran in the range. */
  statistics: z.array(AssemblyStatisticsSchema),
  /** Every region the service processes in, for the region filter. */
  regions: z.array(RegionSchema),
});
export type AssemblyStatisticsReply = z.infer<typeof AssemblyStatisticsReplySchema>;

// --- admin: business metrics ---

export const BUSINESS_PERIODS = ['30d', '90d', '12m'] as const;
export type BusinessPeriod = (typeof BUSINESS_PERIODS)[number];

export const BusinessMetricsQuerySchema = z.object({
  period: z.enum(BUSINESS_PERIODS, { error: 'Choose 30d, 90d or 12m as the period.' }),
});
export type BusinessMetricsQuery = z.infer<typeof BusinessMetricsQuerySchema>;

/** One point of a trend: a day (30d, 90d) or the first day of a month (12m). */
export const MetricPointSchema = z.object({ date: DaySchema, value: QuantitySchema });
export type MetricPoint = z.infer<typeof MetricPointSchema>;

export const MetricSeriesSchema = z.array(MetricPointSchema);
export type MetricSeries = z.infer<typeof MetricSeriesSchema>;

/** The headline figure of each metric: totals, except active workspaces, which are counted at the end. */
export const BusinessHeadlinesSchema = z.object({
  signups: CountSchema,
  active_workspaces: CountSchema,
  revenue: QuantitySchema,
  usage_bytes: CountSchema,
});
export type BusinessHeadlines = z.infer<typeof BusinessHeadlinesSchema>;

/** `GET /admin/api/bi.json`: trends over the period, oldest first, with the period before it for comparison. */
export const BusinessMetricsReplySchema = replyOf({
  period: z.enum(BUSINESS_PERIODS),
  /** Whether a point is a day or a month. */
  interval: z.enum(['day', 'month']),
  /** First and last instant the series cover. */
  from: TimestampSchema,
  to: TimestampSchema,
  /** The currency of `revenue`. */
  currency: CurrencySchema,
  signups: MetricSeriesSchema,
  /** Workspaces that ran at least one assembly that day or month. */
  active_workspaces: MetricSeriesSchema,
  revenue: MetricSeriesSchema,
  usage_bytes: MetricSeriesSchema,
  current: BusinessHeadlinesSchema,
  /** The same figures for the period of equal length just before. */
  previous: BusinessHeadlinesSchema,
});
export type BusinessMetricsReply = z.infer<typeof BusinessMetricsReplySchema>;
