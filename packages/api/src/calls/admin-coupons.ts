import {
  AdminCouponInputSchema,
  CouponListQuerySchema,
  CouponListReplySchema,
  CouponReplySchema,
} from '../schemas/coupon-calls';
import { actionCall, adminEntityPaths, listCall, readCall, writeCall } from './call-kit';

const { all, one } = adminEntityPaths<number>('coupons');

/** Every coupon (or those of one status), newest first; admins and founders only (403 for anyone else). */
export const listAdminCoupons = listCall(all('.json'), CouponListQuerySchema, CouponListReplySchema);

/** One coupon with the workspaces that redeemed it. */
export const getAdminCoupon = readCall(one('.json'), CouponReplySchema);

/** Refused with a 400 naming the field (couponProblems, a taken code, an unknown beneficiary). */
export const createCoupon = writeCall(all('/create.json'), AdminCouponInputSchema, CouponReplySchema);

export const updateCoupon = writeCall(one('.json'), AdminCouponInputSchema, CouponReplySchema);

/** Ends the coupon now: it expires, so nobody can redeem it any more; redemptions already made keep their reward. */
export const deactivateCoupon = actionCall(one('/deactivate.json'), CouponReplySchema);
