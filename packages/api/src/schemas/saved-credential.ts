import { z } from 'zod/mini';
import { CREDENTIAL_SECRET_KEYS, SAVED_CREDENTIAL_TYPES } from './credential-types';
import { forbiddenKeys, RowIdSchema, TimestampSchema } from './fields';

/** What a template step can name: `"credentials": "<name>"`. */
export const CREDENTIAL_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const CREDENTIAL_NAME_MAX_LENGTH = 64;

export const CREDENTIAL_MESSAGES = {
  notFound: 'Credential not found',
  nameMissing: 'Give the credential a name.',
  nameFormat: 'Use only letters, digits, dashes and underscores, so a template can name it.',
  nameLength: `Keep the name to ${CREDENTIAL_NAME_MAX_LENGTH} characters.`,
  nameTaken: (name: string) => `A credential named "${name}" already exists in this workspace.`,
  typeChange: 'A credential keeps its type; create a new one for another service.',
} as const;

export const CredentialNameSchema = z
  .string()
  .check(
    z.minLength(1, CREDENTIAL_MESSAGES.nameMissing),
    z.maxLength(CREDENTIAL_NAME_MAX_LENGTH, CREDENTIAL_MESSAGES.nameLength),
    z.regex(CREDENTIAL_NAME_PATTERN, CREDENTIAL_MESSAGES.nameFormat),
  );

/**
 * Third-party credentials a workspace saved for its templates to use by name. Only the non-secret values travel:
 * keys and passwords are written once and never sent back; `secrets_set` says which are stored. A reply whose
 * `fields` carry a secret anyway (a save echoing what it was sent) is a schema mismatch, and the request helper drops
 * the secret before a screen or the SWR cache sees it.
 */
export const SavedCredentialSchema = z.object({
  id: RowIdSchema,
  workspace_id: RowIdSchema,
  /** What templates refer to, as `"credentials": "<name>"`. */
  name: CredentialNameSchema,
  type: z.enum(SAVED_CREDENTIAL_TYPES),
  /** The type's non-secret fields (bucket, region, host, …) by key. */
  fields: z.catchall(z.object(forbiddenKeys(CREDENTIAL_SECRET_KEYS)), z.string()),
  /** The keys of the type's secret fields that hold a value. */
  secrets_set: z.array(z.string()),
  created: TimestampSchema,
  modified: TimestampSchema,
});
export type SavedCredential = z.infer<typeof SavedCredentialSchema>;
