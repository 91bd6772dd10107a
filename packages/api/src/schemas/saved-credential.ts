import { z } from 'zod/mini';
import { RowIdSchema, TimestampSchema } from './fields';

export const SAVED_CREDENTIAL_TYPES = [
  's3',
  'gcs',
  'azure',
  'ftp',
  'sftp',
  'youtube',
  'dropbox',
  'backblaze',
  'wasabi',
  'digitalocean',
  'cloudflare',
  'http',
] as const;

/**
 * Third-party credentials a workspace saved for its templates to use by name. Only the non-secret
 * fields: keys and passwords are written once and never sent back.
 */
export const SavedCredentialSchema = z.object({
  id: RowIdSchema,
  workspace_id: RowIdSchema,
  /** What templates refer to, as `"credentials": "<name>"`. */
  name: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)),
  type: z.enum(SAVED_CREDENTIAL_TYPES),
  created: TimestampSchema,
  modified: TimestampSchema,
});
export type SavedCredential = z.infer<typeof SavedCredentialSchema>;
