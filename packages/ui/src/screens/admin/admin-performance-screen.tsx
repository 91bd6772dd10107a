import {
  type AssemblyStatistics,
  STATISTICS_GRANULARITIES,
  type StatisticsGranularity,
  useAssemblyStatistics,
} from '@console/api';
import { ChartColumn } from 'lucide-react';
import { useMemo } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { useNow } from '../../lib/clock';
import { formatCount } from '../../lib/format';
import { Chart, type ChartSeries, formatChartValue } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { Stat } from '../../patterns/stat';
import { Skeleton } from '../../primitives/skeleton';
import { DashboardBody, FilterBar, useChoiceFilter } from './dashboard-parts';

const HOUR_MS = 3_600_000;

/** Each granularity shows a fixed window that ends at the last whole bucket. */
const RANGES: Record<StatisticsGranularity, { step: number; buckets: number; label: string; text: string }> =
  {
    hour: { step: HOUR_MS, buckets: 48, label: 'Hourly, last 48 hours', text: 'the last 48 hours' },
    day: { step: 24 * HOUR_MS, buckets: 30, label: 'Daily, last 30 days', text: 'the last 30 days' },
  };
const GRANULARITY_OPTIONS = STATISTICS_GRANULARITIES.map((value) => ({ value, label: RANGES[value].label }));

/** Stands for "no region filter" in the select and the URL, which have no way to say "nothing". */
const ALL_REGIONS = 'all';
const REGION_PATTERN = /^[a-z]{2}-[a-z]+-\d$/;

const acceptRegion = (raw: string) => (REGION_PATTERN.test(raw) ? raw : undefined);

/** The window of `granularity` that ends at the start of the current bucket, in UTC. */
function rangeFor(granularity: StatisticsGranularity, nowMs: number) {
  const { step, buckets } = RANGES[granularity];
  const end = Math.floor(nowMs / step) * step;
  return { from: new Date(end - buckets * step).toISOString(), to: new Date(end).toISOString() };
}

/**
 * Admin: how the service performed, from the assembly statistics: outcomes, durations and bytes over time, for
 * every region or one, hourly or daily. The filters live in the URL, so a link reproduces the view.
 */
export function AdminPerformanceScreen() {
  const [granularity, granularityFilter] = useChoiceFilter({
    name: 'granularity',
    label: 'Granularity',
    options: GRANULARITY_OPTIONS,
    fallback: 'hour',
  });
  // The regions to offer come with the statistics, which are asked for with the region already chosen.
  const [region, regionFilter] = useChoiceFilter<string>({
    name: 'region',
    label: 'Region',
    options: [],
    fallback: ALL_REGIONS,
    accept: acceptRegion,
  });
  const now = useNow();
  const range = rangeFor(granularity, now.getTime());
  const statistics = useAssemblyStatistics({
    granularity,
    from: range.from,
    to: range.to,
    ...(region === ALL_REGIONS ? {} : { region }),
  });
  const { data } = statistics;

  const known = data?.regions ?? [];
  const regionOptions = [
    { value: ALL_REGIONS, label: 'All regions' },
    ...[...known, ...(region === ALL_REGIONS || known.includes(region) ? [] : [region])].map((value) => ({
      value,
      label: value,
    })),
  ];
  const where = region === ALL_REGIONS ? 'all regions' : region;

  return (
    <PageFrame kind="list" data-slot="admin-performance-screen">
      <PageHeader
        title="Performance"
        description="Assemblies processed by the service: how they ended, how long they took and how much data they moved."
      />
      <FilterBar
        label="Statistics filters"
        filters={[granularityFilter, { ...regionFilter, options: regionOptions }]}
      />
      <DashboardBody
        source={statistics}
        subject="The assembly statistics"
        className="grid gap-6"
        skeleton={<PerformanceSkeleton />}
      >
        {(loaded) =>
          loaded.statistics.length === 0 ? (
            <EmptyState
              framed
              icon={<ChartColumn />}
              title="No assemblies in this range"
              description={`Nothing ran in ${where} during ${RANGES[granularity].text}. Pick another region or granularity.`}
            />
          ) : (
            <PerformanceCharts
              statistics={loaded.statistics}
              granularity={granularity}
              caption={`${where}, ${RANGES[granularity].text}`}
            />
          )
        }
      </DashboardBody>
    </PageFrame>
  );
}

const assembliesIn = (bucket: AssemblyStatistics) =>
  bucket.successful_count + bucket.cancelled_count + bucket.request_aborted_count + bucket.erroneous_count;

/** The series and totals of the charts, derived once per reply so the charts keep stable arrays. */
function summarize(statistics: AssemblyStatistics[]) {
  const values = (pick: (bucket: AssemblyStatistics) => number | null) => statistics.map(pick);
  // A bucket without assemblies has no duration; null draws a gap where 0 would claim instant assemblies.
  const average = (pick: (bucket: AssemblyStatistics) => number) =>
    values((bucket) => (assembliesIn(bucket) === 0 ? null : pick(bucket)));
  const sum = (pick: (bucket: AssemblyStatistics) => number) =>
    statistics.reduce((total, bucket) => total + pick(bucket), 0);

  const assemblies = sum(assembliesIn);
  const successful = sum((bucket) => bucket.successful_count);
  const erroneous = sum((bucket) => bucket.erroneous_count);
  return {
    timestamps: statistics.map((bucket) => Date.parse(bucket.data_from) / 1000),
    outcomes: [
      { label: 'Successful', tone: 'success', values: values((bucket) => bucket.successful_count) },
      {
        label: 'Unsuccessful',
        tone: 'danger',
        values: values((bucket) => assembliesIn(bucket) - bucket.successful_count),
      },
    ] satisfies ChartSeries[],
    failures: [
      { label: 'Erroneous', tone: 'danger', values: values((bucket) => bucket.erroneous_count) },
      { label: 'Cancelled', tone: 'warning', values: values((bucket) => bucket.cancelled_count) },
      { label: 'Request aborted', tone: 'neutral', values: values((bucket) => bucket.request_aborted_count) },
    ] satisfies ChartSeries[],
    durations: [
      { label: 'Upload', tone: 'info', values: average((bucket) => bucket.avg_upload_duration_ms) },
      { label: 'Queue', tone: 'warning', values: average((bucket) => bucket.avg_queue_duration_ms) },
      { label: 'Execution', tone: 'primary', values: average((bucket) => bucket.avg_execution_duration_ms) },
    ] satisfies ChartSeries[],
    bytes: [
      { label: 'Input', tone: 'primary', values: values((bucket) => bucket.total_input_bytes) },
      { label: 'Output', tone: 'info', values: values((bucket) => bucket.total_output_bytes) },
    ] satisfies ChartSeries[],
    totals: {
      assemblies,
      successRate: assemblies === 0 ? 0 : successful / assemblies,
      erroneous,
      unfinished: assemblies - successful - erroneous,
      billedBytes: sum((bucket) => bucket.total_bytes_usage),
      execution: assemblies === 0 ? 0 : sum((bucket) => bucket.total_execution_duration_ms) / assemblies,
      queue: assemblies === 0 ? 0 : sum((bucket) => bucket.total_queue_duration_ms) / assemblies,
    },
  };
}

function PerformanceCharts({
  statistics,
  granularity,
  caption,
}: {
  statistics: AssemblyStatistics[];
  granularity: StatisticsGranularity;
  /** Which region and window the figures cover ("eu-west-1, the last 30 days"). */
  caption: string;
}) {
  const view = useMemo(() => summarize(statistics), [statistics]);
  const { totals } = view;
  const shared = {
    framed: true,
    showLabel: true,
    interval: granularity,
    timestamps: view.timestamps,
  } as const;
  return (
    <>
      <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        <Stat framed label="Assemblies" value={totals.assemblies} hint={caption} />
        <Stat
          framed
          label="Success rate"
          value={totals.successRate}
          format="percent"
          hint={`${formatCount(totals.erroneous)} erroneous, ${formatCount(totals.unfinished)} cancelled or aborted`}
        />
        <Stat framed label="Billed data" value={totals.billedBytes} format="bytes" hint="Input and output" />
        <Stat
          framed
          label="Average execution time"
          value={formatChartValue(totals.execution, 'duration')}
          hint={`After ${formatChartValue(totals.queue, 'duration')} in the queue on average`}
        />
      </div>
      <div className="grid gap-4 @4xl:grid-cols-2">
        <Chart {...shared} label="Assemblies by outcome" kind="bar" series={view.outcomes} />
        <Chart {...shared} label="Unsuccessful assemblies by outcome" kind="line" series={view.failures} />
        <Chart
          {...shared}
          label="Average duration per assembly"
          kind="line"
          valueFormat="duration"
          series={view.durations}
        />
        <Chart {...shared} label="Data in and out" kind="area" valueFormat="bytes" series={view.bytes} />
      </div>
    </>
  );
}

/** The stats and charts in their places, under their real labels, while the statistics load. */
function PerformanceSkeleton() {
  const hint = <Skeleton shape="text" className="w-40" />;
  return (
    <>
      <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        <Stat framed label="Assemblies" value="" loading hint={hint} />
        <Stat framed label="Success rate" value="" loading hint={hint} />
        <Stat framed label="Billed data" value="" loading hint="Input and output" />
        <Stat framed label="Average execution time" value="" loading hint={hint} />
      </div>
      <div className="grid gap-4 @4xl:grid-cols-2">
        <ChartSkeleton framed label="Assemblies by outcome" />
        <ChartSkeleton framed label="Unsuccessful assemblies by outcome" />
        <ChartSkeleton framed label="Average duration per assembly" />
        <ChartSkeleton framed label="Data in and out" />
      </div>
    </>
  );
}
