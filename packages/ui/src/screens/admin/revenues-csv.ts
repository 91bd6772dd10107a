import type { RevenuesReply } from '@console/api';

/**
 * The revenue table as CSV: one line per month, USD amounts as plain decimals a spreadsheet sums, growth in
 * percent, then each currency's invoiced amount in that currency.
 */
export function revenuesCsv(reply: RevenuesReply): string {
  const currencies = reply.by_currency.map((currency) => currency.currency);
  const header = [
    'month',
    'mrr_usd',
    'invoiced_usd',
    'collected_usd',
    'invoices',
    'invoiced_growth_percent',
    'mrr_growth_percent',
    ...currencies.map((currency) => `invoiced_in_${currency.toLowerCase()}`),
  ].join(',');
  const lines = reply.months.map((month, at) =>
    [
      month.month,
      month.mrr.toFixed(2),
      month.invoiced.toFixed(2),
      month.collected.toFixed(2),
      month.invoices_count,
      month.invoiced_growth ?? '',
      month.mrr_growth ?? '',
      ...reply.by_currency.map((currency) => (currency.invoiced[at] ?? 0).toFixed(2)),
    ].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}
