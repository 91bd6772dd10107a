import { type Usage, useUsage } from '@console/api';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { downloadText } from '../../lib/download';
import { formatBytes, monthName } from '../../lib/format';
import { Chart, type ChartSeries } from '../../patterns/chart';
import { ChartSkeleton } from '../../patterns/chart-skeleton';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { figureColumn } from '../../patterns/figure-column';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Select } from '../../primitives/select';

/** Robots and regions a busy workspace's month lists, about a dozen: the rows the usage table holds while it loads. */
const USUAL_USAGE_ROWS = 12;

const billedOf = (row: Usage) => Math.round((row.bytes_in + row.bytes_out) * row.robot_factor);

const helper = createDataTableColumnHelper<Usage>();
const columns = helper.columns([
  helper.accessor('robot', { header: 'Robot', meta: { mono: true } }),
  helper.accessor('region', { header: 'Region' }),
  helper.accessor('robot_factor', { header: 'Factor', meta: { align: 'end' } }),
  helper.accessor('bytes_in', figureColumn('In', formatBytes)),
  helper.accessor('bytes_out', figureColumn('Out', formatBytes)),
  helper.display({
    id: 'billed',
    header: 'Billed',
    meta: { align: 'end' },
    cell: ({ row }) => (row.original.free ? 'Free' : formatBytes(billedOf(row.original))),
  }),
]);

/** The month's rows as CSV, bytes as plain integers so a spreadsheet can sum them. */
export function usageCsv(rows: readonly Usage[]): string {
  const header = 'month,robot,region,robot_factor,bytes_in,bytes_out,billed_bytes,free';
  const lines = rows.map((row) =>
    [
      row.month,
      row.robot,
      row.region,
      row.robot_factor,
      row.bytes_in,
      row.bytes_out,
      billedOf(row),
      row.free,
    ].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

/** Usage per robot and region for a chosen month, the months' totals as a chart, and a CSV of the month. */
export function UsageSection({ slug }: { slug: string }) {
  const id = useId();
  const [month, setMonth] = useState<string | null>(null);
  const usage = useUsage(slug, month);
  const data = usage.data;
  const timestamps = useMemo(
    () => (data?.totals ?? []).map((total) => Date.parse(`${total.month}-01T00:00:00Z`) / 1000),
    [data?.totals],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Billed data', tone: 'primary', values: (data?.totals ?? []).map((t) => t.billed_bytes) },
    ],
    [data?.totals],
  );
  const shown = data?.month ?? month;
  return (
    <Section title="Usage" description="What each robot processed, per month and region.">
      <div className="grid gap-6" aria-busy={usage.isLoading || undefined}>
        {usage.error && !data ? (
          <LoadErrorBanner title="The usage could not be loaded" error={usage.error} swr={usage} />
        ) : null}
        {data || usage.isLoading ? (
          <>
            {data ? (
              <Chart
                label="Billed data per month"
                kind="bar"
                size="sm"
                valueFormat="bytes"
                interval="month"
                timestamps={timestamps}
                series={series}
              />
            ) : (
              <>
                <span className="sr-only">Loading the usage</span>
                <ChartSkeleton size="sm" />
              </>
            )}
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Field id={`${id}-month`} label="Month">
                <Select
                  value={data?.month ?? ''}
                  onValueChange={setMonth}
                  options={(data?.months ?? []).map((each) => ({ value: each, label: monthName(each) }))}
                  disabled={!data}
                  className="w-48"
                />
              </Field>
              <Button
                variant="secondary"
                disabled={!data || data.usage.length === 0}
                onClick={() => {
                  if (data) downloadText(`usage-${slug}-${data.month}.csv`, usageCsv(data.usage));
                }}
              >
                <Download aria-hidden />
                Export CSV
              </Button>
            </div>
            <DataTable
              caption={`Usage in ${shown ? monthName(shown) : ''}`}
              density="compact"
              columns={columns}
              data={data?.usage ?? []}
              loading={!data}
              skeletonRows={USUAL_USAGE_ROWS}
              getRowId={(row) => `${row.robot}-${row.region}`}
              empty={{ title: 'No usage this month', description: 'Nothing was processed in this month.' }}
            />
          </>
        ) : null}
      </div>
    </Section>
  );
}
