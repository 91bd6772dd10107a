import { request } from '../client';
import {
  FounderDashboardReplySchema,
  type RevenuesQuery,
  RevenuesQuerySchema,
  RevenuesReplySchema,
} from '../schemas/admin-revenues';
import { queryString } from './query-string';

/** Admin: MRR and invoiced revenue per month in USD, by plan and by currency, over the last 12 or 24 months. */
export const getRevenues = (query: RevenuesQuery) =>
  request({
    path: `/admin/api/revenues.json${queryString(query, RevenuesQuerySchema)}`,
    responseSchema: RevenuesReplySchema,
  });

/** Founders only: signups, active and churned workspaces, the month's forecast, top workspaces, failed payments. */
export const getFounderDashboard = () =>
  request({ path: '/admin/api/founder-dashboard.json', responseSchema: FounderDashboardReplySchema });
