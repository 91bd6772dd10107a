import type { Coupon } from '@console/api';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' });
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "20 % for 3 months", or "50.00 credit" for a one-time amount; the amount is in the currency of the plan of the
 * workspace that redeems it, so no currency is named.
 */
export function couponReward(
  coupon: Pick<Coupon, 'percent_reward' | 'percent_reward_month_count' | 'absolute_reward'>,
) {
  if (coupon.percent_reward !== null) {
    const months = coupon.percent_reward_month_count ?? 1;
    return `${coupon.percent_reward} % for ${months} ${months === 1 ? 'month' : 'months'}`;
  }
  return `${amountFormat.format(coupon.absolute_reward ?? 0)} credit`;
}

/** "Feb 14, 2026", or "No end" for a coupon or reward that does not expire. */
export function couponDay(iso: string | null): string {
  return iso === null ? 'No end' : dayFormat.format(new Date(iso));
}
