import { z } from 'zod/mini';
import { CouponSchema } from './coupon';
import { replyOf } from './envelope';
import { TimestampSchema } from './fields';
import { WorkspaceRefSchema } from './workspace-ref';

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;

/** What the coupon calls and forms say when they refuse something. */
export const COUPON_MESSAGES = {
  codeRequired: 'Give the coupon a code.',
  codeCharacters: 'Use capital letters A–Z, digits and dashes only.',
  codeLength: `Use ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} characters.`,
  codeTaken: (code: string) => `There is already a coupon ${code}. Choose another code.`,
  percent: 'Give a percentage from 1 to 100.',
  months: 'Give the number of monthly invoices, 1 or more.',
  absolute: 'Give an amount above 0, with at most two decimals.',
  oneReward: 'Give either a percentage or an amount, not both.',
  noReward: 'Give a percentage or an amount.',
  futureDate: 'Pick a day after today.',
  maxRedeemers: 'Give a whole number of 1 or more, or leave it empty for no limit.',
  belowRedeemed: (count: number) => `${count} workspaces have redeemed it already; allow at least that many.`,
  unknownBeneficiary: (slug: string) => `There is no workspace at “${slug}”.`,
  notFound: 'This coupon does not exist (any more).',
  forbidden: 'Only admins can manage coupons.',
} as const;

/** Where a coupon stands: redeemable, past its day, or redeemed as often as it allows. */
export const COUPON_STATUSES = ['valid', 'expired', 'used_up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A workspace as the coupon pages name and link it. */
export const CouponWorkspaceSchema = WorkspaceRefSchema;
export type CouponWorkspace = z.infer<typeof CouponWorkspaceSchema>;

/** A coupon as the admin list shows it: with its status and the workspace it rewards. */
export const AdminCouponSchema = z.extend(CouponSchema, {
  status: z.enum(COUPON_STATUSES),
  beneficiary: z.nullable(CouponWorkspaceSchema),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** The query of `GET /admin/api/coupons.json`: every coupon, or those of one status. */
export const CouponListQuerySchema = z.object({
  status: z.optional(z.enum(COUPON_STATUSES, { error: 'Filter by valid, expired or used_up.' })),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;

export const CouponListReplySchema = replyOf({ coupons: z.array(AdminCouponSchema) });
export type CouponListReply = z.infer<typeof CouponListReplySchema>;

/** One workspace's redemption, with the workspace named. */
export const AdminCouponRedemptionSchema = z.object({
  workspace: CouponWorkspaceSchema,
  redeemed_on: TimestampSchema,
  valid_until: z.nullable(TimestampSchema),
});
export type AdminCouponRedemption = z.infer<typeof AdminCouponRedemptionSchema>;

/** A coupon with who redeemed it, newest redemption first. */
export const CouponReplySchema = replyOf({
  coupon: AdminCouponSchema,
  redemptions: z.array(AdminCouponRedemptionSchema),
});
export type CouponReply = z.infer<typeof CouponReplySchema>;

/**
 * Create and update a coupon (admin). Exactly one reward: a percentage for some monthly invoices, or an amount
 * credited once. The beneficiary is named by its workspace's slug; `valid_until` must lie in the future (the
 * service's clock judges that: see couponProblems).
 */
export const AdminCouponInputSchema = z.object({
  code: z.string({ error: COUPON_MESSAGES.codeRequired }),
  percent_reward: z.nullable(z.number({ error: COUPON_MESSAGES.percent })),
  percent_reward_month_count: z.nullable(z.number({ error: COUPON_MESSAGES.months })),
  absolute_reward: z.nullable(z.number({ error: COUPON_MESSAGES.absolute })),
  beneficiary_slug: z.nullable(z.string()),
  valid_until: z.nullable(TimestampSchema),
  max_redeemer_count: z.nullable(z.number({ error: COUPON_MESSAGES.maxRedeemers })),
});
export type AdminCouponInput = z.infer<typeof AdminCouponInputSchema>;
