import {
  credentialType,
  type SavedCredential,
  SavedCredentialSchema,
  type SavedCredentialType,
} from '@console/api';
import { cycleOf, presetFor } from './catalogue';
import { daysAgo } from './seed';

/**
 * The credentials a workspace is seeded with, in order. The names the template fixtures refer to come first, so
 * their `credentials` resolve; buildSavedCredential cycles through those six. The others follow in a seeded
 * workspace, so the demo shows many kinds of service.
 */
const CREDENTIAL_PRESETS: readonly { name: string; type: SavedCredentialType }[] = [
  { name: 'production-s3', type: 's3' },
  { name: 'catalog-bucket', type: 's3' },
  { name: 'archive-bucket', type: 'backblaze' },
  { name: 'partner-sftp', type: 'sftp' },
  { name: 'marketing-youtube', type: 'youtube' },
  { name: 'assets-gcs', type: 'gcs' },
  { name: 'edge-r2', type: 'cloudflare' },
  { name: 'studio-minio', type: 'minio' },
  { name: 'partner-ftp', type: 'ftp' },
  { name: 'editors-dropbox', type: 'dropbox' },
  { name: 'legacy-http-import', type: 'http' },
  { name: 'cold-wasabi', type: 'wasabi' },
  { name: 'azure-originals', type: 'azure' },
  { name: 'spaces-cdn', type: 'digitalocean' },
];
const FIXTURE_CREDENTIALS = CREDENTIAL_PRESETS.slice(0, 6);
const OTHER_CREDENTIALS = CREDENTIAL_PRESETS.slice(6);

/** The name and type of a seeded workspace's credential number `index` (from 0): the six, then the others round. */
export const seededCredentialPreset = (index: number) =>
  index < FIXTURE_CREDENTIALS.length
    ? presetFor(FIXTURE_CREDENTIALS, index + 1)
    : presetFor(OTHER_CREDENTIALS, index - FIXTURE_CREDENTIALS.length + 1);

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
  const preset = presetFor(FIXTURE_CREDENTIALS, seq);
  const cycle = cycleOf(seq, FIXTURE_CREDENTIALS.length);
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
