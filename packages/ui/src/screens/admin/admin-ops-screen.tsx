import {
  errorMessage,
  OPS_REFRESH_MS,
  type QueueStatistics,
  type ServerMachine,
  useOpsStatus,
} from '@console/api';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { formatCount } from '../../lib/format';
import { useTimeZone } from '../../lib/time';
import { resourceState } from '../../lib/use-resource';
import { formatDuration } from '../../patterns/assembly/assembly-format';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { figureColumn } from '../../patterns/figure-column';
import { PageHeader } from '../../patterns/page-header';
import { Section } from '../../patterns/section';
import { Stat } from '../../patterns/stat';
import { type BadgeTone, StatusBadge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { DashboardLoadError } from './dashboard-parts';

const loadFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const REFRESH_SECONDS = OPS_REFRESH_MS / 1000;
/** "12:00:05 PM Europe/Berlin": the figures move every few seconds, so the time they were measured needs its seconds. */
const measuredTime = (iso: string, zone: string) =>
  `${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: zone }).format(new Date(iso))} ${zone}`;

const queueHelper = createDataTableColumnHelper<QueueStatistics>();
const queueColumns = queueHelper.columns([
  queueHelper.accessor('region', { header: 'Region', meta: { mono: true } }),
  queueHelper.accessor('queue', {
    header: 'Queue',
    cell: ({ getValue }) => (getValue() === 'priority' ? 'Priority' : 'Batch'),
  }),
  queueHelper.accessor('waiting_count', figureColumn('Waiting', formatCount)),
  queueHelper.accessor('running_count', figureColumn('Running', formatCount)),
  queueHelper.accessor('max_wait_ms', {
    header: 'Oldest job waiting',
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: ({ getValue }) =>
      getValue() === 0 ? <span className="text-fg-muted">None waiting</span> : formatDuration(getValue()),
  }),
  queueHelper.accessor('avg_wait_ms', {
    header: 'Average wait',
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDuration(getValue()),
  }),
]);

const MACHINE_STATES: Record<ServerMachine['status'], { tone: BadgeTone; label: string }> = {
  launching: { tone: 'info', label: 'Launching' },
  running: { tone: 'success', label: 'Running' },
  draining: { tone: 'warning', label: 'Draining' },
  terminated: { tone: 'neutral', label: 'Terminated' },
};

const machineHelper = createDataTableColumnHelper<ServerMachine>();
const machineColumns = machineHelper.columns([
  machineHelper.accessor('hostname', {
    header: 'Machine',
    meta: { mono: true, className: 'whitespace-nowrap' },
  }),
  machineHelper.accessor('region', { header: 'Region', meta: { mono: true } }),
  machineHelper.accessor('cluster', {
    header: 'Cluster',
    meta: { mono: true, className: 'whitespace-nowrap' },
  }),
  machineHelper.accessor('instance_type', {
    header: 'Type',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => `${row.original.instance_type} (${row.original.role})`,
  }),
  machineHelper.accessor('status', {
    header: 'State',
    cell: ({ getValue }) => <StatusBadge {...MACHINE_STATES[getValue()]} />,
  }),
  // Intl's `format` is bound to its formatter, so it can be passed on as it is.
  machineHelper.accessor('load', figureColumn('Load', loadFormat.format)),
  machineHelper.accessor('running_jobs', figureColumn('Jobs running', formatCount)),
]);

const queueRowId = (queue: QueueStatistics) => `${queue.region}/${queue.queue}`;
const queueRowLabel = (queue: QueueStatistics) => `${queue.queue} queue in ${queue.region}`;
const machineRowId = (machine: ServerMachine) => String(machine.id);
const machineRowLabel = (machine: ServerMachine) => `machine ${machine.hostname}`;

/** What the fleet usually reports, two queues per region and its machines: the rows held while the page loads. */
const USUAL_QUEUES = 6;
const USUAL_MACHINES = 24;

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

function Headlines({ queues, machines }: { queues: QueueStatistics[]; machines: ServerMachine[] }) {
  const live = machines.filter((machine) => machine.status !== 'terminated');
  const running = machines.filter((machine) => machine.status === 'running').length;
  const averageLoad = live.length === 0 ? 0 : sum(live, (machine) => machine.load) / live.length;
  return (
    <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
      <Stat label="Jobs waiting" value={sum(queues, (queue) => queue.waiting_count)} />
      <Stat label="Jobs running" value={sum(queues, (queue) => queue.running_count)} />
      <Stat label="Machines running" value={running} hint={`${machines.length - live.length} terminated`} />
      <Stat
        label="Average load"
        value={loadFormat.format(averageLoad)}
        hint="One-minute load of live machines"
      />
    </div>
  );
}

/**
 * Admin: the job queues of every region and the machines of the processing fleet. The page reads them again every
 * few seconds while its tab is visible; a failed refresh leaves the last figures up, marked stale, with a retry.
 */
export function AdminOpsScreen() {
  const zone = useTimeZone();
  const status = useOpsStatus();
  const state = resourceState(status);
  const data = state.kind === 'ready' ? state.data : undefined;
  const retry = () => void status.mutate();

  let body: ReactNode;
  if (state.kind === 'failed') {
    body = (
      <DashboardLoadError
        error={state.error}
        subject="The queues and machines"
        retrying={status.isValidating}
        onRetry={retry}
      />
    );
  } else {
    const loading = state.kind === 'loading';
    body = (
      <>
        {data === undefined ? (
          <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
            <Stat label="Jobs waiting" value="" loading />
            <Stat label="Jobs running" value="" loading />
            <Stat
              label="Machines running"
              value=""
              loading
              hint={<Skeleton shape="text" className="w-24" />}
            />
            <Stat label="Average load" value="" loading hint="One-minute load of live machines" />
          </div>
        ) : (
          <Headlines queues={data.queues} machines={data.machines} />
        )}
        <Section title="Queues">
          <DataTable
            caption="Queues"
            density="compact"
            columns={queueColumns}
            data={data?.queues ?? []}
            loading={loading}
            skeletonRows={USUAL_QUEUES}
            getRowId={queueRowId}
            getRowLabel={queueRowLabel}
            empty={{ title: 'No queues', description: 'No region reported its queues.' }}
          />
        </Section>
        <Section title="Machines">
          <DataTable
            caption="Machines"
            density="compact"
            columns={machineColumns}
            data={data?.machines ?? []}
            loading={loading}
            skeletonRows={USUAL_MACHINES}
            getRowId={machineRowId}
            getRowLabel={machineRowLabel}
            empty={{ title: 'No machines', description: 'The fleet reported no machines.' }}
          />
        </Section>
      </>
    );
  }

  const stale = state.kind === 'ready' && state.refreshError !== undefined;
  return (
    <PageFrame kind="list" aria-busy={state.kind === 'loading'}>
      <PageHeader
        title="Operations"
        description={`The job queues of every region and the machines that run them, read again every ${REFRESH_SECONDS} seconds while this tab is visible.`}
        status={
          data === undefined ? null : (
            <StatusBadge
              tone={stale ? 'warning' : 'success'}
              label={stale ? 'Stale' : 'Live'}
              data-testid="ops-freshness"
            />
          )
        }
        actions={
          // While stale, the banner's Retry is the one way to ask again.
          stale || data === undefined ? null : (
            <Button variant="secondary" size="sm" loading={status.isValidating} onClick={retry}>
              <RefreshCw aria-hidden="true" />
              Refresh now
            </Button>
          )
        }
      />
      {state.kind === 'loading' ? (
        <p className="text-sm">
          <Skeleton shape="text" className="w-56" />
        </p>
      ) : data === undefined ? null : (
        <p className="text-fg-muted text-sm" aria-live="polite">
          Last updated{' '}
          <time dateTime={data.measured_at} data-testid="ops-measured-at">
            {measuredTime(data.measured_at, zone)}
          </time>
        </p>
      )}
      {stale && data !== undefined ? (
        <Banner
          tone="warning"
          title="These figures are stale"
          action={
            <Button variant="secondary" size="sm" loading={status.isValidating} onClick={retry}>
              Retry
            </Button>
          }
        >
          <p>{`The last refresh failed: ${errorMessage(state.refreshError)}`}</p>
          <p>{`What you see was measured at ${measuredTime(data.measured_at, zone)}.`}</p>
        </Banner>
      ) : null}
      {body}
    </PageFrame>
  );
}
