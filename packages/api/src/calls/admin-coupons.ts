import { request } from '../client';
import {
  type AdminCouponInput,
  AdminCouponInputSchema,
  type CouponListQuery,
  CouponListQuerySchema,
  CouponListReplySchema,
  CouponReplySchema,
} from '../schemas/coupon-calls';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const coupons = '/admin/api/coupons';

/** Every coupon (or those of one status), newest first; admins and founders only (403 for anyone else). */
export const listAdminCoupons = (query: CouponListQuery = {}) =>
  request({
    path: `${coupons}.json${queryString(query, CouponListQuerySchema)}`,
    responseSchema: CouponListReplySchema,
  });

/** One coupon with the workspaces that redeemed it. */
export const getAdminCoupon = (id: number) =>
  request({ path: `${coupons}/${segment(id)}.json`, responseSchema: CouponReplySchema });

/** Refused with a 400 naming the field (couponProblems, a taken code, an unknown beneficiary). */
export const createCoupon = (body: AdminCouponInput) =>
  request({
    path: `${coupons}/create.json`,
    method: 'POST',
    body,
    requestSchema: AdminCouponInputSchema,
    responseSchema: CouponReplySchema,
  });

export const updateCoupon = (id: number, body: AdminCouponInput) =>
  request({
    path: `${coupons}/${segment(id)}.json`,
    method: 'POST',
    body,
    requestSchema: AdminCouponInputSchema,
    responseSchema: CouponReplySchema,
  });

/** Ends the coupon now: it expires, so nobody can redeem it any more; redemptions already made keep their reward. */
export const deactivateCoupon = (id: number) =>
  request({
    path: `${coupons}/${segment(id)}/deactivate.json`,
    method: 'POST',
    responseSchema: CouponReplySchema,
  });
