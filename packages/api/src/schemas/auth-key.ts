import { z } from 'zod/mini';
import { forbiddenKeys, HexIdSchema, NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

export const SIGNATURE_ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;

/**
 * An API auth key as lists and detail pages receive it. The secret is deliberately absent: it only
 * travels in the reply of an explicit "show secret" action (AuthKeySecretSchema), so no list or cache holds it. A
 * reply that carries it anyway is a schema mismatch, and the request helper drops it, whatever else drifted.
 */
export const AuthKeySchema = z.object({
  id: RowIdSchema,
  workspace_id: RowIdSchema,
  auth_key: HexIdSchema,
  /** Null: the key never expires. */
  expires: z.nullable(TimestampSchema),
  is_active: z.boolean(),
  /** Created by the service itself (for example for the template editor), not by a person. */
  is_internal: z.boolean(),
  is_allowed_for_smartcdn: z.boolean(),
  signature_algo: z.enum(SIGNATURE_ALGORITHMS),
  /** Scopes the key is limited to, such as 'assemblies:read'; empty for a key without limits. */
  scope: z.array(NonEmptyStringSchema),
  description: z.string(),
  /** Whether the secret may still be revealed in the console. */
  can_show_auth_secret: z.boolean(),
  last_used: z.nullable(TimestampSchema),
  ...forbiddenKeys(['auth_secret']),
});
export type AuthKey = z.infer<typeof AuthKeySchema>;

/** Reply of the explicit "show secret" action: fetch outside the shared cache and never log it. */
export const AuthKeySecretSchema = z.object({
  auth_key: HexIdSchema,
  auth_secret: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
});
export type AuthKeySecret = z.infer<typeof AuthKeySecretSchema>;

/** The scopes a key can be limited to, by the area they open; a key with none (or all) is unlimited. */
export const AUTH_KEY_SCOPE_GROUPS = [
  { label: 'Assemblies', scopes: ['assemblies:read', 'assemblies:write'] },
  { label: 'Templates', scopes: ['templates:read', 'templates:write'] },
  { label: 'Template credentials', scopes: ['credentials:read', 'credentials:write'] },
  { label: 'Statistics and billing', scopes: ['stats:read', 'bills:read'] },
  { label: 'Queues', scopes: ['queues:read'] },
] as const;
export const AUTH_KEY_SCOPES = AUTH_KEY_SCOPE_GROUPS.flatMap((group) => group.scopes);
export type AuthKeyScope = (typeof AUTH_KEY_SCOPES)[number];

export const AUTH_KEY_MESSAGES = {
  notFound: 'Auth key not found',
  descriptionMissing: 'Describe what the key is for, so you can tell it apart later.',
  descriptionLength: 'Keep the description to 200 characters.',
  expiresPast: 'Choose an expiry date in the future.',
  internal: 'This key belongs to the service itself and cannot be changed.',
  secretGone: 'This secret can no longer be shown. Rotate the key to get a new one.',
  unknownScope: 'Choose scopes from the list.',
} as const;

const ScopeSchema = z.enum(AUTH_KEY_SCOPES, { error: AUTH_KEY_MESSAGES.unknownScope });

const DescriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, AUTH_KEY_MESSAGES.descriptionMissing),
    z.maxLength(200, AUTH_KEY_MESSAGES.descriptionLength),
  );

/** Create an auth key; the service issues the key and its secret. */
export const AuthKeyInputSchema = z.object({
  description: DescriptionSchema,
  expires: AuthKeySchema.shape.expires,
  scope: z.array(ScopeSchema),
  signature_algo: AuthKeySchema.shape.signature_algo,
  is_allowed_for_smartcdn: z.boolean(),
});
export type AuthKeyInput = z.infer<typeof AuthKeyInputSchema>;

/** Edit an auth key: its algorithm stays what signers were given. */
export const AuthKeyUpdateInputSchema = z.object({
  description: DescriptionSchema,
  expires: AuthKeySchema.shape.expires,
  scope: z.array(ScopeSchema),
  is_active: z.boolean(),
  is_allowed_for_smartcdn: z.boolean(),
});
export type AuthKeyUpdateInput = z.infer<typeof AuthKeyUpdateInputSchema>;

/** Whether a key has passed its expiry at `now`. */
export function isAuthKeyExpired(key: Pick<AuthKey, 'expires'>, now: Date): boolean {
  return key.expires !== null && Date.parse(key.expires) <= now.getTime();
}
