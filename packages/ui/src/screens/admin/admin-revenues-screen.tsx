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
import { Chart, type ChartSeries, type ChartTone } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { Stat, type StatDelta } from '../../patterns/stat';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { Field } from '../../primitives/field';
import { Select } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';
import { formatAmount, formatCount, formatGrowth, formatMonth } from './admin-format';
import { DashboardBody, useSearchParamChoice } from './dashboard-parts';
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
  const [rangeText, setRange] = useSearchParamChoice(
    'months',
    (raw) => (acceptRange(raw) === undefined ? undefined : raw),
    '12',
  );
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
      <search aria-label="Revenue range" className="flex flex-wrap gap-4">
        <Field label="Range" className="w-56">
          <Select value={String(range)} onValueChange={(next) => setRange(next)} options={RANGE_OPTIONS} />
        </Field>
      </search>
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

  return (
    <>
      {last ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
          <Card>
            <CardContent className="min-w-0">
              <Stat
                label={`MRR, ${formatMonth(last.month)}`}
                value={formatAmount(last.mrr, 'USD', true)}
                delta={delta(last.mrr_growth)}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="min-w-0">
              <Stat
                label={`Invoiced, ${formatMonth(last.month)}`}
                value={formatAmount(last.invoiced, 'USD', true)}
                delta={delta(last.invoiced_growth)}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="min-w-0">
              <Stat
                label={`Collected, ${formatMonth(last.month)}`}
                value={formatAmount(last.collected, 'USD', true)}
                hint={`${formatCount(last.invoices_count)} invoices`}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="min-w-0">
              <Stat
                label="Invoiced in the range"
                value={formatAmount(
                  data.months.reduce((sum, month) => sum + Math.round(month.invoiced * 100), 0) / 100,
                  'USD',
                  true,
                )}
                hint={`${formatMonth(data.months[0]?.month ?? last.month)} to ${formatMonth(last.month)}`}
              />
            </CardContent>
          </Card>
        </div>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @4xl:grid-cols-2">
        <Card className="@4xl:col-span-2">
          <CardContent className="min-w-0">
            <Chart
              label="MRR and invoiced revenue per month (USD)"
              showLabel
              kind="line"
              interval="month"
              timestamps={timestamps}
              series={totals}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="min-w-0">
            <Chart
              label="Invoiced per month by plan (USD)"
              showLabel
              size="sm"
              kind="line"
              interval="month"
              timestamps={timestamps}
              series={byPlan}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="min-w-0">
            <Chart
              label="Invoiced per month by currency (USD)"
              showLabel
              size="sm"
              kind="area"
              interval="month"
              timestamps={timestamps}
              series={byCurrency}
            />
          </CardContent>
        </Card>
      </div>
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
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        {[
          { label: 'MRR' },
          { label: 'Invoiced' },
          { label: 'Collected', hint: true },
          { label: 'Invoiced in the range', hint: true },
        ].map(({ label, hint }) => (
          <Card key={label}>
            <CardContent className="min-w-0">
              <Stat
                label={label}
                value=""
                loading
                hint={hint ? <Skeleton shape="text" className="w-28" /> : undefined}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @4xl:grid-cols-2">
        <Card className="@4xl:col-span-2">
          <CardContent className="min-w-0">
            <ChartSkeleton label="MRR and invoiced revenue per month (USD)" />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="min-w-0">
            <ChartSkeleton label="Invoiced per month by plan (USD)" size="sm" legendLines={2} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="min-w-0">
            <ChartSkeleton label="Invoiced per month by currency (USD)" size="sm" legendLines={2} />
          </CardContent>
        </Card>
      </div>
      <MonthsTable months={NO_MONTHS} loadingRows={months} />
      <CurrencyTable rows={NO_CURRENCIES} loadingRows={USUAL_CURRENCIES} />
    </>
  );
}
