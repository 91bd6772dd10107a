import { type BillingReply, formatMoney } from '@console/api';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GIB, monthName } from '../../lib/format';
import { href } from '../../lib/paths';
import { Chart, type ChartSeries } from '../../patterns/chart';
import { Section } from '../../patterns/section';
import { Stat } from '../../patterns/stat';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { bytesWithinLimit, monthPace } from './billing-format';

export type BillingMonthSectionProps = {
  /** The workspace's slug, for the over-plan banner's way to the plans. */
  slug: string;
  billing: BillingReply;
  /** The bill limit to draw: the one being typed in the form, so the chart follows it; null for none. */
  billLimit: number | null;
};

/**
 * This month at a glance: GB used against the allowance, the cost so far and where both are heading, drawn day by
 * day with the allowance and the bill limit as lines.
 */
export function BillingMonthSection({ slug, billing, billLimit }: BillingMonthSectionProps) {
  const { month, plan, limits, plans } = billing;
  const largerPlanExists = plans.some((other) => other.gb_included > plan.gb_included);
  const included = plan.gb_included * GIB;
  return (
    <Section
      title={`${monthName(month.month)} at a glance`}
      description="What this month has cost so far, and where it is heading at its pace so far."
    >
      <div className="grid gap-6">
        {limits.bill_limit_reached && limits.bill_limit !== null ? (
          <Banner tone="danger" title="The bill limit is reached">
            This month has cost {formatMoney(month.cost_so_far, month.currency)}, past its limit of{' '}
            {formatMoney(limits.bill_limit, month.currency)}.{' '}
            {limits.stop_processing_on_bill_limit
              ? 'New assemblies are refused until the month ends or you raise the limit.'
              : 'Assemblies keep running and are billed; raise the limit or turn on stopping to cap the bill.'}
          </Banner>
        ) : null}
        {limits.plan_exceeded ? (
          <Banner
            tone="warning"
            title="This workspace has used more than its plan includes"
            action={
              largerPlanExists ? (
                <Button asChild size="sm" variant="secondary">
                  <Link to={href.billing(slug, 'plans')}>Compare plans</Link>
                </Button>
              ) : undefined
            }
          >
            {/* A capped plan bills no extra GB: it stops, as the dashboard's banner says too. */}
            {plan.gb_limit !== null ? (
              `New assemblies are refused until the allowance renews${largerPlanExists ? ' or you move to a larger plan' : ''}.`
            ) : (
              <>
                Every GB beyond the {plan.gb_included} GB of the {plan.title} plan is billed at{' '}
                {formatMoney(plan.price_per_gb, plan.currency)}
                {plan.tiers.length > 1 ? ' or less, by its tiers' : ''}
                {largerPlanExists ? '; a larger plan may cost less.' : '.'}
              </>
            )}
          </Banner>
        ) : null}
        <div className="grid gap-6 sm:grid-cols-3">
          <Stat label="Data processed" value={month.bytes_used} format="bytes" limit={included} />
          <Stat
            label="Cost so far"
            value={formatMoney(month.cost_so_far, month.currency)}
            hint="Plan, add-ons and extra GB, before discounts and VAT"
          />
          <Stat
            label="Forecast for the month"
            value={formatMoney(month.forecast_cost, month.currency)}
            hint={`About ${(month.forecast_bytes / GIB).toFixed(1)} GB at this pace`}
          />
        </div>
        <ForecastChart billing={billing} billLimit={billLimit} />
      </div>
    </Section>
  );
}

function ForecastChart({ billing, billLimit }: Omit<BillingMonthSectionProps, 'slug'>) {
  const { month, plan } = billing;
  const timestamps = useMemo(
    () =>
      Array.from(
        { length: month.days_in_month },
        (_, index) => Date.parse(`${month.month}-${String(index + 1).padStart(2, '0')}T00:00:00Z`) / 1000,
      ),
    [month.month, month.days_in_month],
  );
  const limitBytes = billLimit === null ? null : bytesWithinLimit(billLimit, month, plan);
  const series = useMemo<ChartSeries[]>(() => {
    const { bytesPerDay } = monthPace(month);
    const used: (number | null)[] = [];
    let total = 0;
    for (const day of month.daily) {
      total += day.bytes_used;
      used.push(total);
    }
    const today = month.daily.length - 1;
    const days = Array.from({ length: month.days_in_month }, (_, index) => index);
    const lines: ChartSeries[] = [
      { label: 'Used', tone: 'primary', values: days.map((index) => used[index] ?? null) },
      {
        label: 'Forecast',
        // Dashed and grey: expected, not measured, and never mistaken for "Used" beside it.
        tone: 'neutral',
        dashed: true,
        values: days.map((index) =>
          index < today ? null : index === today ? total : Math.round(bytesPerDay * (index + 1)),
        ),
      },
      { label: 'Included', tone: 'success', values: days.map(() => plan.gb_included * GIB) },
    ];
    if (limitBytes !== null && Number.isFinite(limitBytes)) {
      lines.push({ label: 'Bill limit', tone: 'danger', values: days.map(() => Math.round(limitBytes)) });
    }
    return lines;
  }, [month, plan.gb_included, limitBytes]);
  return (
    <Chart
      label="Data processed this month, with the forecast"
      showLabel
      kind="line"
      size="sm"
      valueFormat="bytes"
      interval="day"
      timestamps={timestamps}
      series={series}
    />
  );
}
