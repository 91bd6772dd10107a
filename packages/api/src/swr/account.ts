import useSWR, { type SWRConfiguration } from 'swr';
import { changePassword, getAccount, updateProfile, updateTwoFactor } from '../calls/account';
import { cancelAccount } from '../calls/session';
import { createWorkspace } from '../calls/workspaces';
import type { ChangePasswordInput, UpdateProfileInput, UpdateTwoFactorInput } from '../schemas/account';
import type { CreateWorkspaceInput } from '../schemas/workspace-calls';
import { actionsHook } from './action-kit';
import { accountKeys, sessionKeys } from './query-keys';

/** The logged-in user in full, for the settings screen. */
export function useAccount(config?: SWRConfiguration) {
  return useSWR(accountKeys.account, getAccount, config);
}

/**
 * The writes a person makes about their own account, each followed by the cache updates it implies, so no
 * screen forgets one: the shell shows the current user's name and e-mail, and workspace lists follow memberships.
 * Each resolves once the caches are fresh and rejects with the call's error.
 */
export const useAccountActions = actionsHook((settle) => {
  const sessionChanged = { refresh: [sessionKeys.currentUser], invalidate: [sessionKeys.workspaces] };
  return {
    updateProfile: (input: UpdateProfileInput) =>
      settle(updateProfile(input), (reply) => ({
        write: [[accountKeys.account, reply]],
        refresh: [sessionKeys.currentUser],
      })),
    /** Nothing the console caches holds the password, so no key changes. */
    changePassword: (input: ChangePasswordInput) => changePassword(input),
    updateTwoFactor: (input: UpdateTwoFactorInput) =>
      settle(updateTwoFactor(input), (reply) => ({ write: [[accountKeys.account, reply]] })),
    /** Spec §4: after creating a workspace the workspace data is refreshed. */
    createWorkspace: (input: CreateWorkspaceInput) => settle(createWorkspace(input), sessionChanged),
    /**
     * Spec §4: after cancelling the workspace data is refreshed; the current user becomes null. `beforeRefresh`
     * runs in between, for leaving the login-protected page first: seeing that null, its guard would send the
     * person to login.
     */
    cancelAccount: async (options?: { beforeRefresh?: () => unknown }) => {
      const reply = await cancelAccount({ do_it: true });
      await options?.beforeRefresh?.();
      return settle(reply, sessionChanged);
    },
  };
});
