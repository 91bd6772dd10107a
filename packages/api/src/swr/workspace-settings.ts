import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import {
  cancelWorkspace,
  getWorkspacePlan,
  listCountries,
  updateWorkspaceBilling,
  updateWorkspaceGeneral,
  updateWorkspaceLimits,
  updateWorkspaceProcessing,
} from '../calls/workspace-settings';
import type { Envelope } from '../schemas/envelope';
import type { WorkspaceReply } from '../schemas/workspace-calls';
import type {
  CancelWorkspaceInput,
  WorkspaceBillingInput,
  WorkspaceGeneralInput,
  WorkspaceLimitsInput,
  WorkspaceProcessingInput,
} from '../schemas/workspace-settings';
import { isWorkspaceKey, sessionKeys } from './keys';

/** The settings area's own cache keys; the workspace itself is sessionKeys.workspace. */
export const workspaceSettingsKeys = {
  countries: ['countries'] as const,
  /** Under the workspace's key, so what refreshes every workspace key (spec §4) refreshes the plan too. */
  plan: (slug: string) => ['workspace', slug, 'plan'] as const,
};

/** Every country, for the settings' country choices; they change rarely, so focus does not refetch them. */
export function useCountries(config?: SWRConfiguration) {
  return useSWR(workspaceSettingsKeys.countries, listCountries, { revalidateOnFocus: false, ...config });
}

/** The workspace's plan; pass null to wait. */
export function useWorkspacePlan(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? workspaceSettingsKeys.plan(slug) : null, ([, key]) => getWorkspacePlan(key), config);
}

/**
 * The settings writes, each followed by the cache updates it implies: the workspace's key takes the reply, and
 * the current user (whose memberships name the workspace in the switcher) is refreshed after a change of name.
 * Each resolves once the caches are fresh and rejects with the call's error.
 */
export function useWorkspaceSettingsActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: WorkspaceReply) => {
      await mutate(sessionKeys.workspace(slug), reply, { revalidate: false });
      return reply;
    };
    return {
      updateGeneral: async (input: WorkspaceGeneralInput) => {
        const reply = await settle(await updateWorkspaceGeneral(slug, input));
        await mutate(sessionKeys.currentUser);
        return reply;
      },
      updateProcessing: async (input: WorkspaceProcessingInput) =>
        settle(await updateWorkspaceProcessing(slug, input)),
      updateLimits: async (input: WorkspaceLimitsInput) => settle(await updateWorkspaceLimits(slug, input)),
      updateBilling: async (input: WorkspaceBillingInput) =>
        settle(await updateWorkspaceBilling(slug, input)),
      /**
       * Spec §4: after cancelling, the workspace data is refreshed. `beforeRefresh` runs in between, so the app can
       * leave the cancelled workspace first: its guard, seeing no membership, would answer with a refusal.
       */
      cancel: async (
        input: CancelWorkspaceInput,
        options?: { beforeRefresh?: (reply: Envelope) => unknown },
      ) => {
        const reply = await cancelWorkspace(slug, input);
        await options?.beforeRefresh?.(reply);
        await Promise.all([mutate(sessionKeys.currentUser), mutate(isWorkspaceKey)]);
        return reply;
      },
    };
  }, [mutate, slug]);
}
