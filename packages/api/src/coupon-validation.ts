import type { Coupon } from './schemas/coupon';
import {
  type AdminCouponInput,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_MESSAGES,
  type CouponStatus,
} from './schemas/coupon-calls';

/** One thing wrong with a coupon's input, and the field it is about. */
export type CouponProblem = { field: keyof AdminCouponInput; message: string };

const CODE = /^[A-Z0-9-]+$/;
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Every problem of a coupon's input, judged at `nowMs` (the service's clock), in the form's order. The form and the
 * mock service both use it, so they refuse the same things with the same words.
 */
export function couponProblems(input: AdminCouponInput, nowMs: number, redeemed = 0): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const add = (field: keyof AdminCouponInput, message: string) => problems.push({ field, message });
  const code = input.code.trim();
  if (code === '') add('code', COUPON_MESSAGES.codeRequired);
  else if (!CODE.test(code)) add('code', COUPON_MESSAGES.codeCharacters);
  else if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX)
    add('code', COUPON_MESSAGES.codeLength);
  const percent = input.percent_reward;
  const absolute = input.absolute_reward;
  if (percent !== null && absolute !== null) add('absolute_reward', COUPON_MESSAGES.oneReward);
  else if (percent === null && absolute === null) add('percent_reward', COUPON_MESSAGES.noReward);
  if (percent !== null) {
    if (!Number.isInteger(percent) || percent < 1 || percent > 100)
      add('percent_reward', COUPON_MESSAGES.percent);
    const months = input.percent_reward_month_count;
    if (months === null || !Number.isInteger(months) || months < 1 || months > 120) {
      add('percent_reward_month_count', COUPON_MESSAGES.months);
    }
  }
  if (absolute !== null && (!(absolute > 0) || !twoDecimals(absolute) || absolute > 1_000_000)) {
    add('absolute_reward', COUPON_MESSAGES.absolute);
  }
  if (input.valid_until !== null && !(Date.parse(input.valid_until) > nowMs)) {
    add('valid_until', COUPON_MESSAGES.futureDate);
  }
  const max = input.max_redeemer_count;
  if (max !== null) {
    if (!Number.isInteger(max) || max < 1) add('max_redeemer_count', COUPON_MESSAGES.maxRedeemers);
    else if (max < redeemed) add('max_redeemer_count', COUPON_MESSAGES.belowRedeemed(redeemed));
  }
  return problems;
}

/** Where a coupon stands at `nowMs`: past its day first, then redeemed as often as it allows. */
export function couponStatus(coupon: Coupon, nowMs: number): CouponStatus {
  if (coupon.valid_until !== null && Date.parse(coupon.valid_until) <= nowMs) return 'expired';
  if (coupon.max_redeemer_count !== null && coupon.redeemer_count >= coupon.max_redeemer_count)
    return 'used_up';
  return 'valid';
}
