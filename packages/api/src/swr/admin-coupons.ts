import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
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

/** Every SWR cache key of the admin's coupons, in one place. */
export const couponKeys = {
  list: (query: CouponListQuery) => ['coupons', 'list', query.status ?? null] as const,
  detail: (id: number) => ['coupons', 'detail', id] as const,
};

const isCouponKey = (key: unknown) => Array.isArray(key) && key[0] === 'coupons';

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
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: CouponReply) => {
      await mutate(isCouponKey);
      return reply;
    };
    return {
      create: async (input: AdminCouponInput) => settle(await createCoupon(input)),
      update: async (id: number, input: AdminCouponInput) => settle(await updateCoupon(id, input)),
      deactivate: async (id: number) => settle(await deactivateCoupon(id)),
    };
  }, [mutate]);
}
