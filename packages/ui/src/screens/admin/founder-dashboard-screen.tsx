import { type FounderDashboardReply, type RankedWorkspace, useFounderDashboard } from '@console/api';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { Chart, type ChartSeries } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { formatStatValue, Stat } from '../../patterns/stat';
import { Skeleton } from '../../primitives/skeleton';
import { textLink } from '../../primitives/text-link';
import { formatAmount, formatCount, formatMonth } from './admin-format';
import { CardGrid, DashboardBody, DashboardCard, FigureRow } from './dashboard-parts';

const linkClass = textLink();

/**
 * The founder's one page: signups per week, live and churned workspaces with why they left, this month's revenue
 * forecast, the biggest workspaces by usage and by revenue, and failed payments. Every figure links to the list
 * behind it. Founders only: the server refuses anyone else, admins included.
 */
export function FounderDashboardScreen() {
  const dashboard = useFounderDashboard();

  return (
    <PageFrame kind="list" data-slot="founder-dashboard-screen">
      <PageHeader
        title="Founder dashboard"
        description="How the business stands today. Every number opens the list behind it."
      />
      <DashboardBody
        source={dashboard}
        subject="The founder dashboard"
        refusedTitle="This dashboard is for founders"
        refusedReason="Your account does not have the founder role, so the server refused to send these figures."
        className="grid grid-cols-[minmax(0,1fr)] gap-6"
        skeleton={<FounderSkeleton />}
      >
        {(data) => <FounderBody data={data} />}
      </DashboardBody>
    </PageFrame>
  );
}

type FigureProps = { label: string; value: string; to: string; hint: string };

/** A headline figure that is itself the link to its list, so the number is what one clicks. */
function Figure({ label, value, to, hint }: FigureProps) {
  return (
    <DashboardCard data-slot="founder-figure">
      <Stat
        label={label}
        value={
          <Link to={to} className={linkClass} aria-label={`${label}: ${value}`}>
            {value}
          </Link>
        }
        hint={hint}
      />
    </DashboardCard>
  );
}

function FounderBody({ data }: { data: FounderDashboardReply }) {
  const timestamps = useMemo(
    () => data.signups.map((week) => Date.parse(`${week.week}T00:00:00Z`) / 1000),
    [data],
  );
  const series = useMemo<ChartSeries[]>(
    () => [{ label: 'Signups', tone: 'primary', values: data.signups.map((week) => week.count) }],
    [data],
  );
  const signups = data.signups.reduce((sum, week) => sum + week.count, 0);
  const thisWeek = data.signups.at(-1)?.count ?? 0;

  return (
    <>
      <FigureRow>
        <Figure
          label="Active workspaces"
          value={formatCount(data.workspaces.active)}
          to={href.adminWorkspaces('active')}
          hint={`of ${formatCount(data.workspaces.total)} not deleted`}
        />
        <Figure
          label="Churned workspaces"
          value={formatCount(data.workspaces.cancelled)}
          to={href.adminWorkspaces('cancelled')}
          hint="Cancelled, not deleted"
        />
        <Figure
          label={`Revenue forecast, ${formatMonth(data.forecast.month)}`}
          value={formatAmount(data.forecast.amount, 'USD', true)}
          to={href.adminRevenues()}
          hint={`Last month invoiced ${formatAmount(data.forecast.last_month, 'USD', true)}`}
        />
        <Figure
          label="Failed payments"
          value={formatCount(data.failed_payments.count)}
          to={href.adminInvoices()}
          hint={`${formatAmount(data.failed_payments.amount, 'USD', true)} unpaid`}
        />
      </FigureRow>
      <DashboardCard>
        <p className="text-fg-muted text-sm">
          <Link to={href.adminWorkspaces()} className={linkClass}>
            {`${formatCount(signups)} signups in ${data.signups.length} weeks`}
          </Link>
          {`, ${formatCount(thisWeek)} this week so far`}
        </p>
        <Chart
          label="Signups per week"
          showLabel
          size="sm"
          kind="bar"
          interval="day"
          timestamps={timestamps}
          series={series}
        />
      </DashboardCard>
      <CardGrid>
        <ListCard title="Why workspaces cancelled">
          {data.cancel_reasons.map((reason) => (
            <Row key={reason.reason} label={reason.reason}>
              <Link
                to={href.adminWorkspaces('cancelled')}
                className={linkClass}
                aria-label={`${reason.reason}: ${formatCount(reason.count)} cancelled workspaces`}
              >
                {formatCount(reason.count)}
              </Link>
            </Row>
          ))}
        </ListCard>
        <ListCard title="Failed payments, newest">
          {data.failed_payments.recent.map((payment) => (
            <Row
              key={payment.invoice_id}
              label={
                <Link to={href.adminWorkspace(payment.workspace.slug)} className={linkClass}>
                  {payment.workspace.name}
                </Link>
              }
            >
              <Link
                to={href.adminInvoice(payment.invoice_id)}
                className={linkClass}
                aria-label={`Invoice ${payment.number}, ${formatAmount(payment.total_fee, payment.currency)}`}
              >
                {formatAmount(payment.total_fee, payment.currency)}
              </Link>
            </Row>
          ))}
        </ListCard>
        <TopList
          title="Top workspaces by usage"
          rows={data.top_by_usage}
          format={(value) => formatStatValue(value, 'bytes')}
        />
        <TopList
          title="Top workspaces by revenue, last 12 months"
          rows={data.top_by_revenue}
          format={(value) => formatAmount(value, 'USD', true)}
        />
      </CardGrid>
    </>
  );
}

function ListCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DashboardCard>
      <h2 className="font-semibold text-base text-fg">{title}</h2>
      <ul className="grid gap-2">{children}</ul>
    </DashboardCard>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-baseline justify-between gap-4 text-sm">
      <span className="min-w-0 truncate">{label}</span>
      <span className="shrink-0 tabular-nums">{children}</span>
    </li>
  );
}

function TopList({
  title,
  rows,
  format,
}: {
  title: string;
  rows: RankedWorkspace[];
  format: (value: number) => string;
}) {
  return (
    <ListCard title={title}>
      {rows.map((row) => (
        <Row
          key={row.id}
          label={
            <Link to={href.adminWorkspace(row.slug)} className={linkClass} title={row.name}>
              {row.name}
            </Link>
          }
        >
          {format(row.value)}
        </Row>
      ))}
    </ListCard>
  );
}

/** Rows each list usually holds: the ten reasons offered on cancelling, the recent failures and the top fives. */
const USUAL_ROWS = { reasons: 10, failed: 10, top: 5 } as const;

function ListSkeleton({ title, rows }: { title: string; rows: number }) {
  return (
    <ListCard title={title}>
      {Array.from({ length: rows }, (_, index) => (
        // Placeholder rows have no identity; their position is all there is.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Row key={index} label={<Skeleton shape="text" className="w-40" />}>
          <Skeleton shape="text" className="w-12" />
        </Row>
      ))}
    </ListCard>
  );
}

/** The dashboard's cards with their real labels and titles, the figures, chart and lists loading in them. */
function FounderSkeleton() {
  return (
    <>
      <FigureRow>
        {['Active workspaces', 'Churned workspaces', 'Revenue forecast', 'Failed payments'].map((label) => (
          <DashboardCard key={label}>
            <Stat label={label} value="" loading hint={<Skeleton shape="text" className="w-32" />} />
          </DashboardCard>
        ))}
      </FigureRow>
      <DashboardCard>
        <p className="text-sm">
          <Skeleton shape="text" className="w-64" />
        </p>
        <ChartSkeleton label="Signups per week" size="sm" />
      </DashboardCard>
      <CardGrid>
        <ListSkeleton title="Why workspaces cancelled" rows={USUAL_ROWS.reasons} />
        <ListSkeleton title="Failed payments, newest" rows={USUAL_ROWS.failed} />
        <ListSkeleton title="Top workspaces by usage" rows={USUAL_ROWS.top} />
        <ListSkeleton title="Top workspaces by revenue, last 12 months" rows={USUAL_ROWS.top} />
      </CardGrid>
    </>
  );
}
