import { request } from '../client';
import {
  type AuthKeyInput,
  AuthKeyInputSchema,
  type AuthKeyUpdateInput,
  AuthKeyUpdateInputSchema,
} from '../schemas/auth-key';
import {
  type AuthKeyListQuery,
  AuthKeyListQuerySchema,
  AuthKeyListReplySchema,
  AuthKeyReplySchema,
  AuthKeySecretReplySchema,
} from '../schemas/auth-key-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const authKeys = (slug: string) => `/${encodeURIComponent(slug)}/api/auth-keys`;

/** A page of the workspace's auth keys; no secret is ever in it. */
export const listAuthKeys = (slug: string, query: AuthKeyListQuery = {}) =>
  request({
    path: `${authKeys(slug)}.json${queryString(query, AuthKeyListQuerySchema)}`,
    responseSchema: AuthKeyListReplySchema,
  });

export const getAuthKey = (slug: string, id: number) =>
  request({ path: firstPagePaths.authKey(slug, id), responseSchema: AuthKeyReplySchema });

/** A new key whose secret can be shown once (`can_show_auth_secret`). */
export const createAuthKey = (slug: string, body: AuthKeyInput) =>
  request({
    path: `${authKeys(slug)}/create.json`,
    method: 'POST',
    body,
    requestSchema: AuthKeyInputSchema,
    responseSchema: AuthKeyReplySchema,
  });

/** Refused with a 403 for an internal key. */
export const updateAuthKey = (slug: string, id: number, body: AuthKeyUpdateInput) =>
  request({
    path: `${authKeys(slug)}/${id}.json`,
    method: 'POST',
    body,
    requestSchema: AuthKeyUpdateInputSchema,
    responseSchema: AuthKeyReplySchema,
  });

/**
 * The key's secret, once: the reply turns `can_show_auth_secret` off, and a second call is a 410
 * (AUTH_KEY_MESSAGES.secretGone). Hold the answer in component state only: never in a cache, never in a log.
 */
export const revealAuthKeySecret = (slug: string, id: number) =>
  request({
    path: `${authKeys(slug)}/${id}/secret.json`,
    method: 'POST',
    responseSchema: AuthKeySecretReplySchema,
  });

/** A new secret for the key (the old one stops working), which can then be shown once. */
export const rotateAuthKey = (slug: string, id: number) =>
  request({
    path: `${authKeys(slug)}/${id}/rotate.json`,
    method: 'POST',
    responseSchema: AuthKeyReplySchema,
  });

/** Deletes the key: requests signed with it are refused from then on. */
export const revokeAuthKey = (slug: string, id: number) =>
  request({ path: `${authKeys(slug)}/${id}/revoke.json`, method: 'POST', responseSchema: EnvelopeSchema });
