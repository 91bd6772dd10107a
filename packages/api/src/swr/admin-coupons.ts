import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import {
  createCoupon,
  deactivateCoupon,
  getAdminCoupon,
  listAdminCoupons,
  updateCoupon,
} from '../calls/admin-coupons';
import type {
  AdminCouponInput,
  CouponListQuery,
  CouponListReply,
  CouponReply,
} from '../schemas/coupon-calls';
import { usePagedSWR } from './paged';
import { couponKeys } from './query-keys';
import { useSettle } from './settle';

/** The coupons of one status, or every one; keeps the previous filter's rows on screen while the next loads. */
export function useAdminCoupons(query: CouponListQuery, config?: SWRConfiguration<CouponListReply>) {
  return usePagedSWR(couponKeys.list(query), () => listAdminCoupons(query), config);
}

/** One coupon and its redemptions; pass null to wait. */
export function useAdminCoupon(id: number | null, config?: SWRConfiguration<CouponReply>) {
  return useSWR(id === null ? null : couponKeys.detail(id), ([, , key]) => getAdminCoupon(key), config);
}

/** The admin's writes on coupons; each revalidates every coupon list and detail. */
export function useCouponActions() {
  const settle = useSettle();
  return useMemo(() => {
    const changed = { invalidate: [couponKeys.all] };
    return {
      create: (input: AdminCouponInput) => settle(createCoupon(input), changed),
      update: (id: number, input: AdminCouponInput) => settle(updateCoupon(id, input), changed),
      deactivate: (id: number) => settle(deactivateCoupon(id), changed),
    };
  }, [settle]);
}
