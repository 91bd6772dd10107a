import type { MonthUsage, Plan } from '@console/api';
import { ArrowRight, FileCode, FileType, Play } from 'lucide-react';
import { Fragment, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { formatPrice, GIB, monthName } from '../../lib/format';
import { href } from '../../lib/paths';
import type { ChartSeries } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { Stat } from '../../patterns/stat';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';

/**
 * The chart, as the recent assemblies' table, is its own chunk: the header and the figures paint without it, and the pages that
 * share the dashboard's other parts do not download it with them.
 */
const Chart = lazy(async () => ({ default: (await import('../../patterns/chart')).Chart }));

const GET_STARTED_STEPS = [
  {
    key: 'file-type',
    title: 'Choose what to process',
    description: 'Video, images, audio or documents.',
    icon: FileType,
  },
  {
    key: 'setting-up',
    title: 'Set up a pipeline',
    description: 'Pick a starter, see the steps it runs and save it as a template.',
    icon: FileCode,
  },
  {
    key: 'processing',
    title: 'Process a file',
    description: 'Upload a file of your own, follow each step and download the results.',
    icon: Play,
  },
] as const;

/** The first run (onboarding), offered while the workspace has no assemblies. */
export function GetStartedCard({ slug }: { slug: string }) {
  return (
    <Card data-slot="get-started">
      <CardHeader>
        <CardTitle asChild>
          <h2>Get started</h2>
        </CardTitle>
        <CardDescription>
          This workspace has not processed anything yet. Three steps to the first file:
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3 @xl:grid-cols-3">
          {GET_STARTED_STEPS.map((step, index) => (
            <li key={step.key} className="flex flex-col gap-2 rounded-md border border-border bg-surface p-4">
              <span className="flex items-center gap-2 text-fg-muted text-sm">
                <step.icon aria-hidden className="size-4" />
                Step {index + 1}
              </span>
              <span className="font-medium text-fg">{step.title}</span>
              <span className="text-fg-muted text-sm">{step.description}</span>
            </li>
          ))}
        </ol>
        <div>
          <Button asChild>
            <Link to={href.onboardingFileType(slug)}>
              Process your first file
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const PLAN_FACTS = ['Simultaneous jobs', 'Largest file', 'Seats'] as const;

/** The limits people run into first, in the plan's own words. */
function planFacts(plan: Plan): [(typeof PLAN_FACTS)[number], string][] {
  return [
    ['Simultaneous jobs', String(plan.max_jobs_simulteneous)],
    ['Largest file', plan.file_size_limit_in_gb === null ? 'No limit' : `${plan.file_size_limit_in_gb} GB`],
    ['Seats', plan.num_seats === null ? 'Unlimited' : String(plan.num_seats)],
  ];
}

/**
 * The plan as a band across the dashboard: its name and price, then its limits side by side on a wide screen. Beside
 * the usage chart, in a third of the width, it left about 160 px of its card empty.
 */
const PLAN_LAYOUT = 'grid gap-4 @2xl:grid-cols-[1fr_auto] @2xl:items-end @2xl:gap-10';

function PlanFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm @2xl:grid-flow-col @2xl:grid-cols-none @2xl:grid-rows-[auto_auto] @2xl:gap-x-10">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="text-fg-muted">{term}</dt>
          <dd className="text-right text-fg tabular-nums @2xl:text-left @2xl:font-medium">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The plan's card; without a plan, placeholders in the lines it will fill. */
export function PlanCard({ plan }: { plan?: Plan }) {
  const loading = (width: string) => <Skeleton shape="text" className={width} />;
  return (
    <Card aria-hidden={plan ? undefined : true} data-slot="plan-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>Plan</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={PLAN_LAYOUT}>
        <div className="grid gap-1">
          <p className="font-semibold text-fg text-xl">{plan ? plan.title : loading('w-32')}</p>
          <p className="text-fg text-sm">
            {plan ? (
              <>
                <span className="font-medium">{formatPrice(plan.price_per_month, plan.currency)}</span> per
                month
              </>
            ) : (
              loading('w-28')
            )}
          </p>
          <p className="text-fg-muted text-sm">{plan ? includedText(plan) : loading('w-48')}</p>
        </div>
        <PlanFacts
          facts={
            plan
              ? planFacts(plan)
              : PLAN_FACTS.map((term) => [term, <Skeleton key={term} shape="text" className="w-12" />])
          }
        />
      </CardContent>
    </Card>
  );
}

/** What the price buys: the data included, and what more costs. */
function includedText(plan: Plan): string {
  const lifetime = plan.has_lifetime_limit ? ' for the lifetime of the workspace' : '';
  const extra = plan.price_per_gb > 0 ? `, then ${formatPrice(plan.price_per_gb, plan.currency)} per GB` : '';
  return `${plan.gb_included} GB included${lifetime}${extra}`;
}

export function UsageCard({ usage, className }: { usage: MonthUsage; className?: string }) {
  const timestamps = useMemo(
    () => usage.daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    [usage.daily],
  );
  const series = useMemo<ChartSeries[]>(
    () => [{ label: 'Data processed', tone: 'primary', values: usage.daily.map((day) => day.bytes_used) }],
    [usage.daily],
  );
  return (
    <Card data-slot="usage-card" className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Usage in {monthName(usage.month)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-6 @xl:grid-cols-2">
          <Stat
            label="Data processed"
            value={usage.bytes_used}
            format="bytes"
            limit={usage.gb_included * GIB}
          />
          <Stat label="Assemblies" value={usage.assemblies_count} hint="Started this month" />
        </div>
        {usage.bytes_used > 0 ? (
          <Suspense fallback={<ChartSkeleton size="sm" />}>
            <Chart
              label="Data processed per day"
              kind="bar"
              size="sm"
              valueFormat="bytes"
              interval="day"
              timestamps={timestamps}
              series={series}
            />
          </Suspense>
        ) : (
          <p className="text-fg-muted text-sm">No usage yet this month.</p>
        )}
      </CardContent>
    </Card>
  );
}
