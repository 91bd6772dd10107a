import useSWR, { type SWRConfiguration } from 'swr';
import { getFounderDashboard, getRevenues } from '../calls/admin-revenues';
import type { RevenueRange } from '../schemas/admin-revenues';
import { adminRevenueKeys } from './query-keys';

/** Admin: revenues over the last 12 or 24 months; the previous range stays on screen while the next loads. */
export function useRevenues(months: RevenueRange, config?: SWRConfiguration) {
  return useSWR(adminRevenueKeys.revenues(months), ([, , range]) => getRevenues({ months: range }), {
    keepPreviousData: true,
    ...config,
  });
}

/** Founders: the founder dashboard's figures. */
export function useFounderDashboard(config?: SWRConfiguration) {
  return useSWR(adminRevenueKeys.founderDashboard, () => getFounderDashboard(), config);
}
