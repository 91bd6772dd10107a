import { AuthKeyInputSchema, AuthKeyUpdateInputSchema } from '../schemas/auth-key';
import {
  AuthKeyListQuerySchema,
  AuthKeyListReplySchema,
  AuthKeyReplySchema,
  AuthKeySecretReplySchema,
} from '../schemas/auth-key-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, listCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const authKeys = (slug: string) => `/${encodeURIComponent(slug)}/api/auth-keys`;
const authKey = (slug: string, id: number) => `${authKeys(slug)}/${id}`;

/** A page of the workspace's auth keys; no secret is ever in it. */
export const listAuthKeys = listCall(
  (slug: string) => `${authKeys(slug)}.json`,
  AuthKeyListQuerySchema,
  AuthKeyListReplySchema,
);

export const getAuthKey = readCall(
  (slug: string, id: number) => firstPagePaths.authKey(slug, id),
  AuthKeyReplySchema,
);

/** A new key whose secret can be shown once (`can_show_auth_secret`). */
export const createAuthKey = writeCall(
  (slug: string) => `${authKeys(slug)}/create.json`,
  AuthKeyInputSchema,
  AuthKeyReplySchema,
);

/** Refused with a 403 for an internal key. */
export const updateAuthKey = writeCall(
  (slug: string, id: number) => `${authKey(slug, id)}.json`,
  AuthKeyUpdateInputSchema,
  AuthKeyReplySchema,
);

/**
 * The key's secret, once: the reply turns `can_show_auth_secret` off, and a second call is a 410
 * (AUTH_KEY_MESSAGES.secretGone). Hold the answer in component state only: never in a cache, never in a log.
 */
export const revealAuthKeySecret = actionCall(
  (slug: string, id: number) => `${authKey(slug, id)}/secret.json`,
  AuthKeySecretReplySchema,
);

/** A new secret for the key (the old one stops working), which can then be shown once. */
export const rotateAuthKey = actionCall(
  (slug: string, id: number) => `${authKey(slug, id)}/rotate.json`,
  AuthKeyReplySchema,
);

/** Deletes the key: requests signed with it are refused from then on. */
export const revokeAuthKey = actionCall(
  (slug: string, id: number) => `${authKey(slug, id)}/revoke.json`,
  EnvelopeSchema,
);
