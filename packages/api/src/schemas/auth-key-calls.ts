import { z } from 'zod/mini';
import { AuthKeySchema, AuthKeySecretSchema } from './auth-key';
import { SORT_DIRECTIONS } from './credential-calls';
import { MetaSchema } from './envelope';
import { PagingReplyFields, pagingQueryFields } from './paging';

export const AUTH_KEY_SORTS = ['description', 'expires', 'last_used'] as const;
export type AuthKeySort = (typeof AUTH_KEY_SORTS)[number];

export const AUTH_KEYS_PER_PAGE = 10;
export const AUTH_KEYS_MAX_PER_PAGE = 100;

/** The query of `GET /{slug}/api/auth-keys.json`; every field may be left out. */
export const AuthKeyListQuerySchema = z.object({
  /** Part of a description or a key. */
  q: z.optional(z.string()),
  /** Default `description`; a key that never expires or was never used sorts last ascending. */
  sort: z.optional(z.enum(AUTH_KEY_SORTS, { error: 'Sort by description, expires or last_used.' })),
  dir: z.optional(z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc.' })),
  ...pagingQueryFields({ maxPerPage: AUTH_KEYS_MAX_PER_PAGE, one: 'key', many: 'keys' }),
});
export type AuthKeyListQuery = z.infer<typeof AuthKeyListQuerySchema>;

export const AuthKeyListReplySchema = z.object({
  meta: MetaSchema,
  auth_keys: z.array(AuthKeySchema),
  ...PagingReplyFields,
});
export type AuthKeyListReply = z.infer<typeof AuthKeyListReplySchema>;

export const AuthKeyReplySchema = z.object({ meta: MetaSchema, auth_key: AuthKeySchema });
export type AuthKeyReply = z.infer<typeof AuthKeyReplySchema>;

/** The one reply that carries a secret: never cached, never logged. */
export const AuthKeySecretReplySchema = z.object({ meta: MetaSchema, secret: AuthKeySecretSchema });
export type AuthKeySecretReply = z.infer<typeof AuthKeySecretReplySchema>;
