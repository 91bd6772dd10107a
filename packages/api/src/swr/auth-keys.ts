import { useMemo } from 'react';
import {
  createAuthKey,
  getAuthKey,
  listAuthKeys,
  revokeAuthKey,
  rotateAuthKey,
  updateAuthKey,
} from '../calls/auth-keys';
import type { AuthKeyInput, AuthKeyUpdateInput } from '../schemas/auth-key';
import type { AuthKeyReply } from '../schemas/auth-key-calls';
import { entityWrites, pageHook, resourceHook } from './hook-kit';
import { authKeyKeys } from './query-keys';
import { useSettle } from './settle';

/*
 * Auth keys (spec §3). No key here ever holds a secret: the replies cached below have none, and the one call
 * that answers with a secret (revealAuthKeySecret) is made by the screen itself, outside SWR.
 */

/** A page of the workspace's auth keys (see usePagedSWR). */
export const useAuthKeys = pageHook(authKeyKeys.list, listAuthKeys);

/** One auth key; pass null for either to wait. */
export const useAuthKey = resourceHook(authKeyKeys.detail, getAuthKey);

/** Writes on auth keys; each refreshes the lists and puts the reply (never a secret) in the key's own entry. */
export function useAuthKeyActions(slug: string) {
  const settle = useSettle();
  return useMemo(() => {
    const { saved, removed } = entityWrites(authKeyKeys.lists(slug), (reply: AuthKeyReply) =>
      authKeyKeys.detail(slug, reply.auth_key.id),
    );
    return {
      create: (input: AuthKeyInput) => settle(createAuthKey(slug, input), saved),
      update: (id: number, input: AuthKeyUpdateInput) => settle(updateAuthKey(slug, id, input), saved),
      rotate: (id: number) => settle(rotateAuthKey(slug, id), saved),
      /** After the show-once call, so the key's page and the list say the secret is gone. */
      refresh: (id: number) =>
        settle(undefined, { refresh: [authKeyKeys.detail(slug, id)], invalidate: [authKeyKeys.lists(slug)] }),
      revoke: (id: number) => settle(revokeAuthKey(slug, id), removed(authKeyKeys.detail(slug, id))),
    };
  }, [settle, slug]);
}
