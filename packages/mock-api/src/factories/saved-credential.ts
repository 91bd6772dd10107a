import {
  credentialType,
  type SavedCredential,
  SavedCredentialSchema,
  type SavedCredentialType,
} from '@console/api';
import { cycleOf, presetFor } from './catalogue';
import { daysAgo } from './seed';

/** The names the template fixtures refer to come first, so their `credentials` resolve. */
const CREDENTIAL_PRESETS = [
  { name: 'production-s3', type: 's3' },
  { name: 'catalog-bucket', type: 's3' },
  { name: 'archive-bucket', type: 'backblaze' },
  { name: 'partner-sftp', type: 'sftp' },
  { name: 'marketing-youtube', type: 'youtube' },
  { name: 'assets-gcs', type: 'gcs' },
] as const;

/** A type's values as its declaration's examples: the non-secret ones, and the secret ones apart. */
export function exampleCredentialValues(type: SavedCredentialType) {
  const fields: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const field of credentialType(type).fields) {
    (field.secret ? secrets : fields)[field.key] = field.example;
  }
  return { fields, secrets };
}

export function buildSavedCredential(overrides: Partial<SavedCredential> = {}, seq = 1): SavedCredential {
  const preset = presetFor(CREDENTIAL_PRESETS, seq);
  const cycle = cycleOf(seq, CREDENTIAL_PRESETS.length);
  const type = overrides.type ?? preset.type;
  const { fields, secrets } = exampleCredentialValues(type);
  const defaults: SavedCredential = {
    id: seq,
    workspace_id: 1,
    name: cycle === 1 ? preset.name : `${preset.name}-${cycle}`,
    type,
    fields,
    secrets_set: Object.keys(secrets),
    created: daysAgo(seq * 20),
    modified: daysAgo(seq * 5),
  };
  return SavedCredentialSchema.parse({ ...defaults, ...overrides });
}
