import { AuthKeyInputSchema, AuthKeyUpdateInputSchema } from '../schemas/auth-key';
import {
  AuthKeyListQuerySchema,
  AuthKeyListReplySchema,
  AuthKeyReplySchema,
  AuthKeySecretReplySchema,
} from '../schemas/auth-key-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, listCall, readCall, workspaceEntityPaths, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const { all, one } = workspaceEntityPaths<number>('auth-keys');

/** A page of the workspace's auth keys; no secret is ever in it. */
export const listAuthKeys = listCall(all('.json'), AuthKeyListQuerySchema, AuthKeyListReplySchema);

export const getAuthKey = readCall(
  (slug: string, id: number) => firstPagePaths.authKey(slug, id),
  AuthKeyReplySchema,
);

/** A new key whose secret can be shown once (`can_show_auth_secret`). */
export const createAuthKey = writeCall(all('/create.json'), AuthKeyInputSchema, AuthKeyReplySchema);

/** Refused with a 403 for an internal key. */
export const updateAuthKey = writeCall(one('.json'), AuthKeyUpdateInputSchema, AuthKeyReplySchema);

/**
 * The key's secret, once: the reply turns `can_show_auth_secret` off, and a second call is a 410
 * (AUTH_KEY_MESSAGES.secretGone). Hold the answer in component state only: never in a cache, never in a log.
 */
export const revealAuthKeySecret = actionCall(one('/secret.json'), AuthKeySecretReplySchema);

/** A new secret for the key (the old one stops working), which can then be shown once. */
export const rotateAuthKey = actionCall(one('/rotate.json'), AuthKeyReplySchema);

/** Deletes the key: requests signed with it are refused from then on. */
export const revokeAuthKey = actionCall(one('/revoke.json'), EnvelopeSchema);
