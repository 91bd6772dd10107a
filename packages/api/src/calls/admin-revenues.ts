import {
  FounderDashboardReplySchema,
  RevenuesQuerySchema,
  RevenuesReplySchema,
} from '../schemas/admin-revenues';
import { queryCall, readCall } from './call-kit';

/** Admin: MRR and invoiced revenue per month in USD, by plan and by currency, over the last 12 or 24 months. */
export const getRevenues = queryCall(
  () => '/admin/api/revenues.json',
  RevenuesQuerySchema,
  RevenuesReplySchema,
);

/** Founders only: signups, active and churned workspaces, the month's forecast, top workspaces, failed payments. */
export const getFounderDashboard = readCall(
  () => '/admin/api/founder-dashboard.json',
  FounderDashboardReplySchema,
);
