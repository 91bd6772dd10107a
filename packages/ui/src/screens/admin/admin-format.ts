/*
 * How the admin pages write their figures, and the words their lists share. Numbers are formatted by the
 * viewer's locale (Intl with no locale given), so a founder in Berlin reads "1.234,50 $" and one in Boston
 * "$1,234.50".
 */

import type { ServerListTexts } from '../../patterns/server-list-frame';

const counts = new Intl.NumberFormat(undefined);
const percents = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A count: "12,345". */
export const formatCount = (value: number) => counts.format(value);

/** An amount in a currency, whole units for large headline figures when `whole`. */
export function formatAmount(value: number, currency: string, whole = false): string {
  const key = `${currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

/** A growth in percent points (4.2 reads "+4.2 %"); null reads as a dash. */
export const formatGrowth = (value: number | null) => (value === null ? '—' : `${percents.format(value)} %`);

/** A `YYYY-MM` month as "Jan 2026", in UTC so the month never shifts by time zone. */
const months = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatMonth = (month: string) => months.format(Date.parse(`${month}-01T00:00:00Z`));

/**
 * A table column of amounts each in its own row's currency, right-aligned like every figure column; `format` is
 * the page's way to write money (the locale's here, the invoice's own on the workspace page).
 */
export const amountInRowCurrency = <Row extends { currency: string }>(
  header: string,
  amount: (row: Row) => number,
  format: (value: number, currency: string) => string = formatAmount,
) => ({
  header,
  meta: { align: 'end' as const },
  cell: ({ row }: { row: { original: Row } }) => format(amount(row.original), row.original.currency),
});

/** What an admin list's frame says about `things` ("the coupons") while loading, on failure and on a failed refresh. */
export function listTexts(things: string): ServerListTexts {
  const subject = `${things.charAt(0).toUpperCase()}${things.slice(1)}`;
  return {
    loading: `Loading ${things}`,
    failed: `${subject} could not be loaded`,
    stale: `${subject} could not be refreshed`,
  };
}
