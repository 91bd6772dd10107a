import useSWR, { type SWRConfiguration } from 'swr';
import { getAssemblyStatistics, getBusinessMetrics, getWorkspaceOverview } from '../calls/dashboards';
import type { AssemblyStatisticsQuery, BusinessPeriod } from '../schemas/dashboards';

/** Every SWR cache key of the dashboards, in one place. */
export const dashboardKeys = {
  workspaceOverview: (slug: string) => ['dashboards', 'workspace-overview', slug] as const,
  assemblyStatistics: (query: AssemblyStatisticsQuery) =>
    [
      'dashboards',
      'assembly-statistics',
      query.granularity,
      query.region ?? null,
      query.from,
      query.to,
    ] as const,
  businessMetrics: (period: BusinessPeriod) => ['dashboards', 'business-metrics', period] as const,
};

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
