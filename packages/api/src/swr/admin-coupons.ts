import {
  createCoupon,
  deactivateCoupon,
  getAdminCoupon,
  listAdminCoupons,
  updateCoupon,
} from '../calls/admin-coupons';
import type { AdminCouponInput } from '../schemas/coupon-calls';
import { actionsHook } from './action-kit';
import { pageHook, resourceHook } from './hook-kit';
import { couponKeys } from './query-keys';

/** The coupons of one status, or every one; keeps the previous filter's rows on screen while the next loads. */
export const useAdminCoupons = pageHook(couponKeys.list, listAdminCoupons);

/** One coupon and its redemptions; pass null to wait. */
export const useAdminCoupon = resourceHook(couponKeys.detail, getAdminCoupon);

/** The admin's writes on coupons; each revalidates every coupon list and detail. */
export const useCouponActions = actionsHook((settle) => {
  const changed = { invalidate: [couponKeys.all] };
  return {
    create: (input: AdminCouponInput) => settle(createCoupon(input), changed),
    update: (id: number, input: AdminCouponInput) => settle(updateCoupon(id, input), changed),
    deactivate: (id: number) => settle(deactivateCoupon(id), changed),
  };
});
