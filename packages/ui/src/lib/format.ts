/*
 * The console's one way to write counts, sizes, prices, months and days for people (an invoice's amounts are
 * @console/api's formatMoney, exact to the cent; the admin business pages, which follow the viewer's locale, keep
 * theirs in screens/admin/admin-format.ts). Everything here is en-US and, for months and days, UTC, so a date on the wire
 * never shifts by the viewer's time zone.
 */
import { prettierBytes } from '@transloadit/prettier-bytes';

const countFormat = new Intl.NumberFormat('en-US');
const priceFormats = new Map<string, Intl.NumberFormat>();
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** The console's byte unit: GB are 1024-based everywhere, as the plan's allowance is. */
export const GIB = 1024 ** 3;

/** "12,345". */
export const formatCount = (count: number) => countFormat.format(count);

/** "1.2 MB": 1024-based, as the plan's allowance counts. */
export const formatBytes = (bytes: number) => prettierBytes(bytes);

/** "12.4 GB", the plan's way of counting. */
export const gbText = (gb: number) => `${Number.isInteger(gb) ? gb : gb.toFixed(2)} GB`;

/** "January 2026" for "2026-01". */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** "January 22, 2026" for "2026-01-22". */
export const longDayName = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

/** A plan's price: "$49" for a whole amount, "$0.40" otherwise. */
export function formatPrice(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: whole ? 0 : 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/** "3f9c0a1b2c3d…": enough of a long id to tell rows apart on one screen; copy buttons give the whole id. */
export const shortId = (id: string, length = 12) => `${id.slice(0, length)}…`;
