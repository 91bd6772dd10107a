import {
  BUSINESS_PERIODS,
  type BusinessHeadlines,
  type BusinessMetricsReply,
  type BusinessPeriod,
  type MetricPoint,
  useBusinessMetrics,
} from '@console/api';
import { useMemo } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { Chart, type ChartKind, type ChartTone, type ChartValueFormat } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { Stat, type StatDelta, type StatFormat } from '../../patterns/stat';
import { Card, CardContent } from '../../primitives/card';
import { DashboardBody, FilterBar, useChoiceFilter } from './dashboard-parts';

const PERIODS: Record<BusinessPeriod, { label: string; previous: string }> = {
  '30d': { label: 'Last 30 days', previous: 'vs. the 30 days before' },
  '90d': { label: 'Last 90 days', previous: 'vs. the 90 days before' },
  '12m': { label: 'Last 12 months', previous: 'vs. the 12 months before' },
};
const PERIOD_OPTIONS = BUSINESS_PERIODS.map((value) => ({ value, label: PERIODS[value].label }));

type MetricKey = keyof BusinessHeadlines;

type Metric = {
  key: MetricKey;
  label: string;
  /** What the headline figure counts, under it. */
  hint: string;
  kind: ChartKind;
  tone: ChartTone;
  /** How the headline reads; revenue is money, which Stat has no format for, so it is formatted here. */
  format: StatFormat | 'money';
  chartFormat: ChartValueFormat;
};

const METRICS: readonly Metric[] = [
  {
    key: 'signups',
    label: 'Signups',
    hint: 'New accounts in the period',
    kind: 'bar',
    tone: 'primary',
    format: 'number',
    chartFormat: 'number',
  },
  {
    key: 'active_workspaces',
    label: 'Active workspaces',
    hint: 'Ran an assembly in the 30 days up to the end of the period',
    kind: 'line',
    tone: 'info',
    format: 'number',
    chartFormat: 'number',
  },
  {
    key: 'revenue',
    label: 'Revenue',
    hint: 'Invoiced in the period',
    kind: 'area',
    tone: 'success',
    format: 'money',
    chartFormat: 'number',
  },
  {
    key: 'usage_bytes',
    label: 'Usage',
    hint: 'Billed bytes of every workspace',
    kind: 'area',
    tone: 'primary',
    format: 'bytes',
    chartFormat: 'bytes',
  },
];

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The change against the period before; more of every one of these metrics is good news. */
function change(current: number, previous: number, period: BusinessPeriod): StatDelta | undefined {
  if (previous === 0) return undefined;
  const ratio = (current - previous) / previous;
  const direction = Math.abs(ratio) < 0.0005 ? 'flat' : ratio > 0 ? 'up' : 'down';
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  return {
    value: `${sign}${percentFormat.format(Math.abs(ratio))}`,
    direction,
    sentiment: direction === 'up' ? 'positive' : direction === 'down' ? 'negative' : 'neutral',
    period: PERIODS[period].previous,
  };
}

/**
 * Admin: how the business is doing: signups, active workspaces, revenue and usage over a period, each against
 * the period before. The period lives in the URL, so a link reproduces the view.
 */
export function AdminBiScreen() {
  const [period, periodFilter] = useChoiceFilter({
    name: 'period',
    label: 'Period',
    options: PERIOD_OPTIONS,
    fallback: '30d',
  });
  const metrics = useBusinessMetrics(period);

  return (
    <PageFrame kind="list" data-slot="admin-bi-screen">
      <PageHeader
        title="Business intelligence"
        description="Signups, active workspaces, revenue and usage, each compared with the period before."
      />
      <FilterBar label="Business metrics period" filters={[periodFilter]} />
      <DashboardBody
        source={metrics}
        subject="The business metrics"
        className="grid gap-6"
        skeleton={<BiSkeleton />}
      >
        {(data) => <BiCharts data={data} />}
      </DashboardBody>
    </PageFrame>
  );
}

function BiCharts({ data }: { data: BusinessMetricsReply }) {
  const timestamps = useMemo(
    () => data.signups.map((point) => Date.parse(`${point.date}T00:00:00Z`) / 1000),
    [data],
  );
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: data.currency,
    maximumFractionDigits: 0,
  });
  const per = data.interval === 'month' ? 'per month' : 'per day';

  return (
    <div className="grid gap-4 @4xl:grid-cols-2">
      {METRICS.map((metric) => {
        const current = data.current[metric.key];
        const chartLabel =
          metric.format === 'money' ? `${metric.label} ${per} (${data.currency})` : `${metric.label} ${per}`;
        return (
          <Card key={metric.key} data-slot="bi-metric">
            <CardContent className="grid gap-4">
              <Stat
                label={metric.label}
                value={metric.format === 'money' ? money.format(current) : current}
                format={metric.format === 'money' ? undefined : metric.format}
                delta={change(current, data.previous[metric.key], data.period)}
                hint={metric.hint}
              />
              <MetricChart
                label={chartLabel}
                seriesLabel={metric.label}
                kind={metric.kind}
                tone={metric.tone}
                valueFormat={metric.chartFormat}
                interval={data.interval}
                timestamps={timestamps}
                points={data[metric.key]}
              />
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

type MetricChartProps = {
  label: string;
  /** The series' name in the legend and the data table ("Revenue"). */
  seriesLabel: string;
  kind: ChartKind;
  tone: ChartTone;
  valueFormat: ChartValueFormat;
  interval: 'day' | 'month';
  timestamps: number[];
  /** The reply's points of this metric; the same array for as long as the reply lasts. */
  points: MetricPoint[];
};

/** One metric's trend; its series array is kept stable so the chart draws once per reply. */
function MetricChart({
  label,
  seriesLabel,
  kind,
  tone,
  valueFormat,
  interval,
  timestamps,
  points,
}: MetricChartProps) {
  const series = useMemo(
    () => [{ label: seriesLabel, tone, values: points.map((point) => point.value) }],
    [seriesLabel, tone, points],
  );
  return (
    <Chart
      label={label}
      showLabel
      size="sm"
      kind={kind}
      valueFormat={valueFormat}
      interval={interval}
      timestamps={timestamps}
      series={series}
    />
  );
}

/** Each metric's card loading: its label and hint, the figure's place, and its chart under the metric's name. */
function BiSkeleton() {
  return (
    <div className="grid gap-4 @4xl:grid-cols-2">
      {METRICS.map((metric) => (
        <Card key={metric.key} data-slot="bi-metric">
          <CardContent className="grid gap-4">
            <Stat label={metric.label} value="" loading hint={metric.hint} />
            <ChartSkeleton label={metric.label} size="sm" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
