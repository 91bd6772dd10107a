import {
  type BusinessHeadlines,
  BusinessMetricsQuerySchema,
  type BusinessPeriod,
  type MetricPoint,
} from '@console/api';
import { roundCents } from '../factories/catalogue';
import { seededRandom } from '../factories/seed';
import { readQuery } from '../read-query';
import { type MockReply, ok } from '../reply';
import { DAY_MS, isoDay, isoInstant, isWeekend, nowMs, todayMs } from './dashboard-basics';

// The founder dashboard's business metrics: headlines, daily and monthly series over the fleet, worked out from
// the seed so every period reads the same on every run.

/** The last whole day before the seed's now: series end with it, so no point is half a day. */
const lastDayMs = () => todayMs() - DAY_MS;
const TIB = 1024 ** 4;
/** Daily growth of the business: about a quarter a year. */
const DAILY_GROWTH = 1.0006;

interface DayMetrics {
  signups: number;
  activeWorkspaces: number;
  revenue: number;
  usageBytes: number;
}

/** One day's figures, `daysAgo` days before the last whole day; the same day always gives the same figures. */
function dayMetrics(daysAgo: number): DayMetrics {
  const random = seededRandom(1_000_003 + daysAgo);
  const day = lastDayMs() - daysAgo * DAY_MS;
  const growth = DAILY_GROWTH ** -daysAgo;
  const week = isWeekend(day) ? 0.55 : 1;
  return {
    signups: Math.round(38 * growth * week * (0.75 + 0.5 * random())),
    // Workspaces with an assembly in the 30 days up to the day: a slow-moving count, no weekly pattern.
    activeWorkspaces: Math.round(5_200 * growth * (0.99 + 0.02 * random())),
    revenue: roundCents(9_800 * growth * (0.8 + 0.2 * week) * (0.85 + 0.3 * random())),
    usageBytes: Math.round(6 * TIB * growth * week * (0.85 + 0.3 * random())),
  };
}

interface DayWindow {
  /** The days of the window, as days-ago numbers, oldest first. */
  days: number[];
  from: number;
  to: number;
}

function dayWindow(firstDaysAgo: number, length: number): DayWindow {
  const days = Array.from({ length }, (_, index) => firstDaysAgo + length - 1 - index);
  const from = lastDayMs() - (firstDaysAgo + length - 1) * DAY_MS;
  return { days, from, to: lastDayMs() - firstDaysAgo * DAY_MS + DAY_MS };
}

function headlines(days: readonly number[]): BusinessHeadlines {
  const metrics = days.map(dayMetrics);
  return {
    signups: metrics.reduce((sum, day) => sum + day.signups, 0),
    active_workspaces: metrics.at(-1)?.activeWorkspaces ?? 0,
    revenue: roundCents(metrics.reduce((sum, day) => sum + day.revenue, 0)),
    usage_bytes: metrics.reduce((sum, day) => sum + day.usageBytes, 0),
  };
}

export function businessMetrics(search: URLSearchParams): MockReply {
  const read = readQuery(BusinessMetricsQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { period } = read.query;
  return ok(period === '12m' ? monthlyMetrics() : dailyMetrics(period));
}

function dailyMetrics(period: Exclude<BusinessPeriod, '12m'>) {
  const length = period === '30d' ? 30 : 90;
  const current = dayWindow(0, length);
  const previous = dayWindow(length, length);
  const points = (pick: (day: DayMetrics) => number): MetricPoint[] =>
    current.days.map((daysAgo) => ({
      date: isoDay(lastDayMs() - daysAgo * DAY_MS),
      value: pick(dayMetrics(daysAgo)),
    }));
  return {
    period,
    interval: 'day',
    from: isoInstant(current.from),
    to: isoInstant(current.to),
    currency: 'USD',
    signups: points((day) => day.signups),
    active_workspaces: points((day) => day.activeWorkspaces),
    revenue: points((day) => day.revenue),
    usage_bytes: points((day) => day.usageBytes),
    current: headlines(current.days),
    previous: headlines(previous.days),
  };
}

/** How many days before the last whole day `ms` (a UTC midnight) is. */
const daysAgoOf = (ms: number) => Math.round((lastDayMs() - ms) / DAY_MS);

/** The whole month `monthsAgo` months before the seed's month, as a window of days. */
function monthWindow(monthsAgo: number): DayWindow {
  const now = new Date(nowMs());
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1);
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 1);
  const days: number[] = [];
  for (let day = from; day < to; day += DAY_MS) days.push(daysAgoOf(day));
  return { days, from, to };
}

/** The last twelve whole months, one point per month; active workspaces are those at the month's end. */
function monthlyMetrics() {
  const months = Array.from({ length: 12 }, (_, index) => monthWindow(12 - index));
  const earlier = Array.from({ length: 12 }, (_, index) => monthWindow(24 - index));
  const points = (pick: (month: BusinessHeadlines) => number): MetricPoint[] =>
    months.map((month) => ({ date: isoDay(month.from), value: pick(headlines(month.days)) }));
  return {
    period: '12m',
    interval: 'month',
    from: isoInstant(months[0]?.from ?? todayMs()),
    to: isoInstant(months.at(-1)?.to ?? todayMs()),
    currency: 'USD',
    signups: points((month) => month.signups),
    active_workspaces: points((month) => month.active_workspaces),
    revenue: points((month) => month.revenue),
    usage_bytes: points((month) => month.usage_bytes),
    current: headlines(months.flatMap((month) => month.days)),
    previous: headlines(earlier.flatMap((month) => month.days)),
  };
}
