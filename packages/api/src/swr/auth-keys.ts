import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import {
  createAuthKey,
  getAuthKey,
  listAuthKeys,
  revokeAuthKey,
  rotateAuthKey,
  updateAuthKey,
} from '../calls/auth-keys';
import type { AuthKeyInput, AuthKeyUpdateInput } from '../schemas/auth-key';
import type { AuthKeyListQuery, AuthKeyListReply, AuthKeyReply } from '../schemas/auth-key-calls';
import { usePagedSWR } from './paged';
import { authKeyKeys } from './query-keys';
import { type Settlement, useSettle } from './settle';

/*
 * Auth keys (spec §3). No key here ever holds a secret: the replies cached below have none, and the one call
 * that answers with a secret (revealAuthKeySecret) is made by the screen itself, outside SWR.
 */

export function useAuthKeys(
  slug: string | null,
  query: AuthKeyListQuery,
  config?: SWRConfiguration<AuthKeyListReply>,
) {
  return usePagedSWR(
    slug ? authKeyKeys.list(slug, query) : null,
    ([, key]) => listAuthKeys(key, query),
    config,
  );
}

export function useAuthKey(slug: string | null, id: number | null) {
  return useSWR(slug && id ? authKeyKeys.detail(slug, id) : null, ([, key, , authKey]) =>
    getAuthKey(key, authKey),
  );
}

/** Writes on auth keys; each refreshes the lists and puts the reply (never a secret) in the key's own entry. */
export function useAuthKeyActions(slug: string) {
  const settle = useSettle();
  return useMemo(() => {
    const saved = (reply: AuthKeyReply): Settlement => ({
      write: [[authKeyKeys.detail(slug, reply.auth_key.id), reply]],
      invalidate: [authKeyKeys.lists(slug)],
    });
    return {
      create: (input: AuthKeyInput) => settle(createAuthKey(slug, input), saved),
      update: (id: number, input: AuthKeyUpdateInput) => settle(updateAuthKey(slug, id, input), saved),
      rotate: (id: number) => settle(rotateAuthKey(slug, id), saved),
      /** After the show-once call, so the key's page and the list say the secret is gone. */
      refresh: (id: number) =>
        settle(undefined, { refresh: [authKeyKeys.detail(slug, id)], invalidate: [authKeyKeys.lists(slug)] }),
      revoke: (id: number) =>
        settle(revokeAuthKey(slug, id), {
          clear: [authKeyKeys.detail(slug, id)],
          invalidate: [authKeyKeys.lists(slug)],
        }),
    };
  }, [settle, slug]);
}
