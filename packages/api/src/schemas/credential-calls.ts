import { z } from 'zod/mini';
import { SAVED_CREDENTIAL_TYPES } from './credential-types';
import { replyOf } from './envelope';
import { HexIdSchema, NonEmptyStringSchema } from './fields';
import { pageOf, searchedListQuery } from './paging';
import { CredentialNameSchema, SavedCredentialSchema } from './saved-credential';

export const CREDENTIAL_SORTS = ['name', 'type', 'modified'] as const;
export type CredentialSort = (typeof CREDENTIAL_SORTS)[number];
export { SORT_DIRECTIONS, type SortDirection } from './paging';

export const CREDENTIALS_PER_PAGE = 10;
export const CREDENTIALS_MAX_PER_PAGE = 100;

/**
 * The query of `GET /{slug}/api/credentials.json`: `q` is part of a name or a type's name, in any case; sorted by
 * `name`, `asc` by default.
 */
export const CredentialListQuerySchema = searchedListQuery(CREDENTIAL_SORTS, {
  maxPerPage: CREDENTIALS_MAX_PER_PAGE,
  one: 'credential',
  many: 'credentials',
});
export type CredentialListQuery = z.infer<typeof CredentialListQuerySchema>;

export const CredentialListReplySchema = pageOf('credentials', SavedCredentialSchema);
export type CredentialListReply = z.infer<typeof CredentialListReplySchema>;

export const CredentialReplySchema = replyOf({ credential: SavedCredentialSchema });
export type CredentialReply = z.infer<typeof CredentialReplySchema>;

/**
 * Create or update a credential. `fields` holds the type's values, secrets included; on an update a secret left
 * out keeps the stored one. The server checks each field against the type's declaration (credential-types.ts).
 */
export const CredentialInputSchema = z.object({
  name: CredentialNameSchema,
  type: z.enum(SAVED_CREDENTIAL_TYPES, { error: 'Choose the kind of service.' }),
  fields: z.record(z.string(), z.string()),
});
export type CredentialInput = z.infer<typeof CredentialInputSchema>;

/** Test a credential before or after saving it; `id` lets stored secrets stand in for the ones not typed again. */
export const CredentialTestInputSchema = z.extend(CredentialInputSchema, {
  id: z.optional(z.int().check(z.positive())),
});
export type CredentialTestInput = z.infer<typeof CredentialTestInputSchema>;

export const CREDENTIAL_TEST_FAILURES = ['bad_key', 'no_such_bucket', 'host_unreachable'] as const;

/** How a connection test went: success, or a failure naming the field it is about. */
export const CredentialTestReplySchema = replyOf({
  test: z.object({
    ok: z.boolean(),
    /** The failure's kind; null on success. */
    failure: z.nullable(z.enum(CREDENTIAL_TEST_FAILURES)),
    /** The field the failure is about, by key; null on success. */
    field: z.nullable(z.string()),
    message: NonEmptyStringSchema,
  }),
});
export type CredentialTestReply = z.infer<typeof CredentialTestReplySchema>;

/** The templates whose steps name a credential, so people see what a change or a delete affects. */
export const CredentialUsageReplySchema = replyOf({
  templates: z.array(z.object({ id: HexIdSchema, name: NonEmptyStringSchema })),
});
export type CredentialUsageReply = z.infer<typeof CredentialUsageReplySchema>;
