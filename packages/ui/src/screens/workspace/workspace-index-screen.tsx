import {
  type MonthUsage,
  type Plan,
  type RecentAssembly,
  useWorkspace,
  useWorkspaceOverview,
  type Workspace,
  type WorkspaceOverviewReply,
} from '@console/api';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { useAfterFirstPaint } from '../../lib/after-paint';
import { formatBytes, formatPrice, GIB } from '../../lib/format';
import { href } from '../../lib/paths';
import { type ServerListSource, useServerList } from '../../lib/use-server-list';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { PageHeader } from '../../patterns/page-header';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { Stat } from '../../patterns/stat';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';
import { GetStartedCard, PlanCard, UsageCard } from './workspace-cards';

export type WorkspaceIndexScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}). */
  workspace: string;
};

/** What the dashboard shows, from its two calls. */
type DashboardData = { workspace: Workspace; overview: WorkspaceOverviewReply };

/**
 * The workspace's dashboard: its plan, this month's usage against the plan, the latest assemblies, and the
 * first run (onboarding) on offer while the workspace has no assemblies.
 */
export function WorkspaceIndexScreen({ workspace: slug }: WorkspaceIndexScreenProps) {
  const workspace = useWorkspace(slug);
  const overview = useWorkspaceOverview(slug);
  const data = useMemo<DashboardData | undefined>(
    () =>
      workspace.data === undefined || overview.data === undefined
        ? undefined
        : { workspace: workspace.data.workspace, overview: overview.data },
    [workspace.data, overview.data],
  );
  // The page is one list (the recent assemblies) with the workspace's figures around it, from two calls together.
  // Their answers arrive as SWR updates, which React renders at once, in one task; deferred, the figures, chart
  // and table render in slices that yield to the browser, so a slow phone's main thread is not blocked meanwhile.
  const shown = useDeferredValue(data);
  const source: ServerListSource<DashboardData> = {
    data: shown,
    error: workspace.error ?? overview.error,
    // Read only by a failure's "Try again", so the page does not re-render with every request of the two calls.
    get isValidating() {
      return workspace.isValidating || overview.isValidating;
    },
    mutate: () => Promise.all([workspace.mutate(), overview.mutate()]),
  };
  const list = useServerList(source, { isEmpty: (both) => both.overview.recent_assemblies.length === 0 });
  // The figures, chart and table render once the header has painted, in a render that yields to the browser: the
  // header (the page's largest text) paints first instead of waiting for them, and the chart's and table's chunks
  // are asked for only after it (docs/first-paint.md). Their skeleton holds the place meanwhile.
  const showDashboard = useAfterFirstPaint();
  const name = workspace.data?.workspace.name;
  // Over the plan, the page's one main action is the upgrade, in the banner that says so; "New template" steps back.
  const overPlan = data !== undefined ? isOverPlan(data) : workspace.data?.workspace.plan_exceeded === true;

  return (
    <PageFrame kind="list" data-slot="workspace-index-screen">
      <PageHeader
        title={
          name ??
          (workspace.isLoading ? (
            <>
              <span className="sr-only">Loading the workspace</span>
              <Skeleton className="h-8 w-56" />
            </>
          ) : (
            slug
          ))
        }
        description="Your plan, this month's usage and the latest assemblies of this workspace."
        actions={
          // Only once the workspace is known: a page that could not load it offers nothing to do in it. Not waiting
          // for the overview: the button appearing above the figures would push them down.
          workspace.data === undefined ? undefined : (
            <Button asChild variant={overPlan ? 'secondary' : 'primary'}>
              <Link to={href.templateNew(slug)}>
                <Plus aria-hidden />
                New template
              </Link>
            </Button>
          )
        }
      />
      <ServerListFrame list={list} texts={DASHBOARD_TEXTS} className="grid gap-6">
        {'data' in list && showDashboard ? <Dashboard slug={slug} {...list.data} /> : <DashboardSkeleton />}
        {/* The same table loading and loaded, so the rows fill in rather than replace a placeholder. */}
        <RecentAssemblies
          slug={slug}
          assemblies={'data' in list && showDashboard ? list.data.overview.recent_assemblies : undefined}
        />
      </ServerListFrame>
    </PageFrame>
  );
}

const DASHBOARD_TEXTS = {
  loading: 'Loading the dashboard',
  failed: 'This dashboard could not be loaded',
  stale: 'This dashboard could not be refreshed',
  staleNote: 'The figures and assemblies below are as they were last loaded.',
};

/** Over the plan: the server's flag, or this month's bytes past the allowance. */
function isOverPlan({ workspace, overview }: DashboardData): boolean {
  return workspace.plan_exceeded || overview.usage.bytes_used > overview.plan.gb_included * GIB;
}

function Dashboard({ slug, workspace, overview }: DashboardData & { slug: string }) {
  const { plan, usage, is_new: isNew } = overview;
  return (
    <>
      {isOverPlan({ workspace, overview }) ? (
        <PlanExceededBanner slug={slug} plan={plan} usage={usage} />
      ) : null}
      {isNew ? <GetStartedCard slug={slug} /> : null}
      <PlanCard plan={plan} />
      <UsageCard usage={usage} />
    </>
  );
}

function PlanExceededBanner({ slug, plan, usage }: { slug: string; plan: Plan; usage: MonthUsage }) {
  const used = `${formatBytes(usage.bytes_used)} of the ${plan.gb_included} GB in your ${plan.title} plan`;
  const consequence =
    plan.gb_limit !== null
      ? 'New assemblies are refused until the allowance renews or you move to a larger plan.'
      : plan.price_per_gb > 0
        ? `Every further GB is billed at ${formatPrice(plan.price_per_gb, plan.currency)}; a larger plan may cost less.`
        : 'A larger plan gives this workspace more room.';
  return (
    <Banner
      tone="warning"
      title="This workspace has used more than its plan includes"
      action={
        <Button asChild size="sm">
          <Link to={href.billing(slug, 'plans')}>Upgrade plan</Link>
        </Button>
      }
    >
      This month it has processed {used}. {consequence}
    </Banner>
  );
}

/** The recent assemblies' table is its own chunk: the header and the figures paint without it. */
const RecentAssembliesTable = lazy(async () => ({
  default: (await import('./recent-assemblies-table')).RecentAssembliesTable,
}));

/** The latest five assemblies; until the overview's answer, a placeholder of their table's size under the same header. */
function RecentAssemblies({ slug, assemblies }: { slug: string; assemblies?: RecentAssembly[] }) {
  return (
    <section aria-labelledby="recent-assemblies-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-assemblies-title" className="font-semibold text-base text-fg">
          Recent assemblies
        </h2>
        {assemblies === undefined ? (
          <Skeleton className="w-36" />
        ) : assemblies.length > 0 ? (
          <Button asChild variant="link" size="sm">
            <Link to={href.assemblies(slug)}>View all assemblies</Link>
          </Button>
        ) : null}
      </div>
      {/* The table's code is asked for only with the overview's answer: asked for sooner, its files would go out
          beside the page's own and hold back its first paint (docs/first-paint.md). Until then a placeholder as tall
          as the five rows holds its place. */}
      {assemblies === undefined ? (
        <RecentAssembliesPlaceholder />
      ) : (
        <Suspense fallback={<RecentAssembliesPlaceholder />}>
          <RecentAssembliesTable slug={slug} assemblies={assemblies} />
        </Suspense>
      )}
    </section>
  );
}

/** As tall as the table of five compact rows with its header and frame; tests/ui/skeleton-sizes holds it there. */
function RecentAssembliesPlaceholder() {
  return <Skeleton aria-busy="true" shape="block" className="h-[calc(16rem+4px)]" />;
}

/**
 * The dashboard's cards as they will be, with placeholders in the lines their figures will fill, so nothing moves
 * when they arrive (the banners and the first-run card, which depend on the answer, aside).
 */
function DashboardSkeleton() {
  return (
    <>
      <PlanCard />
      <Card aria-hidden data-slot="usage-card">
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Skeleton shape="text" className="w-40" />
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-6 @xl:grid-cols-2">
            <Stat label="Data processed" value={null} limit={1} loading />
            <Stat label="Assemblies" value={null} hint="Started this month" loading />
          </div>
          <ChartSkeleton size="sm" />
        </CardContent>
      </Card>
    </>
  );
}
