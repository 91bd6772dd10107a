import {
  AdminCouponInputSchema,
  CouponListQuerySchema,
  CouponListReplySchema,
  CouponReplySchema,
} from '../schemas/coupon-calls';
import { actionCall, listCall, readCall, writeCall } from './call-kit';

const coupons = '/admin/api/coupons';
const coupon = (id: number) => `${coupons}/${encodeURIComponent(id)}`;

/** Every coupon (or those of one status), newest first; admins and founders only (403 for anyone else). */
export const listAdminCoupons = listCall(
  () => `${coupons}.json`,
  CouponListQuerySchema,
  CouponListReplySchema,
);

/** One coupon with the workspaces that redeemed it. */
export const getAdminCoupon = readCall((id: number) => `${coupon(id)}.json`, CouponReplySchema);

/** Refused with a 400 naming the field (couponProblems, a taken code, an unknown beneficiary). */
export const createCoupon = writeCall(
  () => `${coupons}/create.json`,
  AdminCouponInputSchema,
  CouponReplySchema,
);

export const updateCoupon = writeCall(
  (id: number) => `${coupon(id)}.json`,
  AdminCouponInputSchema,
  CouponReplySchema,
);

/** Ends the coupon now: it expires, so nobody can redeem it any more; redemptions already made keep their reward. */
export const deactivateCoupon = actionCall(
  (id: number) => `${coupon(id)}/deactivate.json`,
  CouponReplySchema,
);
