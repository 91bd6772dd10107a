import { z } from 'zod/mini';
import { CountSchema, MoneySchema, PercentSchema, RowIdSchema, TimestampSchema } from './fields';

export const CouponSchema = z.object({
  id: RowIdSchema,
  code: z.string().check(z.regex(/^[A-Z0-9-]+$/)),
  /** Percent off the invoice; null when the coupon gives an absolute reward instead. */
  percent_reward: z.nullable(PercentSchema),
  /** For how many monthly invoices the percent reward applies. */
  percent_reward_month_count: z.nullable(z.int().check(z.positive())),
  /** Amount credited once, in the plan's currency; null when the coupon gives a percent reward instead. */
  absolute_reward: z.nullable(MoneySchema),
  /** Workspace that earns a reward when the coupon is redeemed (partner coupons). */
  beneficiary_id: z.nullable(RowIdSchema),
  /** Null: the coupon does not expire. */
  valid_until: z.nullable(TimestampSchema),
  redeemer_count: CountSchema,
  /** Null: unlimited redemptions. */
  max_redeemer_count: z.nullable(z.int().check(z.positive())),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** One workspace's redemption of a coupon. */
export const CouponRedemptionSchema = z.object({
  coupon_id: RowIdSchema,
  account_id: RowIdSchema,
  redeemed_on: TimestampSchema,
  /** Until when the reward applies to this workspace; null: as long as the coupon says. */
  valid_until: z.nullable(TimestampSchema),
});
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>;

/** Create and update a coupon (admin); the redemption count is the service's to keep. */
export const CouponInputSchema = z.omit(CouponSchema, { id: true, redeemer_count: true });
export type CouponInput = z.infer<typeof CouponInputSchema>;
