import type { RevenueMonth, RevenuesReply } from '@console/api';
import { useMemo } from 'react';
import { createDataTableColumnHelper, DataTable } from '../../patterns/data-table';
import { amountInRowCurrency, formatAmount, formatCount, formatGrowth, formatMonth } from './admin-format';

/* The revenue page's two tables: the range's months, and what it invoiced per currency. */

const monthHelper = createDataTableColumnHelper<RevenueMonth>();
const usd = (value: number) => formatAmount(value, 'USD');
/** A figure of the month, right-aligned: an amount in USD, a count, or a growth (none for the first month). */
const figure = <
  K extends 'mrr' | 'invoiced' | 'collected' | 'invoices_count' | 'mrr_growth' | 'invoiced_growth',
>(
  id: K,
  header: string,
  format: (value: RevenueMonth[K]) => string,
) =>
  monthHelper.accessor((row) => row[id], {
    id,
    header,
    meta: { align: 'end' },
    cell: ({ getValue }) => format(getValue() as RevenueMonth[K]),
  });
const monthColumns = monthHelper.columns([
  monthHelper.accessor('month', { header: 'Month', cell: ({ getValue }) => formatMonth(getValue()) }),
  figure('mrr', 'MRR', usd),
  figure('mrr_growth', 'MRR growth', formatGrowth),
  figure('invoiced', 'Invoiced', usd),
  figure('invoiced_growth', 'Growth', formatGrowth),
  figure('collected', 'Collected', usd),
  figure('invoices_count', 'Invoices', formatCount),
]);

/** While the page loads, the rows a table holds as skeletons; none once it has its data. */
const loadingProps = (loadingRows: number | undefined) =>
  loadingRows === undefined ? {} : { loading: true, skeletonRows: loadingRows };

/** The range's months, newest first. */
export function MonthsTable({ months, loadingRows }: { months: RevenueMonth[]; loadingRows?: number }) {
  const newestFirst = useMemo(() => [...months].reverse(), [months]);
  return (
    <DataTable
      caption="Revenue per month (USD)"
      showCaption
      columns={monthColumns}
      data={newestFirst}
      getRowId={(row) => row.month}
      density="compact"
      {...loadingProps(loadingRows)}
    />
  );
}

export type CurrencyRow = RevenuesReply['by_currency'][number];
const currencyHelper = createDataTableColumnHelper<CurrencyRow>();
const currencyColumns = currencyHelper.columns([
  currencyHelper.accessor('currency', { header: 'Currency' }),
  currencyHelper.accessor(
    'total',
    amountInRowCurrency('Invoiced in the currency', (row) => row.total),
  ),
  currencyHelper.accessor('total_usd', {
    header: 'In USD',
    meta: { align: 'end' },
    cell: ({ getValue }) => formatAmount(getValue(), 'USD'),
  }),
]);

/** What the range invoiced in each currency, and that in USD. */
export function CurrencyTable({ rows, loadingRows }: { rows: CurrencyRow[]; loadingRows?: number }) {
  return (
    <DataTable
      caption="Invoiced in the range by currency"
      showCaption
      columns={currencyColumns}
      data={rows}
      getRowId={(row) => row.currency}
      density="compact"
      {...loadingProps(loadingRows)}
    />
  );
}
