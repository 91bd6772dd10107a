import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { changePassword, getAccount, updateProfile, updateTwoFactor } from '../calls/account';
import { cancelAccount } from '../calls/session';
import { createWorkspace } from '../calls/workspaces';
import type { ChangePasswordInput, UpdateProfileInput, UpdateTwoFactorInput } from '../schemas/account';
import type { CreateWorkspaceInput } from '../schemas/workspace-calls';
import { isWorkspaceKey, sessionKeys } from './keys';

/** Every SWR cache key of the account area (the person's own settings), in one place. */
export const accountKeys = {
  account: ['account', 'user'] as const,
};

/** The logged-in user in full, for the settings screen. */
export function useAccount(config?: SWRConfiguration) {
  return useSWR(accountKeys.account, getAccount, config);
}

/**
 * The writes a person makes about their own account, each followed by the cache updates it implies, so no
 * screen forgets one: the shell shows the current user's name and e-mail, and workspace lists follow memberships.
 * Each resolves once the caches are fresh and rejects with the call's error.
 */
export function useAccountActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      updateProfile: async (input: UpdateProfileInput) => {
        const reply = await updateProfile(input);
        await Promise.all([
          mutate(accountKeys.account, reply, { revalidate: false }),
          mutate(sessionKeys.currentUser),
        ]);
        return reply;
      },
      /** Nothing the console caches holds the password, so no key changes. */
      changePassword: (input: ChangePasswordInput) => changePassword(input),
      updateTwoFactor: async (input: UpdateTwoFactorInput) => {
        const reply = await updateTwoFactor(input);
        await mutate(accountKeys.account, reply, { revalidate: false });
        return reply;
      },
      /** Spec §4: after creating a workspace the workspace data is refreshed. */
      createWorkspace: async (input: CreateWorkspaceInput) => {
        const reply = await createWorkspace(input);
        await Promise.all([mutate(sessionKeys.currentUser), mutate(isWorkspaceKey)]);
        return reply;
      },
      /**
       * Spec §4: after cancelling the workspace data is refreshed; the current user becomes null. `beforeRefresh`
       * runs in between, for leaving the login-protected page first: seeing that null, its guard would send the
       * person to login.
       */
      cancelAccount: async (options?: { beforeRefresh?: () => unknown }) => {
        const reply = await cancelAccount({ do_it: true });
        await options?.beforeRefresh?.();
        await Promise.all([mutate(sessionKeys.currentUser), mutate(isWorkspaceKey)]);
        return reply;
      },
    }),
    [mutate],
  );
}
