import { request } from '../client';
import {
  type AssemblyStatisticsQuery,
  AssemblyStatisticsQuerySchema,
  AssemblyStatisticsReplySchema,
  type BusinessMetricsQuery,
  BusinessMetricsQuerySchema,
  BusinessMetricsReplySchema,
  WorkspaceOverviewReplySchema,
} from '../schemas/dashboards';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

/** The workspace's dashboard: plan, this month's usage, recent assemblies, whether it is new. */
export const getWorkspaceOverview = (slug: string) =>
  request({ path: firstPagePaths.workspaceOverview(slug), responseSchema: WorkspaceOverviewReplySchema });

/** Admin: assembly statistics per bucket, for every region or one. */
export const getAssemblyStatistics = (query: AssemblyStatisticsQuery) =>
  request({
    path: `/admin/api/statistics.json${queryString(query, AssemblyStatisticsQuerySchema)}`,
    responseSchema: AssemblyStatisticsReplySchema,
  });

/** Admin: signups, active workspaces, revenue and usage over a period, with the period before it. */
export const getBusinessMetrics = (query: BusinessMetricsQuery) =>
  request({
    path: `/admin/api/bi.json${queryString(query, BusinessMetricsQuerySchema)}`,
    responseSchema: BusinessMetricsReplySchema,
  });
