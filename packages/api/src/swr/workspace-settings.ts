import useSWR, { type SWRConfiguration } from 'swr';
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
import { actionsHook } from './action-kit';
import { resourceHook } from './hook-kit';
import { sessionKeys, workspaceSettingsKeys } from './query-keys';
import type { Settlement } from './settle';

/** Every country, for the settings' country choices; they change rarely, so focus does not refetch them. */
export function useCountries(config?: SWRConfiguration) {
  return useSWR(workspaceSettingsKeys.countries, listCountries, { revalidateOnFocus: false, ...config });
}

/** The workspace's plan; pass null to wait. */
export const useWorkspacePlan = resourceHook(workspaceSettingsKeys.plan, getWorkspacePlan);

/**
 * The settings writes, each followed by the cache updates it implies: the workspace's key takes the reply, and
 * the current user (whose memberships name the workspace in the switcher) is refreshed after a change of name.
 * Each resolves once the caches are fresh and rejects with the call's error.
 */
export const useWorkspaceSettingsActions = actionsHook((settle, slug: string) => {
  const saved = (reply: WorkspaceReply): Settlement => ({ write: [[sessionKeys.workspace(slug), reply]] });
  return {
    updateGeneral: (input: WorkspaceGeneralInput) =>
      settle(updateWorkspaceGeneral(slug, input), (reply) => ({
        ...saved(reply),
        refresh: [sessionKeys.currentUser],
      })),
    updateProcessing: (input: WorkspaceProcessingInput) =>
      settle(updateWorkspaceProcessing(slug, input), saved),
    updateLimits: (input: WorkspaceLimitsInput) => settle(updateWorkspaceLimits(slug, input), saved),
    updateBilling: (input: WorkspaceBillingInput) => settle(updateWorkspaceBilling(slug, input), saved),
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
      return settle(reply, { refresh: [sessionKeys.currentUser], invalidate: [sessionKeys.workspaces] });
    },
  };
});
