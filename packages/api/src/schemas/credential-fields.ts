// The parts a credential type is declared with (credential-types.ts): the field and type shapes, and builders and
// patterns for the fields many services share.

/** How a field is entered and checked. */
export type CredentialFieldKind = 'text' | 'bucket' | 'region' | 'url' | 'host' | 'port' | 'choice';

export interface CredentialField {
  /** The key the value travels under, and what a template step's robot reads. */
  key: string;
  label: string;
  kind: CredentialFieldKind;
  /** Write-only: sent when set or replaced, never sent back; the page shows that it is set. */
  secret?: boolean;
  /** Several lines (a private key, a service account's JSON). */
  multiline?: boolean;
  optional?: boolean;
  hint?: string;
  /** The choices of a `choice` field. */
  options?: readonly string[];
  /** A format beyond the kind's own, with the sentence that explains it. */
  format?: { pattern: RegExp; message: string };
  /** A realistic value: the fixtures use it, the form shows it as the placeholder. */
  example: string;
  /** What "Test connection" checks with this field: the key, the bucket, or the host it reaches. */
  probe?: 'key' | 'bucket' | 'host';
}

export interface CredentialType {
  label: string;
  /** What it is for, under the type's name in the picker. */
  description: string;
  /** The robots that take this credential, so people know where it applies. */
  robots: readonly string[];
  fields: readonly CredentialField[];
}

/**
 * A type whose credential both imports and stores, through one service's pair of robots (`/{service}/import`,
 * `/{service}/store`); `where` completes "Import from and store to …".
 */
export function importAndStore(
  label: string,
  service: string,
  where: string,
  fields: readonly CredentialField[],
): CredentialType {
  return {
    label,
    description: `Import from and store to ${where}.`,
    robots: [`/${service}/import`, `/${service}/store`],
    fields,
  };
}

export const BUCKET_MESSAGE =
  'Bucket names are 3 to 63 characters: lower-case letters, digits, dots and dashes, starting and ending with a letter or digit.';

export const bucket = (label = 'Bucket', example = 'acme-media-uploads'): CredentialField => ({
  key: 'bucket',
  label,
  kind: 'bucket',
  example,
  probe: 'bucket',
});

/** The region a bucket or container lives in, one of the service's `options`; the field's `key` is the wire's. */
export const region = (options: readonly string[], example: string, key = 'region'): CredentialField => ({
  key,
  label: 'Region',
  kind: 'region',
  options,
  example,
});

export const accessKey = (
  label: string,
  pattern: RegExp,
  message: string,
  example: string,
): CredentialField => ({
  key: 'key',
  label,
  kind: 'text',
  format: { pattern, message },
  example,
  probe: 'key',
});

export const secret = (
  label: string,
  example: string,
  format?: CredentialField['format'],
): CredentialField => ({
  key: 'secret',
  label,
  kind: 'text',
  secret: true,
  example,
  ...(format ? { format } : {}),
});

export const endpoint = (label: string, example: string, hint?: string): CredentialField => ({
  key: 'host',
  label,
  kind: 'url',
  example,
  probe: 'host',
  ...(hint ? { hint } : {}),
});

/** A server's host name, which "Test connection" reaches (FTP, SFTP). */
export const host = (example: string): CredentialField => ({
  key: 'host',
  label: 'Host',
  kind: 'host',
  example,
  probe: 'host',
});

/** The directory on a server that imports read from and stores write to; the server's root when left out. */
export const directory = (example: string): CredentialField => ({
  key: 'path',
  label: 'Directory',
  kind: 'text',
  optional: true,
  format: { pattern: /^\/[^\s]*$/, message: 'A directory starts with / and has no spaces.' },
  example,
});

/** A Google service account's key file, whose example names the account by its e-mail address. */
export const serviceAccountKey = (clientEmail: string): CredentialField => ({
  key: 'credentials',
  label: 'Service account key (JSON)',
  kind: 'text',
  secret: true,
  multiline: true,
  format: SERVICE_ACCOUNT,
  example: `{"type":"service_account","project_id":"acme-media","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n","client_email":"${clientEmail}"}`,
});

export const S3_KEY = {
  pattern: /^(AKIA|ASIA)[A-Z0-9]{16}$/,
  message: 'An AWS access key ID is 20 characters: AKIA (or ASIA) and 16 upper-case letters or digits.',
};
export const S3_SECRET = {
  pattern: /^[A-Za-z0-9/+=]{40}$/,
  message: 'An AWS secret access key is 40 characters of letters, digits, /, + and =.',
};
export const GENERIC_KEY = {
  pattern: /^[A-Za-z0-9_-]{16,128}$/,
  message: 'An access key is 16 to 128 letters, digits, dashes or underscores.',
};
export const GENERIC_SECRET = {
  pattern: /^\S{20,256}$/,
  message: 'A secret key is 20 to 256 characters without spaces.',
};
export const TOKEN = {
  pattern: /^\S{20,512}$/,
  message: 'An access token is 20 to 512 characters without spaces.',
};
export const SERVICE_ACCOUNT = {
  pattern: /^\s*\{[\s\S]*"private_key"[\s\S]*\}\s*$/,
  message: 'Paste the whole service account key file: a JSON object with a "private_key".',
};

export const AWS_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'eu-west-1',
  'eu-west-2',
  'eu-central-1',
  'eu-north-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-northeast-1',
  'ap-south-1',
  'sa-east-1',
] as const;
