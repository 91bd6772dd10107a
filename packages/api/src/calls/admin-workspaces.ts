import {
  AdminCancelInputSchema,
  AdminChangePlanInputSchema,
  AdminCreditInputSchema,
  AdminRestoreInputSchema,
  AdminRevealInputSchema,
  AdminRevealReplySchema,
  AdminWorkspaceDetailReplySchema,
  AdminWorkspaceExportReplySchema,
  AdminWorkspaceLimitsInputSchema,
  type AdminWorkspaceListQuery,
  AdminWorkspaceListQuerySchema,
  AdminWorkspaceListReplySchema,
  AdminWorkspaceUsageReplySchema,
  AdminWorkspaceWriteReplySchema,
} from '../schemas/admin-workspaces';
import { adminEntityPaths, listCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const { all, one } = adminEntityPaths<string>('workspaces');

/** Admin: a page of every workspace, filtered by status and search, sorted; newest first by default. */
export const listAdminWorkspaces = listCall(
  all('.json'),
  AdminWorkspaceListQuerySchema,
  AdminWorkspaceListReplySchema,
);

/** Admin: every workspace the filter matches (all pages) as CSV text; paging fields are ignored. */
export const exportAdminWorkspaces = readCall(
  (query: AdminWorkspaceListQuery = {}) =>
    `${all('/export.json')()}${queryString({ ...query, page: undefined, per_page: undefined }, AdminWorkspaceListQuerySchema)}`,
  AdminWorkspaceExportReplySchema,
);

/** Admin: one workspace, by slug or id, with everything its admin page shows. */
export const getAdminWorkspace = readCall(firstPagePaths.adminWorkspace, AdminWorkspaceDetailReplySchema);

/** Admin: the workspace's usage over the last twelve months, per month and by robot. */
export const getAdminWorkspaceUsage = readCall(one('/usage.json'), AdminWorkspaceUsageReplySchema);

/** An admin's change to one workspace: its address under the workspace, what it sends, the view it answers. */
const change = <Body extends Parameters<typeof writeCall>[1]>(action: string, body: Body) =>
  writeCall(one(`/${action}.json`), body, AdminWorkspaceWriteReplySchema);

/** Admin: rate limits and bill limit, with the reason recorded beside the change. */
export const updateAdminWorkspaceLimits = change('limits', AdminWorkspaceLimitsInputSchema);

/** Admin: a credit in the workspace's currency, deducted from its next invoice. */
export const addAdminWorkspaceCredit = change('credits', AdminCreditInputSchema);

/** Admin: cancels the workspace; a 409 when it already is. */
export const cancelAdminWorkspace = change('cancel', AdminCancelInputSchema);

/** Admin: restores a cancelled workspace; a 409 when it is not cancelled. */
export const restoreAdminWorkspace = change('restore', AdminRestoreInputSchema);

/** Admin: moves the workspace to another plan, recorded as a plan change with the reason. */
export const changeAdminWorkspacePlan = change('plan', AdminChangePlanInputSchema);

/** Admin: one sensitive field's value; the server records who asked, when and for which field. */
export const revealAdminWorkspaceField = writeCall(
  one('/reveal.json'),
  AdminRevealInputSchema,
  AdminRevealReplySchema,
);
