import { z } from 'zod/mini';
import { HexIdSchema, NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

export const SIGNATURE_ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;

/**
 * An API auth key as lists and detail pages receive it. The secret is deliberately absent: it only
 * travels in the reply of an explicit "show secret" action (AuthKeySecretSchema), so no list or cache holds it.
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
});
export type AuthKey = z.infer<typeof AuthKeySchema>;

/** Reply of the explicit "show secret" action: fetch outside the shared cache and never log it. */
export const AuthKeySecretSchema = z.object({
  auth_key: HexIdSchema,
  auth_secret: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
});
export type AuthKeySecret = z.infer<typeof AuthKeySecretSchema>;

/** Create and update an auth key; the service issues the key and its secret. */
export const AuthKeyInputSchema = z.pick(AuthKeySchema, {
  description: true,
  expires: true,
  scope: true,
  signature_algo: true,
  is_allowed_for_smartcdn: true,
});
export type AuthKeyInput = z.infer<typeof AuthKeyInputSchema>;
