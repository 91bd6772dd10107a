import {
  AssemblyStatisticsQuerySchema,
  AssemblyStatisticsReplySchema,
  BusinessMetricsQuerySchema,
  BusinessMetricsReplySchema,
  WorkspaceOverviewReplySchema,
} from '../schemas/dashboards';
import { queryCall, readCall } from './call-kit';
import { firstPagePaths } from './first-page';

/** The workspace's dashboard: plan, this month's usage, recent assemblies, whether it is new. */
export const getWorkspaceOverview = readCall(firstPagePaths.workspaceOverview, WorkspaceOverviewReplySchema);

/** Admin: assembly statistics per bucket, for every region or one. */
export const getAssemblyStatistics = queryCall(
  () => '/admin/api/statistics.json',
  AssemblyStatisticsQuerySchema,
  AssemblyStatisticsReplySchema,
);

/** Admin: signups, active workspaces, revenue and usage over a period, with the period before it. */
export const getBusinessMetrics = queryCall(
  () => '/admin/api/bi.json',
  BusinessMetricsQuerySchema,
  BusinessMetricsReplySchema,
);
