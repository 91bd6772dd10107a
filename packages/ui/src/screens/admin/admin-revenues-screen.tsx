import {
  REVENUE_RANGES,
  type RevenueMonth,
  type RevenueRange,
  type RevenuesReply,
  useRevenues,
} from '@console/api';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { downloadText } from '../../lib/download';
import { Chart, type ChartKind, type ChartSeries, type ChartTone } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { Stat, type StatDelta } from '../../patterns/stat';
import { Button } from '../../primitives/button';

import { Skeleton } from '../../primitives/skeleton';
import { formatAmount, formatCount, formatGrowth, formatMonth } from './admin-format';
import {
  CardGrid,
  DashboardBody,
  DashboardCard,
  FigureRow,
  FilterBar,
  useChoiceFilter,
} from './dashboard-parts';
import { type CurrencyRow, CurrencyTable, MonthsTable } from './revenue-tables';
import { revenuesCsv } from './revenues-csv';

const RANGE_OPTIONS = REVENUE_RANGES.map((value) => ({
  value: String(value),
  label: `Last ${value} months`,
}));
const acceptRange = (raw: string) => REVENUE_RANGES.find((value) => String(value) === raw);
/** Plans beyond these are summed as "Other plans", so the chart stays readable. */
const CHART_PLANS = 4;
const TONES: ChartTone[] = ['primary', 'info', 'success', 'warning', 'danger'];

/**
 * Admin: monthly recurring revenue and invoiced revenue per month, in US dollars converted from each invoice's
 * currency with its plan's rate, by plan and by currency, with growth month on month and a CSV of the table. The
 * range lives in the URL, so a link reproduces the view.
 */
export function AdminRevenuesScreen() {
  const [rangeText, rangeFilter] = useChoiceFilter({
    name: 'months',
    label: 'Range',
    options: RANGE_OPTIONS,
    fallback: '12',
  });
  const range: RevenueRange = acceptRange(rangeText) ?? 12;
  const revenues = useRevenues(range);
  const { data } = revenues;

  return (
    <PageFrame kind="list" data-slot="admin-revenues-screen">
      <PageHeader
        title="Revenues"
        description="Recurring and invoiced revenue per month in US dollars, net of VAT, converted at each plan's exchange rate."
        actions={
          <Button
            variant="secondary"
            disabled={data === undefined}
            onClick={() =>
              data &&
              downloadText(
                `revenues-${data.months[0]?.month ?? ''}-${data.months.at(-1)?.month ?? ''}.csv`,
                revenuesCsv(data),
              )
            }
          >
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        }
      />
      <FilterBar label="Revenue range" filters={[rangeFilter]} />
      <DashboardBody
        source={revenues}
        subject="The revenues"
        refusedTitle="Revenues are for admins and founders"
        refusedReason="Your account does not have the admin role, so the server refused to send these figures."
        className="grid grid-cols-[minmax(0,1fr)] gap-6"
        skeleton={<RevenuesSkeleton months={range} />}
      >
        {(data) => <RevenuesBody data={data} />}
      </DashboardBody>
    </PageFrame>
  );
}

/** The charts, in their order: the totals across the page, by plan and by currency side by side under them. */
const CHARTS: readonly {
  label: string;
  kind: ChartKind;
  series: 'totals' | 'byPlan' | 'byCurrency';
  wide?: boolean;
}[] = [
  { label: 'MRR and invoiced revenue per month (USD)', kind: 'line', series: 'totals', wide: true },
  { label: 'Invoiced per month by plan (USD)', kind: 'line', series: 'byPlan' },
  { label: 'Invoiced per month by currency (USD)', kind: 'area', series: 'byCurrency' },
];

function delta(growth: number | null): StatDelta | undefined {
  if (growth === null) return undefined;
  const direction = growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat';
  return {
    value: formatGrowth(growth),
    direction,
    sentiment: direction === 'up' ? 'positive' : direction === 'down' ? 'negative' : 'neutral',
    period: 'vs. the month before',
  };
}

function RevenuesBody({ data }: { data: RevenuesReply }) {
  const last = data.months.at(-1);
  const timestamps = useMemo(
    () => data.months.map((month) => Date.parse(`${month.month}-01T00:00:00Z`) / 1000),
    [data],
  );
  const totals = useMemo<ChartSeries[]>(
    () => [
      { label: 'MRR', tone: 'primary', values: data.months.map((month) => month.mrr) },
      { label: 'Invoiced', tone: 'success', values: data.months.map((month) => month.invoiced) },
    ],
    [data],
  );
  const byPlan = useMemo<ChartSeries[]>(() => {
    const shown = data.by_plan.slice(0, CHART_PLANS).map((plan, index) => ({
      label: plan.plan_title,
      tone: TONES[index % TONES.length],
      values: plan.invoiced,
    }));
    const rest = data.by_plan.slice(CHART_PLANS);
    if (rest.length === 0) return shown;
    const other = data.months.map(
      (_, at) => Math.round(rest.reduce((sum, plan) => sum + (plan.invoiced[at] ?? 0) * 100, 0)) / 100,
    );
    return [...shown, { label: 'Other plans', tone: 'neutral', values: other }];
  }, [data]);
  const byCurrency = useMemo<ChartSeries[]>(
    () =>
      data.by_currency.map((currency, index) => ({
        label: currency.currency,
        tone: TONES[index % TONES.length],
        values: currency.invoiced_usd,
      })),
    [data],
  );
  const series = { totals, byPlan, byCurrency };

  return (
    <>
      {last ? (
        <FigureRow>
          {[
            {
              label: `MRR, ${formatMonth(last.month)}`,
              value: formatAmount(last.mrr, 'USD', true),
              delta: delta(last.mrr_growth),
            },
            {
              label: `Invoiced, ${formatMonth(last.month)}`,
              value: formatAmount(last.invoiced, 'USD', true),
              delta: delta(last.invoiced_growth),
            },
            {
              label: `Collected, ${formatMonth(last.month)}`,
              value: formatAmount(last.collected, 'USD', true),
              hint: `${formatCount(last.invoices_count)} invoices`,
            },
            {
              label: 'Invoiced in the range',
              value: formatAmount(
                data.months.reduce((sum, month) => sum + Math.round(month.invoiced * 100), 0) / 100,
                'USD',
                true,
              ),
              hint: `${formatMonth(data.months[0]?.month ?? last.month)} to ${formatMonth(last.month)}`,
            },
          ].map((figure) => (
            <DashboardCard key={figure.label}>
              <Stat {...figure} />
            </DashboardCard>
          ))}
        </FigureRow>
      ) : null}
      <CardGrid>
        {CHARTS.map((chart) => (
          <DashboardCard key={chart.label} className={chart.wide ? '@4xl:col-span-2' : undefined}>
            <Chart
              label={chart.label}
              showLabel
              size={chart.wide ? 'md' : 'sm'}
              kind={chart.kind}
              interval="month"
              timestamps={timestamps}
              series={series[chart.series]}
            />
          </DashboardCard>
        ))}
      </CardGrid>
      <MonthsTable months={data.months} />
      <CurrencyTable rows={data.by_currency} />
    </>
  );
}

/** Currencies the invoices of a range are usually in: the rows the currency table holds while it loads. */
const USUAL_CURRENCIES = 3;
const NO_MONTHS: RevenueMonth[] = [];
const NO_CURRENCIES: CurrencyRow[] = [];

/** The page's stats, charts and tables loading in their places; the months table holds a row per month asked for. */
function RevenuesSkeleton({ months }: { months: number }) {
  return (
    <>
      <FigureRow>
        {[
          { label: 'MRR' },
          { label: 'Invoiced' },
          { label: 'Collected', hint: true },
          { label: 'Invoiced in the range', hint: true },
        ].map(({ label, hint }) => (
          <DashboardCard key={label}>
            <Stat
              label={label}
              value=""
              loading
              hint={hint ? <Skeleton shape="text" className="w-28" /> : undefined}
            />
          </DashboardCard>
        ))}
      </FigureRow>
      <CardGrid>
        {CHARTS.map((chart) => (
          <DashboardCard key={chart.label} className={chart.wide ? '@4xl:col-span-2' : undefined}>
            <ChartSkeleton
              label={chart.label}
              size={chart.wide ? 'md' : 'sm'}
              legendLines={chart.wide ? undefined : 2}
            />
          </DashboardCard>
        ))}
      </CardGrid>
      <MonthsTable months={NO_MONTHS} loadingRows={months} />
      <CurrencyTable rows={NO_CURRENCIES} loadingRows={USUAL_CURRENCIES} />
    </>
  );
}
