import { request } from '../client';
import {
  type AdminCancelInput,
  AdminCancelInputSchema,
  type AdminChangePlanInput,
  AdminChangePlanInputSchema,
  type AdminCreditInput,
  AdminCreditInputSchema,
  type AdminRestoreInput,
  AdminRestoreInputSchema,
  type AdminRevealInput,
  AdminRevealInputSchema,
  AdminRevealReplySchema,
  AdminWorkspaceDetailReplySchema,
  AdminWorkspaceExportReplySchema,
  type AdminWorkspaceLimitsInput,
  AdminWorkspaceLimitsInputSchema,
  type AdminWorkspaceListQuery,
  AdminWorkspaceListQuerySchema,
  AdminWorkspaceListReplySchema,
  AdminWorkspaceUsageReplySchema,
  AdminWorkspaceWriteReplySchema,
} from '../schemas/admin-workspaces';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const workspaces = '/admin/api/workspaces';
const one = (slugOrId: string) => `${workspaces}/${segment(slugOrId)}`;

/** Admin: a page of every workspace, filtered by status and search, sorted; newest first by default. */
export const listAdminWorkspaces = (query: AdminWorkspaceListQuery = {}) =>
  request({
    path: `${workspaces}.json${queryString(query, AdminWorkspaceListQuerySchema)}`,
    responseSchema: AdminWorkspaceListReplySchema,
  });

/** Admin: every workspace the filter matches (all pages) as CSV text; paging fields are ignored. */
export const exportAdminWorkspaces = (query: AdminWorkspaceListQuery = {}) =>
  request({
    path: `${workspaces}/export.json${queryString({ ...query, page: undefined, per_page: undefined }, AdminWorkspaceListQuerySchema)}`,
    responseSchema: AdminWorkspaceExportReplySchema,
  });

/** Admin: one workspace, by slug or id, with everything its admin page shows. */
export const getAdminWorkspace = (slugOrId: string) =>
  request({ path: firstPagePaths.adminWorkspace(slugOrId), responseSchema: AdminWorkspaceDetailReplySchema });

/** Admin: the workspace's usage over the last twelve months, per month and by robot. */
export const getAdminWorkspaceUsage = (slugOrId: string) =>
  request({ path: `${one(slugOrId)}/usage.json`, responseSchema: AdminWorkspaceUsageReplySchema });

/** Admin: rate limits and bill limit, with the reason recorded beside the change. */
export const updateAdminWorkspaceLimits = (slugOrId: string, body: AdminWorkspaceLimitsInput) =>
  request({
    path: `${one(slugOrId)}/limits.json`,
    method: 'POST',
    body,
    requestSchema: AdminWorkspaceLimitsInputSchema,
    responseSchema: AdminWorkspaceWriteReplySchema,
  });

/** Admin: a credit in the workspace's currency, deducted from its next invoice. */
export const addAdminWorkspaceCredit = (slugOrId: string, body: AdminCreditInput) =>
  request({
    path: `${one(slugOrId)}/credits.json`,
    method: 'POST',
    body,
    requestSchema: AdminCreditInputSchema,
    responseSchema: AdminWorkspaceWriteReplySchema,
  });

/** Admin: cancels the workspace; a 409 when it already is. */
export const cancelAdminWorkspace = (slugOrId: string, body: AdminCancelInput) =>
  request({
    path: `${one(slugOrId)}/cancel.json`,
    method: 'POST',
    body,
    requestSchema: AdminCancelInputSchema,
    responseSchema: AdminWorkspaceWriteReplySchema,
  });

/** Admin: restores a cancelled workspace; a 409 when it is not cancelled. */
export const restoreAdminWorkspace = (slugOrId: string, body: AdminRestoreInput) =>
  request({
    path: `${one(slugOrId)}/restore.json`,
    method: 'POST',
    body,
    requestSchema: AdminRestoreInputSchema,
    responseSchema: AdminWorkspaceWriteReplySchema,
  });

/** Admin: moves the workspace to another plan, recorded as a plan change with the reason. */
export const changeAdminWorkspacePlan = (slugOrId: string, body: AdminChangePlanInput) =>
  request({
    path: `${one(slugOrId)}/plan.json`,
    method: 'POST',
    body,
    requestSchema: AdminChangePlanInputSchema,
    responseSchema: AdminWorkspaceWriteReplySchema,
  });

/** Admin: one sensitive field's value; the server records who asked, when and for which field. */
export const revealAdminWorkspaceField = (slugOrId: string, body: AdminRevealInput) =>
  request({
    path: `${one(slugOrId)}/reveal.json`,
    method: 'POST',
    body,
    requestSchema: AdminRevealInputSchema,
    responseSchema: AdminRevealReplySchema,
  });
