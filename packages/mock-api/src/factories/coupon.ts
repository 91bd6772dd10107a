import { type Coupon, type CouponRedemption, CouponRedemptionSchema, CouponSchema } from '@console/api';
import { cycleOf, presetFor } from './catalogue';
import { between, daysAgo, seededRandom } from './seed';

const COUPON_CODES = ['WELCOME20', 'PARTNER-ACME', 'STARTUP50', 'EDU-2026', 'BLACKFRIDAY'] as const;

/** Odd seqs give a percent reward for some months, even seqs a one-time absolute reward. */
export function buildCoupon(overrides: Partial<Coupon> = {}, seq = 1): Coupon {
  const random = seededRandom(seq);
  const code = presetFor(COUPON_CODES, seq);
  const cycle = cycleOf(seq, COUPON_CODES.length);
  const percent = seq % 2 === 1;
  const defaults: Coupon = {
    id: seq,
    code: cycle === 1 ? code : `${code}-${cycle}`,
    percent_reward: percent ? 20 : null,
    percent_reward_month_count: percent ? 3 : null,
    absolute_reward: percent ? null : 50,
    beneficiary_id: code === 'PARTNER-ACME' ? 42 : null,
    valid_until: seq % 3 === 0 ? null : daysAgo(-30 * seq),
    redeemer_count: between(random, 0, 120),
    max_redeemer_count: seq % 3 === 0 ? null : 500,
  };
  return CouponSchema.parse({ ...defaults, ...overrides });
}

/** Workspace `seq` having redeemed coupon 1. */
export function buildCouponRedemption(overrides: Partial<CouponRedemption> = {}, seq = 1): CouponRedemption {
  const defaults: CouponRedemption = {
    coupon_id: 1,
    account_id: seq,
    redeemed_on: daysAgo(seq * 3),
    valid_until: daysAgo(seq * 3 - 90),
  };
  return CouponRedemptionSchema.parse({ ...defaults, ...overrides });
}
