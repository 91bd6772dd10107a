import useSWR, { type SWRConfiguration } from 'swr';
import { getAssemblyStatistics, getBusinessMetrics, getWorkspaceOverview } from '../calls/dashboards';
import type { AssemblyStatisticsQuery, BusinessPeriod } from '../schemas/dashboards';
import { dashboardKeys } from './query-keys';

/** The workspace's dashboard data; pass null to wait for the slug. */
export function useWorkspaceOverview(slug: string | null, config?: SWRConfiguration) {
  return useSWR(
    slug ? dashboardKeys.workspaceOverview(slug) : null,
    ([, , key]) => getWorkspaceOverview(key),
    config,
  );
}

/** Admin assembly statistics for one granularity, region and range. */
export function useAssemblyStatistics(query: AssemblyStatisticsQuery, config?: SWRConfiguration) {
  return useSWR(
    dashboardKeys.assemblyStatistics(query),
    ([, , granularity, region, from, to]) =>
      getAssemblyStatistics(region === null ? { granularity, from, to } : { granularity, region, from, to }),
    config,
  );
}

/** Admin business metrics for a period. */
export function useBusinessMetrics(period: BusinessPeriod, config?: SWRConfiguration) {
  return useSWR(
    dashboardKeys.businessMetrics(period),
    ([, , key]) => getBusinessMetrics({ period: key }),
    config,
  );
}
