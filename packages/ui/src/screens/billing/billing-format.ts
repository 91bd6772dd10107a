import {
  additionalGbFee,
  type BillingMonth,
  fromMinor,
  gbWithinBudget,
  type Plan,
  toMinor,
} from '@console/api';
import { GIB } from '../../lib/format';

/** The headings of the billing page's sections, which their loading placeholders show too. */
export const BILLING_HEADINGS = {
  billLimit: {
    title: 'Bill limit',
    description:
      'A cap on what a month may cost before discounts and VAT. We e-mail the owners when it is reached.',
  },
  coupons: {
    title: 'Coupons and credit',
    description: 'Discounts and credit are taken off your next invoices.',
  },
  plan: {
    title: 'Plan',
    description: 'Compare the plans and move to the one that fits. Upgrades apply at once.',
  },
} as const;

/** "06/2028" for a card's "2028-06". */
export const cardExpiry = (expires: string) => `${expires.slice(5, 7)}/${expires.slice(0, 4)}`;

/** Where the month is heading at its pace so far: bytes a day, and the day of the month "now" falls on. */
export function monthPace(month: BillingMonth) {
  const elapsedDays =
    month.forecast_bytes > 0 ? (month.bytes_used / month.forecast_bytes) * month.days_in_month : 0;
  const bytesPerDay = elapsedDays > 0 ? month.bytes_used / elapsedDays : 0;
  return { elapsedDays, bytesPerDay };
}

/** The plan fee and add-ons of the month: what it costs before any GB beyond the allowance. */
export function fixedFees(month: BillingMonth, plan: Plan): number {
  return toMinor(month.cost_so_far, month.currency) - additionalGbFee(month.bytes_used / GIB, plan);
}

/** The bytes a bill limit allows this month; null when the fixed fees alone pass it, Infinity when GB are free. */
export function bytesWithinLimit(limit: number, month: BillingMonth, plan: Plan): number | null {
  const gb = gbWithinBudget(toMinor(limit, month.currency), fixedFees(month, plan), plan);
  return gb === null ? null : gb * GIB;
}

/** When, at the pace so far, the month's costs reach `limit`. */
export type LimitForecast =
  | { kind: 'reached' }
  | { kind: 'on'; day: string }
  | { kind: 'not-this-month'; forecastCost: number };

export function limitForecast(limit: number, month: BillingMonth, plan: Plan): LimitForecast {
  const allowed = bytesWithinLimit(limit, month, plan);
  if (allowed === null || allowed <= month.bytes_used) return { kind: 'reached' };
  if (allowed >= month.forecast_bytes) return { kind: 'not-this-month', forecastCost: month.forecast_cost };
  const { bytesPerDay } = monthPace(month);
  const dayOfMonth = Math.min(month.days_in_month, Math.max(1, Math.ceil(allowed / bytesPerDay)));
  return { kind: 'on', day: `${month.month}-${String(dayOfMonth).padStart(2, '0')}` };
}

/** A money amount of the wire in the month's currency, through minor units. */
export const roundMoney = (amount: number, currency: string) =>
  fromMinor(toMinor(amount, currency), currency);
