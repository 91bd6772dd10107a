import { request } from '../client';
import {
  type AssemblyStatisticsQuery,
  AssemblyStatisticsReplySchema,
  type BusinessMetricsQuery,
  BusinessMetricsReplySchema,
  WorkspaceOverviewReplySchema,
} from '../schemas/dashboards';
import { firstPagePaths } from './first-page';

/** The workspace's dashboard: plan, this month's usage, recent assemblies, whether it is new. */
export const getWorkspaceOverview = (slug: string) =>
  request({ path: firstPagePaths.workspaceOverview(slug), responseSchema: WorkspaceOverviewReplySchema });

/** Admin: assembly statistics per bucket, for every region or one. */
export function getAssemblyStatistics(query: AssemblyStatisticsQuery) {
  const search = new URLSearchParams({ granularity: query.granularity, from: query.from, to: query.to });
  if (query.region) search.set('region', query.region);
  return request({
    path: `/admin/api/statistics.json?${search}`,
    responseSchema: AssemblyStatisticsReplySchema,
  });
}

/** Admin: signups, active workspaces, revenue and usage over a period, with the period before it. */
export const getBusinessMetrics = (query: BusinessMetricsQuery) =>
  request({
    path: `/admin/api/bi.json?${new URLSearchParams({ period: query.period })}`,
    responseSchema: BusinessMetricsReplySchema,
  });
