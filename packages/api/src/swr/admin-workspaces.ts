import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
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

/** Every SWR cache key of the admin workspaces, in one place. */
export const adminWorkspaceKeys = {
  list: (query: AdminWorkspaceListQuery) =>
    [
      'admin-workspaces',
      'list',
      query.status ?? null,
      query.q ?? null,
      query.sort ?? null,
      query.dir ?? null,
      query.page ?? null,
      query.per_page ?? null,
    ] as const,
  detail: (slugOrId: string) => ['admin-workspaces', 'detail', slugOrId] as const,
  usage: (slugOrId: string) => ['admin-workspaces', 'usage', slugOrId] as const,
};

const isAdminWorkspaceKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin-workspaces';

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
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: AdminWorkspaceDetailReply) => {
      await Promise.all([
        mutate(adminWorkspaceKeys.detail(slugOrId), reply, { revalidate: false }),
        mutate((key: unknown) => isAdminWorkspaceKey(key) && Array.isArray(key) && key[1] === 'list'),
      ]);
      return reply;
    };
    return {
      updateLimits: async (input: AdminWorkspaceLimitsInput) =>
        settle(await updateAdminWorkspaceLimits(slugOrId, input)),
      addCredit: async (input: AdminCreditInput) => settle(await addAdminWorkspaceCredit(slugOrId, input)),
      cancel: async (input: AdminCancelInput) => settle(await cancelAdminWorkspace(slugOrId, input)),
      restore: async (input: AdminRestoreInput) => settle(await restoreAdminWorkspace(slugOrId, input)),
      changePlan: async (input: AdminChangePlanInput) =>
        settle(await changeAdminWorkspacePlan(slugOrId, input)),
      /** The reveal is recorded: the detail is revalidated so its audit shows it. */
      reveal: async (input: AdminRevealInput) => {
        const reply = await revealAdminWorkspaceField(slugOrId, input);
        await mutate(adminWorkspaceKeys.detail(slugOrId));
        return reply;
      },
    };
  }, [mutate, slugOrId]);
}
