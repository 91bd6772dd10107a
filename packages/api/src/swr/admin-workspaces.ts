import {
  addAdminWorkspaceCredit,
  cancelAdminWorkspace,
  changeAdminWorkspacePlan,
  getAdminWorkspace,
  getAdminWorkspaceUsage,
  listAdminWorkspaces,
  restoreAdminWorkspace,
  revealAdminWorkspaceField,
  updateAdminWorkspaceLimits,
} from '../calls/admin-workspaces';
import type { AdminRevealInput } from '../schemas/admin-workspaces';
import { adminEntityCache, entityActionsHook } from './action-kit';
import { pageHook, pagePreload, resourceHook } from './hook-kit';
import { adminWorkspaceKeys } from './query-keys';

/** A page of every workspace (see usePagedSWR). */
export const useAdminWorkspaces = pageHook(adminWorkspaceKeys.list, listAdminWorkspaces);

/** Fetches a page of the admin workspace list a person is about to open (see preload.ts). */
export const preloadAdminWorkspaces = pagePreload(adminWorkspaceKeys.list, listAdminWorkspaces);

/** One workspace's admin view; pass null to wait. */
export const useAdminWorkspace = resourceHook(adminWorkspaceKeys.detail, getAdminWorkspace);

/** One workspace's usage per month and robot; pass null to wait. */
export const useAdminWorkspaceUsage = resourceHook(adminWorkspaceKeys.usage, getAdminWorkspaceUsage);

/**
 * An admin's changes to one workspace. Each reply is the workspace's admin view as it now stands: it replaces
 * the detail's cache, and every list is revalidated (a change moves a workspace between statuses). The reveal
 * changes no cache: its value is the caller's to show and forget. Each rejects with the call's error.
 */
export const useAdminWorkspaceActions = entityActionsHook(
  adminEntityCache(adminWorkspaceKeys),
  {
    saves: {
      updateLimits: updateAdminWorkspaceLimits,
      addCredit: addAdminWorkspaceCredit,
      cancel: cancelAdminWorkspace,
      restore: restoreAdminWorkspace,
      changePlan: changeAdminWorkspacePlan,
    },
  },
  (settle, slugOrId) => ({
    /** The reveal is recorded: the detail is revalidated so its audit shows it. */
    reveal: (input: AdminRevealInput) =>
      settle(revealAdminWorkspaceField(slugOrId, input), { refresh: [adminWorkspaceKeys.detail(slugOrId)] }),
  }),
);
