import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
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
import type {
  AdminCancelInput,
  AdminChangePlanInput,
  AdminCreditInput,
  AdminRestoreInput,
  AdminRevealInput,
  AdminWorkspaceDetailReply,
  AdminWorkspaceLimitsInput,
  AdminWorkspaceListQuery,
  AdminWorkspaceListReply,
  AdminWorkspaceUsageReply,
} from '../schemas/admin-workspaces';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import { adminWorkspaceKeys } from './query-keys';
import { type Settlement, useSettle } from './settle';

/** A page of every workspace (see usePagedSWR). */
export function useAdminWorkspaces(
  query: AdminWorkspaceListQuery,
  config?: SWRConfiguration<AdminWorkspaceListReply>,
) {
  return usePagedSWR(adminWorkspaceKeys.list(query), () => listAdminWorkspaces(query), config);
}

/** Fetches a page of the admin workspace list a person is about to open (see preload.ts). */
export function preloadAdminWorkspaces(query: AdminWorkspaceListQuery): void {
  preloadCall(adminWorkspaceKeys.list(query), () => listAdminWorkspaces(query));
}

/** One workspace's admin view; pass null to wait. */
export function useAdminWorkspace(
  slugOrId: string | null,
  config?: SWRConfiguration<AdminWorkspaceDetailReply>,
) {
  return useSWR(
    slugOrId === null ? null : adminWorkspaceKeys.detail(slugOrId),
    ([, , key]) => getAdminWorkspace(key),
    config,
  );
}

/** One workspace's usage per month and robot; pass null to wait. */
export function useAdminWorkspaceUsage(
  slugOrId: string | null,
  config?: SWRConfiguration<AdminWorkspaceUsageReply>,
) {
  return useSWR(
    slugOrId === null ? null : adminWorkspaceKeys.usage(slugOrId),
    ([, , key]) => getAdminWorkspaceUsage(key),
    config,
  );
}

/**
 * An admin's changes to one workspace. Each reply is the workspace's admin view as it now stands: it replaces
 * the detail's cache, and every list is revalidated (a change moves a workspace between statuses). The reveal
 * changes no cache: its value is the caller's to show and forget. Each rejects with the call's error.
 */
export function useAdminWorkspaceActions(slugOrId: string) {
  const settle = useSettle();
  return useMemo(() => {
    const saved = (reply: AdminWorkspaceDetailReply): Settlement => ({
      write: [[adminWorkspaceKeys.detail(slugOrId), reply]],
      invalidate: [adminWorkspaceKeys.lists],
    });
    return {
      updateLimits: (input: AdminWorkspaceLimitsInput) =>
        settle(updateAdminWorkspaceLimits(slugOrId, input), saved),
      addCredit: (input: AdminCreditInput) => settle(addAdminWorkspaceCredit(slugOrId, input), saved),
      cancel: (input: AdminCancelInput) => settle(cancelAdminWorkspace(slugOrId, input), saved),
      restore: (input: AdminRestoreInput) => settle(restoreAdminWorkspace(slugOrId, input), saved),
      changePlan: (input: AdminChangePlanInput) => settle(changeAdminWorkspacePlan(slugOrId, input), saved),
      /** The reveal is recorded: the detail is revalidated so its audit shows it. */
      reveal: (input: AdminRevealInput) =>
        settle(revealAdminWorkspaceField(slugOrId, input), {
          refresh: [adminWorkspaceKeys.detail(slugOrId)],
        }),
    };
  }, [settle, slugOrId]);
}
