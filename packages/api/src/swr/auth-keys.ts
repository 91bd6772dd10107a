import {
  createAuthKey,
  getAuthKey,
  listAuthKeys,
  revokeAuthKey,
  rotateAuthKey,
  updateAuthKey,
} from '../calls/auth-keys';
import type { AuthKeyReply } from '../schemas/auth-key-calls';
import { entityActionsHook, workspaceEntityCache } from './action-kit';
import { pageHook, resourceHook } from './hook-kit';
import { authKeyKeys } from './query-keys';

/*
 * Auth keys (spec §3). No key here ever holds a secret: the replies cached below have none, and the one call
 * that answers with a secret (revealAuthKeySecret) is made by the screen itself, outside SWR.
 */

/** A page of the workspace's auth keys (see usePagedSWR). */
export const useAuthKeys = pageHook(authKeyKeys.list, listAuthKeys);

/** One auth key; pass null for either to wait. */
export const useAuthKey = resourceHook(authKeyKeys.detail, getAuthKey);

/** Writes on auth keys; each refreshes the lists and puts the reply (never a secret) in the key's own entry. */
export const useAuthKeyActions = entityActionsHook(
  workspaceEntityCache(authKeyKeys, (reply: AuthKeyReply) => reply.auth_key.id),
  {
    saves: { create: createAuthKey, update: updateAuthKey, rotate: rotateAuthKey },
    removes: { revoke: revokeAuthKey },
  },
  (settle, slug) => ({
    /** After the show-once call, so the key's page and the list say the secret is gone. */
    refresh: (id: number) =>
      settle(undefined, { refresh: [authKeyKeys.detail(slug, id)], invalidate: [authKeyKeys.lists(slug)] }),
  }),
);
