import type { Coupon } from '@console/api';
import { DayTime } from '../../patterns/relative-time';

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

/**
 * "Feb 14, 2026", the day in the person's zone with the exact instant on hover, or "No end" for a coupon or
 * reward that does not expire.
 */
export function CouponDay({ value }: { value: string | null }) {
  return value === null ? 'No end' : <DayTime value={value} className="whitespace-nowrap" />;
}
