import { type AdminUsageMonth, useAdminWorkspaceUsage } from '@console/api';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { downloadText } from '../../lib/download';
import { formatBytes } from '../../lib/format';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';
import { Chart, type ChartSeries } from '../../patterns/chart';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';

export type AdminWorkspaceUsageScreenProps = {
  /** The workspace's slug (or id), from the route (/c/admin/workspace/{adminWorkspace}/usage). */
  adminWorkspace: string;
};

/** Every month's bytes per robot, as plain integers so a spreadsheet can sum them. */
export function adminUsageCsv(months: readonly AdminUsageMonth[]): string {
  const lines = months.flatMap((month) =>
    month.robots.map((robot) => `${month.month},${robot.robot},${robot.bytes}`),
  );
  return `${['month,robot,bytes', ...lines].join('\n')}\n`;
}

type RobotTotal = { robot: string; bytes: number };

/** A workspace's last twelve months: bytes and assemblies per month as a chart, the robots' share, and a CSV. */
export function AdminWorkspaceUsageScreen({ adminWorkspace }: AdminWorkspaceUsageScreenProps) {
  const usage = useAdminWorkspaceUsage(adminWorkspace);
  const data = usage.data;
  const months = data?.months ?? [];
  const timestamps = useMemo(
    () => months.map((month) => Date.parse(`${month.month}-01T00:00:00Z`) / 1000),
    [months],
  );
  const series = useMemo<ChartSeries[]>(
    () => [{ label: 'Processed data', tone: 'primary', values: months.map((month) => month.bytes) }],
    [months],
  );
  const robots = useMemo<RobotTotal[]>(() => {
    const totals = new Map<string, number>();
    for (const month of months)
      for (const robot of month.robots) totals.set(robot.robot, (totals.get(robot.robot) ?? 0) + robot.bytes);
    return [...totals].map(([robot, bytes]) => ({ robot, bytes })).sort((a, b) => b.bytes - a.bytes);
  }, [months]);
  const name = data?.workspace.name ?? adminWorkspace;
  usePageName(data ? `Usage of ${name}` : undefined);
  return (
    <PageFrame kind="detail" aria-busy={(!data && !usage.error) || undefined}>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs parent={{ to: href.adminWorkspace(adminWorkspace), label: name }} current="Usage" />
        }
        title={`Usage of ${name}`}
        description="The last twelve months, per month and by robot."
        actions={
          data ? (
            <Button
              variant="secondary"
              onClick={() => downloadText(`usage-${data.workspace.slug}.csv`, adminUsageCsv(months))}
            >
              <Download aria-hidden />
              Export CSV
            </Button>
          ) : null
        }
      />
      {usage.error && !data ? (
        <LoadErrorBanner title="The usage could not be loaded" error={usage.error} swr={usage} />
      ) : null}
      {!data && !usage.error ? (
        <>
          <span className="sr-only">Loading the usage</span>
          <Skeleton className="h-64 w-full" />
        </>
      ) : null}
      {data ? (
        <>
          <Chart
            label="Processed data"
            showLabel
            kind="bar"
            valueFormat="bytes"
            interval="month"
            timestamps={timestamps}
            series={series}
          />
          <h2 className="font-semibold text-base">By robot</h2>
          <DataTable
            caption="Usage by robot"
            density="compact"
            columns={ROBOT_COLUMNS}
            data={robots}
            getRowId={(row) => row.robot}
            empty={{ title: 'No usage in these twelve months' }}
          />
        </>
      ) : null}
    </PageFrame>
  );
}

const helper = createDataTableColumnHelper<RobotTotal>();
const ROBOT_COLUMNS = helper.columns([
  helper.accessor('robot', {
    header: 'Robot',
    cell: ({ getValue }) => <code className="font-mono text-sm">{getValue()}</code>,
  }),
  helper.accessor('bytes', {
    header: 'Processed in twelve months',
    meta: { align: 'end' },
    cell: ({ getValue }) => <span className="tabular-nums">{formatBytes(getValue())}</span>,
  }),
]);
