import type { AssemblyStatistics, Workspace } from '@console/api';
import { AssemblyStatisticsQuerySchema, type UsageDay } from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { accountOf } from '../billing-store';
import type { MockArea } from '../contract';
import { buildAssemblyStatistics } from '../factories/assembly-statistics';
import { REGIONS, roundCents } from '../factories/catalogue';
import { buildPlan } from '../factories/plan';
import { seededRandom, seedNow } from '../factories/seed';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { newestAssemblies } from './assemblies';
import { businessMetrics } from './business-metrics';
import { DAY_MS, GIB, HOUR_MS, isoDay, isoInstant, isWeekend, nowMs, todayMs } from './dashboard-basics';

/*
 * The dashboards: the workspace's overview and the admin performance and BI pages. Everything here is read-only:
 * the overview's recent assemblies are the assembly store's newest rows, the rest is derived from FIXTURE_NOW, the
 * workspace id and the factories, so the backend keeps no state for it.
 */

// --- the workspace's overview ---

const RECENT_ASSEMBLIES = 5;
/** How much of its plan a workspace has used by the middle of the month, by id in turn: some headroom, over the plan, light, close to it. */
const USAGE_SHARES = [0.62, 1.34, 0.41, 0.87] as const;
/** A typical billed assembly, to turn a day's bytes into a plausible count. */
const BYTES_PER_ASSEMBLY = 16 * 1024 ** 2;

function overview(
  backend: MockBackend,
  withHistory: ReadonlySet<number>,
  { workspace }: WorkspaceAccess,
): MockReply {
  const plan = buildPlan({}, workspace.plan_id);
  const history = withHistory.has(workspace.id);
  // The allowance the usage was seeded against, so a change of plan changes the meter, not the bytes processed.
  const daily = monthUsage(workspace, accountOf(backend, workspace).usage_gb_included, history);
  const recent = newestAssemblies(backend, workspace, RECENT_ASSEMBLIES);
  return ok({
    plan,
    usage: {
      month: seedNow().slice(0, 7),
      bytes_used: daily.reduce((sum, day) => sum + day.bytes_used, 0),
      gb_included: plan.gb_included,
      assemblies_count: daily.reduce((sum, day) => sum + day.assemblies_count, 0),
      daily,
    },
    // The list's first rows, so the dashboard and the assemblies page agree, test runs and replays included.
    recent_assemblies: recent,
    is_new: recent.length === 0,
  });
}

/** This month's days up to today; weekdays are busier, and today has only run until noon. */
export function monthUsage(workspace: Workspace, gbIncluded: number, history: boolean): UsageDay[] {
  const monthStart = Date.parse(`${seedNow().slice(0, 7)}-01T00:00:00.000Z`);
  const days: number[] = [];
  for (let day = monthStart; day <= todayMs(); day += DAY_MS) days.push(day);
  if (!history) return days.map((day) => ({ date: isoDay(day), bytes_used: 0, assemblies_count: 0 }));

  const random = seededRandom(workspace.id);
  const weights = days.map((day) => {
    const partial = day === todayMs() ? (nowMs() - todayMs()) / DAY_MS : 1;
    return (isWeekend(day) ? 0.45 : 1) * (0.7 + 0.6 * random()) * partial;
  });
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const share = USAGE_SHARES[(workspace.id - 1) % USAGE_SHARES.length] ?? USAGE_SHARES[0];
  const target = share * gbIncluded * GIB;
  return days.map((day, index) => {
    const bytes = Math.round((target * (weights[index] ?? 0)) / weightSum);
    return {
      date: isoDay(day),
      bytes_used: bytes,
      assemblies_count: Math.max(1, Math.round(bytes / BYTES_PER_ASSEMBLY)),
    };
  });
}

// --- admin: assembly statistics ---

/** How far back statistics go, in days; hourly ones too, though a request may span at most HOURLY_MAX_DAYS. */
const HISTORY_DAYS = 30;
const HOURLY_MAX_DAYS = 14;
const DAILY_MAX_DAYS = 366;

/** The counts and totals of a bucket; the averages follow from them. */
const TOTAL_KEYS = [
  'successful_count',
  'cancelled_count',
  'request_aborted_count',
  'erroneous_count',
  'total_input_file_count',
  'total_output_file_count',
  'total_input_bytes',
  'total_output_bytes',
  'total_bytes_usage',
  'total_upload_duration_ms',
  'total_queue_duration_ms',
  'total_execution_duration_ms',
] as const satisfies readonly (keyof AssemblyStatistics)[];
type Totals = Pick<AssemblyStatistics, (typeof TOTAL_KEYS)[number]>;

function totalsOf(statistics: AssemblyStatistics): Totals {
  const totals = emptyTotals();
  for (const key of TOTAL_KEYS) totals[key] = statistics[key];
  return totals;
}

function emptyTotals(): Totals {
  return {
    successful_count: 0,
    cancelled_count: 0,
    request_aborted_count: 0,
    erroneous_count: 0,
    total_input_file_count: 0,
    total_output_file_count: 0,
    total_input_bytes: 0,
    total_output_bytes: 0,
    total_bytes_usage: 0,
    total_upload_duration_ms: 0,
    total_queue_duration_ms: 0,
    total_execution_duration_ms: 0,
  };
}

function addTotals(into: Totals, add: Totals): Totals {
  for (const key of TOTAL_KEYS) into[key] += add[key];
  return into;
}

function scaleTotals(totals: Totals, factor: number): Totals {
  const scaled = emptyTotals();
  for (const key of TOTAL_KEYS) scaled[key] = Math.round(totals[key] * factor);
  return scaled;
}

interface Bucket {
  granularity_secs: number;
  region: string | null;
  from: number;
  to: number;
}

const assembliesIn = (totals: Totals) =>
  totals.successful_count + totals.cancelled_count + totals.request_aborted_count + totals.erroneous_count;

function toStatistics(totals: Totals, bucket: Bucket): AssemblyStatistics {
  const assemblies = assembliesIn(totals);
  const average = (total: number) => (assemblies === 0 ? 0 : roundCents(total / assemblies));
  return {
    granularity_secs: bucket.granularity_secs,
    template_id: null,
    region: bucket.region,
    data_from: isoInstant(bucket.from),
    data_to: isoInstant(bucket.to),
    ...totals,
    avg_input_file_count: average(totals.total_input_file_count),
    avg_output_file_count: average(totals.total_output_file_count),
    avg_input_bytes: average(totals.total_input_bytes),
    avg_output_bytes: average(totals.total_output_bytes),
    avg_bytes_usage: average(totals.total_bytes_usage),
    avg_upload_duration_ms: average(totals.total_upload_duration_ms),
    avg_queue_duration_ms: average(totals.total_queue_duration_ms),
    avg_execution_duration_ms: average(totals.total_execution_duration_ms),
  };
}

/** Each region's share of the traffic and the UTC hour its customers are busiest. */
const REGION_LOAD: Record<(typeof REGIONS)[number], { weight: number; peakHour: number }> = {
  'us-east-1': { weight: 1, peakHour: 16 },
  'eu-west-1': { weight: 0.8, peakHour: 11 },
  'ap-southeast-1': { weight: 0.45, peakHour: 4 },
};
/** Assemblies an hour in the busiest region at its busiest hour on a weekday. */
const PEAK_ASSEMBLIES_PER_HOUR = 320;
/** A short incident, so the failure and queue charts have something to show: eu-west-1, 20 to 22 hours ago. */
const INCIDENT = { region: 'eu-west-1', fromHoursAgo: 22, toHoursAgo: 20 } as const;

// Derived once per process: the same inputs always give the same buckets, so this is a cache, not state.
const hourlyCache = new Map<string, Totals>();

/** The totals of one region in the hour that ends `hoursAgo` hours before the seed's now. */
function hourlyTotals(regionIndex: number, hoursAgo: number): Totals {
  const cacheKey = `${regionIndex}:${hoursAgo}`;
  const cached = hourlyCache.get(cacheKey);
  if (cached) return cached;
  const region = REGIONS[regionIndex] ?? REGIONS[0];
  const start = nowMs() - hoursAgo * HOUR_MS;
  const load = REGION_LOAD[region];
  const hour = new Date(start).getUTCHours();
  const daytime = 0.5 + 0.5 * Math.cos((2 * Math.PI * (hour - load.peakHour)) / 24);
  const seq = hoursAgo * REGIONS.length + regionIndex;
  const wobble = 0.85 + 0.3 * seededRandom(2_000_003 + seq)();
  const wanted =
    PEAK_ASSEMBLIES_PER_HOUR * load.weight * (0.3 + 0.7 * daytime) * (isWeekend(start) ? 0.6 : 1);
  // The factory's bucket gives the mix of outcomes, sizes and durations; the count follows the time of day.
  const base = buildAssemblyStatistics({}, seq);
  const totals = scaleTotals(totalsOf(base), (wanted * wobble) / assembliesIn(base));
  if (region === INCIDENT.region && hoursAgo > INCIDENT.toHoursAgo && hoursAgo <= INCIDENT.fromHoursAgo) {
    totals.erroneous_count += 45;
    totals.total_queue_duration_ms *= 4;
  }
  hourlyCache.set(cacheKey, totals);
  return totals;
}

/** The totals of one region (or all, for null) over [from, to), which must be whole hours of the history. */
function rangeTotals(regionIndex: number | null, from: number, to: number): Totals {
  const totals = emptyTotals();
  const regions = regionIndex === null ? REGIONS.map((_, index) => index) : [regionIndex];
  for (let start = from; start < to; start += HOUR_MS) {
    const hoursAgo = (nowMs() - start) / HOUR_MS;
    for (const index of regions) addTotals(totals, hourlyTotals(index, hoursAgo));
  }
  return totals;
}

function statistics(search: URLSearchParams): MockReply {
  const read = readQuery(AssemblyStatisticsQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { granularity, region } = query;
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to <= from) return failure(400, 'The range must end after it starts.');
  const maxDays = granularity === 'hour' ? HOURLY_MAX_DAYS : DAILY_MAX_DAYS;
  if (to - from > maxDays * DAY_MS) {
    return failure(
      400,
      granularity === 'hour'
        ? `Hourly statistics cover at most ${HOURLY_MAX_DAYS} days; ask for daily ones for a longer range.`
        : `Daily statistics cover at most ${DAILY_MAX_DAYS} days.`,
    );
  }

  const regions: string[] = [...REGIONS];
  const regionIndex = region === undefined ? null : regions.indexOf(region);
  // A region the service does not run in has processed nothing: an empty series, not an error.
  if (regionIndex === -1) return ok({ statistics: [], regions });

  const step = granularity === 'hour' ? HOUR_MS : DAY_MS;
  const historyEnd = granularity === 'hour' ? nowMs() : todayMs();
  const historyStart = todayMs() - HISTORY_DAYS * DAY_MS;
  const buckets: AssemblyStatistics[] = [];
  for (let start = historyStart; start + step <= historyEnd; start += step) {
    if (start < from || start + step > to) continue;
    buckets.push(
      toStatistics(rangeTotals(regionIndex, start, start + step), {
        granularity_secs: step / 1000,
        region: region ?? null,
        from: start,
        to: start + step,
      }),
    );
  }
  return ok({ statistics: buckets, regions });
}

/** The dashboards' calls: GET only, answered from the session and the factories. */
export const area: MockArea = ({ backend, memberGet, adminGet }) => {
  // Workspaces that exist when the mock API starts have a history; one created later, in the session, is new.
  const withHistory = new Set(backend.state.workspaces.map((workspace) => workspace.id));
  return [
    adminGet('/admin/api/statistics.json', 'Only admins can see assembly statistics.', statistics),
    adminGet('/admin/api/bi.json', 'Only admins can see business metrics.', businessMetrics),
    memberGet('/:slug/api/overview.json', (access) => overview(backend, withHistory, access)),
  ];
};
