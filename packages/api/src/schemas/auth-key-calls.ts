import type { z } from 'zod/mini';
import { AuthKeySchema, AuthKeySecretSchema } from './auth-key';
import { replyOf } from './envelope';
import { pageOf, searchedListQuery } from './paging';

export const AUTH_KEY_SORTS = ['description', 'expires', 'last_used'] as const;
export type AuthKeySort = (typeof AUTH_KEY_SORTS)[number];

export const AUTH_KEYS_PER_PAGE = 10;
export const AUTH_KEYS_MAX_PER_PAGE = 100;

/**
 * The query of `GET /{slug}/api/auth-keys.json`: `q` is part of a description or a key; sorted by `description`
 * by default, and a key that never expires or was never used sorts last ascending.
 */
export const AuthKeyListQuerySchema = searchedListQuery(AUTH_KEY_SORTS, {
  maxPerPage: AUTH_KEYS_MAX_PER_PAGE,
  one: 'key',
  many: 'keys',
});
export type AuthKeyListQuery = z.infer<typeof AuthKeyListQuerySchema>;

export const AuthKeyListReplySchema = pageOf('auth_keys', AuthKeySchema);
export type AuthKeyListReply = z.infer<typeof AuthKeyListReplySchema>;

export const AuthKeyReplySchema = replyOf({ auth_key: AuthKeySchema });
export type AuthKeyReply = z.infer<typeof AuthKeyReplySchema>;

/** The one reply that carries a secret: never cached, never logged. */
export const AuthKeySecretReplySchema = replyOf({ secret: AuthKeySecretSchema });
export type AuthKeySecretReply = z.infer<typeof AuthKeySecretReplySchema>;
