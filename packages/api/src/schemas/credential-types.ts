import { z } from 'zod/mini';

/*
 * Every kind of third-party credential a workspace can save, declared once: its fields, what each must look like,
 * which are secrets, and an example value. The form, the mock backend's checks and the fixtures are all made from
 * these declarations, so a type's shape cannot differ between them.
 */

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

const BUCKET_MESSAGE =
  'Bucket names are 3 to 63 characters: lower-case letters, digits, dots and dashes, starting and ending with a letter or digit.';

const bucket = (label = 'Bucket', example = 'acme-media-uploads'): CredentialField => ({
  key: 'bucket',
  label,
  kind: 'bucket',
  example,
  probe: 'bucket',
});

const accessKey = (label: string, pattern: RegExp, message: string, example: string): CredentialField => ({
  key: 'key',
  label,
  kind: 'text',
  format: { pattern, message },
  example,
  probe: 'key',
});

const secret = (label: string, example: string, format?: CredentialField['format']): CredentialField => ({
  key: 'secret',
  label,
  kind: 'text',
  secret: true,
  example,
  ...(format ? { format } : {}),
});

const endpoint = (label: string, example: string, hint?: string): CredentialField => ({
  key: 'host',
  label,
  kind: 'url',
  example,
  probe: 'host',
  ...(hint ? { hint } : {}),
});

const S3_KEY = {
  pattern: /^(AKIA|ASIA)[A-Z0-9]{16}$/,
  message: 'An AWS access key ID is 20 characters: AKIA (or ASIA) and 16 upper-case letters or digits.',
};
const S3_SECRET = {
  pattern: /^[A-Za-z0-9/+=]{40}$/,
  message: 'An AWS secret access key is 40 characters of letters, digits, /, + and =.',
};
const GENERIC_KEY = {
  pattern: /^[A-Za-z0-9_-]{16,128}$/,
  message: 'An access key is 16 to 128 letters, digits, dashes or underscores.',
};
const GENERIC_SECRET = {
  pattern: /^\S{20,256}$/,
  message: 'A secret key is 20 to 256 characters without spaces.',
};
const TOKEN = { pattern: /^\S{20,512}$/, message: 'An access token is 20 to 512 characters without spaces.' };
const SERVICE_ACCOUNT = {
  pattern: /^\s*\{[\s\S]*"private_key"[\s\S]*\}\s*$/,
  message: 'Paste the whole service account key file: a JSON object with a "private_key".',
};

const AWS_REGIONS = [
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

export const CREDENTIAL_TYPES = {
  s3: {
    label: 'Amazon S3',
    description: 'Import from and store to an S3 bucket.',
    robots: ['/s3/import', '/s3/store'],
    fields: [
      bucket(),
      { key: 'bucket_region', label: 'Region', kind: 'region', options: AWS_REGIONS, example: 'us-east-1' },
      accessKey('Access key ID', S3_KEY.pattern, S3_KEY.message, 'AKIA4HFKQ2XB7NDLR6PW'),
      secret('Secret access key', 'wJalrXUtnFEMIK7MDENGbPxRfiCYzq8kTd3vN2hQ', S3_SECRET),
    ],
  },
  gcs: {
    label: 'Google Cloud Storage',
    description: 'Import from and store to a Cloud Storage bucket with a service account.',
    robots: ['/google/import', '/google/store'],
    fields: [
      bucket('Bucket', 'acme-media-assets'),
      {
        key: 'credentials',
        label: 'Service account key (JSON)',
        kind: 'text',
        secret: true,
        multiline: true,
        format: SERVICE_ACCOUNT,
        example:
          '{"type":"service_account","project_id":"acme-media","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n","client_email":"uploader@acme-media.iam.gserviceaccount.com"}',
      },
    ],
  },
  azure: {
    label: 'Azure Blob Storage',
    description: 'Import from and store to a container of an Azure storage account.',
    robots: ['/azure/import', '/azure/store'],
    fields: [
      {
        key: 'account',
        label: 'Storage account',
        kind: 'text',
        format: {
          pattern: /^[a-z0-9]{3,24}$/,
          message: 'A storage account name is 3 to 24 lower-case letters and digits.',
        },
        example: 'acmemedia',
        probe: 'host',
      },
      {
        key: 'container',
        label: 'Container',
        kind: 'text',
        format: {
          pattern: /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
          message: 'A container name is 3 to 63 lower-case letters, digits and single dashes.',
        },
        example: 'uploads',
        probe: 'bucket',
      },
      secret(
        'Account key',
        'wTR2IRFJgtLfaCIYxNh6N9Ez9BW08JaBdStwHxi0JYTGZb2hr1ZHxQxzanud6aWVeu7IFzxFGPKr+nTKG6FJlQ==',
        {
          pattern: /^[A-Za-z0-9+/]{80,}={0,2}$/,
          message: 'An account key is the base64 text Azure shows, 88 characters ending in ==.',
        },
      ),
    ],
  },
  backblaze: {
    label: 'Backblaze B2',
    description: 'Import from and store to a B2 bucket with an application key.',
    robots: ['/backblaze/import', '/backblaze/store'],
    fields: [
      bucket('Bucket', 'acme-archive'),
      accessKey(
        'Application key ID',
        /^[0-9a-f]{25}$/,
        'A B2 application key ID is 25 lower-case hexadecimal characters.',
        '0045f8e2b1c3d4a000000000a',
      ),
      secret('Application key', 'K004xZ8bQ2mN7vR1tL5sD9fH3jP6wY0', {
        pattern: /^K\d{3}[A-Za-z0-9+/]{27}$/,
        message: 'A B2 application key is 31 characters starting with K and three digits.',
      }),
    ],
  },
  digitalocean: {
    label: 'DigitalOcean Spaces',
    description: 'Import from and store to a Space.',
    robots: ['/digitalocean/import', '/digitalocean/store'],
    fields: [
      bucket('Space', 'acme-media-cdn'),
      {
        key: 'region',
        label: 'Region',
        kind: 'region',
        options: ['nyc3', 'sfo3', 'ams3', 'sgp1', 'fra1', 'syd1'],
        example: 'ams3',
      },
      accessKey(
        'Access key',
        /^DO[A-Z0-9]{18}$/,
        'A Spaces access key is 20 characters: DO and 18 upper-case letters or digits.',
        'DO00QX7ABCD2EFGH3JKL',
      ),
      secret('Secret key', 'r8Tn2XbK5vQ9mL1sD7fH3jP6wY0zA4cE8gI2oU5yT1x', {
        pattern: /^[A-Za-z0-9/+]{43}$/,
        message: 'A Spaces secret key is 43 letters, digits, / or +.',
      }),
    ],
  },
  wasabi: {
    label: 'Wasabi',
    description: 'Import from and store to a Wasabi bucket.',
    robots: ['/wasabi/import', '/wasabi/store'],
    fields: [
      bucket('Bucket', 'acme-cold-storage'),
      {
        key: 'region',
        label: 'Region',
        kind: 'region',
        options: ['us-east-1', 'us-east-2', 'us-west-1', 'eu-central-1', 'eu-west-1', 'ap-northeast-1'],
        example: 'eu-central-1',
      },
      accessKey(
        'Access key',
        /^[A-Z0-9]{20}$/,
        'A Wasabi access key is 20 upper-case letters or digits.',
        'W4S7ABCD2EFGH3JKLM9N',
      ),
      secret('Secret key', 'aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7s', S3_SECRET),
    ],
  },
  minio: {
    label: 'MinIO',
    description: 'Import from and store to a bucket on your own MinIO server.',
    robots: ['/minio/import', '/minio/store'],
    fields: [
      endpoint(
        'Server URL',
        'https://minio.acme.example:9000',
        'The address the service reaches your server at.',
      ),
      bucket('Bucket', 'media'),
      accessKey('Access key', GENERIC_KEY.pattern, GENERIC_KEY.message, 'acme-uploader-2026'),
      secret('Secret key', 'm1n10-s3cr3t-k3y-f0r-acm3-upl0ads', GENERIC_SECRET),
    ],
  },
  cloudflare: {
    label: 'Cloudflare R2',
    description: 'Import from and store to an R2 bucket.',
    robots: ['/r2/import', '/r2/store'],
    fields: [
      {
        key: 'account_id',
        label: 'Account ID',
        kind: 'text',
        format: {
          pattern: /^[0-9a-f]{32}$/,
          message: 'A Cloudflare account ID is 32 lower-case hexadecimal characters.',
        },
        example: '3f9c2b7e1d4a6c8e0b2d4f6a8c0e2b4d',
        probe: 'host',
      },
      bucket('Bucket', 'acme-r2-media'),
      accessKey(
        'Access key ID',
        /^[0-9a-f]{32}$/,
        'An R2 access key ID is 32 lower-case hexadecimal characters.',
        'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      ),
      secret('Secret access key', '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0', {
        pattern: /^[0-9a-f]{64}$/,
        message: 'An R2 secret access key is 64 lower-case hexadecimal characters.',
      }),
    ],
  },
  tigris: {
    label: 'Tigris',
    description: 'Import from and store to a globally distributed Tigris bucket.',
    robots: ['/tigris/import', '/tigris/store'],
    fields: [
      bucket('Bucket', 'acme-global-media'),
      accessKey(
        'Access key ID',
        /^tid_[A-Za-z0-9_-]{20,}$/,
        'A Tigris access key ID starts with tid_ and has at least 20 characters after it.',
        'tid_Xq7bR2mN5vL8sD1fH4jP',
      ),
      secret('Secret access key', 'tsec_Lm8nQ2rT5vX9zA3cE7gI1kM4oQ8sU2wY', {
        pattern: /^tsec_[A-Za-z0-9_+/-]{20,}$/,
        message: 'A Tigris secret access key starts with tsec_ and has at least 20 characters after it.',
      }),
    ],
  },
  supabase: {
    label: 'Supabase Storage',
    description: 'Import from and store to a Supabase Storage bucket.',
    robots: ['/supabase/import', '/supabase/store'],
    fields: [
      endpoint('Project URL', 'https://abcdefghijklmnop.supabase.co'),
      bucket('Bucket', 'avatars'),
      secret('Service role key', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl', {
        pattern: /^[\w-]+\.[\w-]+\.[\w-]+$/,
        message: 'A service role key is a JWT: three parts joined by dots.',
      }),
    ],
  },
  swift: {
    label: 'OpenStack Swift',
    description: 'Import from and store to a Swift container.',
    robots: ['/swift/import', '/swift/store'],
    fields: [
      endpoint('Auth URL', 'https://auth.cloud.acme.example/v3', 'The Keystone address your cloud gives.'),
      {
        key: 'region',
        label: 'Region',
        kind: 'text',
        format: {
          pattern: /^[A-Za-z0-9_-]{2,32}$/,
          message: 'A region is 2 to 32 letters, digits or dashes.',
        },
        example: 'RegionOne',
      },
      bucket('Container', 'media-originals'),
      accessKey(
        'User name',
        /^[\w.@-]{2,64}$/,
        'A user name is 2 to 64 letters, digits, dots or dashes.',
        'uploader',
      ),
      secret('Password', 'correct-horse-battery-staple', {
        pattern: /^.{8,128}$/,
        message: 'A password is 8 to 128 characters.',
      }),
    ],
  },
  rackspace: {
    label: 'Rackspace Cloud Files',
    description: 'Import from and store to a Cloud Files container.',
    robots: ['/cloudfiles/import', '/cloudfiles/store'],
    fields: [
      {
        key: 'region',
        label: 'Region',
        kind: 'region',
        options: ['DFW', 'ORD', 'IAD', 'LON', 'SYD', 'HKG'],
        example: 'ORD',
      },
      bucket('Container', 'media-archive'),
      accessKey(
        'User name',
        /^[\w.@-]{2,64}$/,
        'A user name is 2 to 64 letters, digits, dots or dashes.',
        'acmemedia',
      ),
      secret('API key', '0123456789abcdef0123456789abcdef', {
        pattern: /^[0-9a-f]{32}$/,
        message: 'A Rackspace API key is 32 lower-case hexadecimal characters.',
      }),
    ],
  },
  ftp: {
    label: 'FTP',
    description: 'Import from and store to an FTP server.',
    robots: ['/ftp/import', '/ftp/store'],
    fields: [
      { key: 'host', label: 'Host', kind: 'host', example: 'ftp.partner.example', probe: 'host' },
      { key: 'port', label: 'Port', kind: 'port', example: '21' },
      accessKey('User', /^[\w.@-]{1,64}$/, 'A user is 1 to 64 letters, digits, dots or dashes.', 'acme'),
      secret('Password', 'ftp-password-2026', { pattern: /^.{1,128}$/, message: 'Enter the password.' }),
      {
        key: 'path',
        label: 'Directory',
        kind: 'text',
        optional: true,
        format: { pattern: /^\/[^\s]*$/, message: 'A directory starts with / and has no spaces.' },
        example: '/incoming',
      },
    ],
  },
  sftp: {
    label: 'SFTP',
    description: 'Import from and store to a server over SSH.',
    robots: ['/sftp/import', '/sftp/store'],
    fields: [
      { key: 'host', label: 'Host', kind: 'host', example: 'sftp.partner.example', probe: 'host' },
      { key: 'port', label: 'Port', kind: 'port', example: '22' },
      accessKey(
        'User',
        /^[\w.@-]{1,64}$/,
        'A user is 1 to 64 letters, digits, dots or dashes.',
        'transcoder',
      ),
      {
        key: 'private_key',
        label: 'Private key',
        kind: 'text',
        secret: true,
        multiline: true,
        format: {
          pattern: /^-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----\s*$/,
          message: 'Paste the whole private key, from -----BEGIN … PRIVATE KEY----- to its END line.',
        },
        example:
          '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
      },
      {
        key: 'path',
        label: 'Directory',
        kind: 'text',
        optional: true,
        format: { pattern: /^\/[^\s]*$/, message: 'A directory starts with / and has no spaces.' },
        example: '/srv/media',
      },
    ],
  },
  dropbox: {
    label: 'Dropbox',
    description: 'Import from and store to a Dropbox folder.',
    robots: ['/dropbox/import', '/dropbox/store'],
    fields: [
      secret('Access token', 'sl.B1xQ7mN2vR5tL8sD1fH4jP7wY0zA3cE6gI9kM2oQ5sU8', {
        pattern: /^sl\.[A-Za-z0-9_-]{20,}$/,
        message: 'A Dropbox access token starts with sl. and has at least 20 characters after it.',
      }),
      {
        key: 'path',
        label: 'Folder',
        kind: 'text',
        optional: true,
        format: { pattern: /^\/.*$/, message: 'A folder starts with /.' },
        example: '/Apps/Acme Media',
      },
    ],
  },
  'google-drive': {
    label: 'Google Drive',
    description: 'Store results in a shared Google Drive folder.',
    robots: ['/google/drive/store'],
    fields: [
      {
        key: 'folder_id',
        label: 'Folder ID',
        kind: 'text',
        format: {
          pattern: /^[A-Za-z0-9_-]{19,64}$/,
          message: 'A folder ID is the 19 to 64 characters after /folders/ in the folder’s address.',
        },
        example: '1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
        probe: 'bucket',
      },
      {
        key: 'credentials',
        label: 'Service account key (JSON)',
        kind: 'text',
        secret: true,
        multiline: true,
        format: SERVICE_ACCOUNT,
        example:
          '{"type":"service_account","project_id":"acme-media","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n","client_email":"drive@acme-media.iam.gserviceaccount.com"}',
      },
    ],
  },
  box: {
    label: 'Box',
    description: 'Store results in a Box folder.',
    robots: ['/box/store'],
    fields: [
      {
        key: 'folder_id',
        label: 'Folder ID',
        kind: 'text',
        format: { pattern: /^\d{1,20}$/, message: 'A Box folder ID is a number (0 is the root folder).' },
        example: '183746592011',
        probe: 'bucket',
      },
      secret('Developer token', 'Bx7mN2vR5tL8sD1fH4jP7wY0zA3cE6gI', TOKEN),
    ],
  },
  youtube: {
    label: 'YouTube',
    description: 'Publish encoded videos to a YouTube channel.',
    robots: ['/youtube/store'],
    fields: [
      {
        key: 'channel_id',
        label: 'Channel ID',
        kind: 'text',
        format: {
          pattern: /^UC[A-Za-z0-9_-]{22}$/,
          message: 'A channel ID is 24 characters starting with UC.',
        },
        example: 'UCx7bR2mN5vL8sD1fH4jP6wQ',
        probe: 'bucket',
      },
      secret('Refresh token', '1//0gX7bR2mN5vL8sD1fH4jP6wQ9zA3cE6gI9kM2', TOKEN),
    ],
  },
  vimeo: {
    label: 'Vimeo',
    description: 'Publish encoded videos to a Vimeo account.',
    robots: ['/vimeo/store'],
    fields: [
      secret('Access token', '8f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c', {
        pattern: /^[0-9a-f]{32}$/,
        message: 'A Vimeo access token is 32 lower-case hexadecimal characters.',
      }),
      {
        key: 'folder',
        label: 'Folder (project) ID',
        kind: 'text',
        optional: true,
        format: { pattern: /^\d{1,12}$/, message: 'A project ID is a number.' },
        example: '8745120',
      },
    ],
  },
  http: {
    label: 'HTTP (basic auth)',
    description: 'Import files from a web server that asks for a user name and password.',
    robots: ['/http/import'],
    fields: [
      endpoint('Base URL', 'https://files.partner.example/exports/'),
      accessKey(
        'User',
        /^[^\s:]{1,64}$/,
        'A user is 1 to 64 characters without spaces or colons.',
        'acme-media',
      ),
      secret('Password', 'partner-portal-pass', { pattern: /^.{1,128}$/, message: 'Enter the password.' }),
    ],
  },
} as const satisfies Record<string, CredentialType>;

export type SavedCredentialType = keyof typeof CREDENTIAL_TYPES;

/** Every type, in the picker's order. */
export const SAVED_CREDENTIAL_TYPES = Object.keys(CREDENTIAL_TYPES) as [
  SavedCredentialType,
  ...SavedCredentialType[],
];

export function credentialType(type: SavedCredentialType): CredentialType {
  return CREDENTIAL_TYPES[type];
}

/**
 * The keys of every type's secret fields. None is a plain field of another type (tests/api/credentials-mock.test.ts),
 * so a saved credential's `fields` may never hold one, whatever its type.
 */
export const CREDENTIAL_SECRET_KEYS = ['secret', 'credentials', 'private_key'] as const;

/** The type's secret fields, which the API never sends back. */
export const secretFieldsOf = (type: SavedCredentialType) =>
  credentialType(type).fields.filter((field) => field.secret === true);

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The first thing wrong with a field's value, or null; an empty optional field is fine. */
export function credentialFieldProblem(field: CredentialField, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return field.optional ? null : `Enter the ${field.label.toLowerCase()}.`;
  switch (field.kind) {
    case 'bucket':
      if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) || value.includes('..')) return BUCKET_MESSAGE;
      break;
    case 'region':
    case 'choice':
      if (field.options && !field.options.includes(value)) {
        return `Choose one of the ${field.label.toLowerCase()}s listed.`;
      }
      break;
    case 'url':
      if (!isHttpsUrl(value)) return `Enter the ${field.label.toLowerCase()} as an https:// address.`;
      break;
    case 'host':
      if (!HOST_PATTERN.test(value) && !IPV4_PATTERN.test(value)) {
        return 'Enter a host name such as files.example.com, or an IPv4 address, without https:// or a path.';
      }
      break;
    case 'port': {
      const port = Number(value);
      if (!/^\d+$/.test(value) || port < 1 || port > 65535)
        return 'A port is a whole number from 1 to 65535.';
      break;
    }
    case 'text':
      break;
  }
  if (field.format && !field.format.pattern.test(value)) return field.format.message;
  return null;
}

/** Creating needs every secret; editing keeps a stored secret that is not sent again. */
export type CredentialMode = 'create' | 'edit';

/**
 * The zod schema of one type's fields: every field checked by credentialFieldProblem. When editing, a secret left
 * empty keeps the one stored, so it is optional there.
 */
export function credentialFieldsSchema(type: SavedCredentialType, mode: CredentialMode = 'create') {
  const shape: Record<string, z.ZodMiniType<string | undefined>> = {};
  for (const field of credentialType(type).fields) {
    const keep = mode === 'edit' && field.secret === true;
    const checked = z.string().check(
      z.refine((value) => (keep && value === '') || credentialFieldProblem(field, value) === null, {
        error: (issue) => credentialFieldProblem(field, String(issue.input)) ?? 'Check this field.',
      }),
    );
    shape[field.key] = keep || field.optional ? z.optional(checked) : checked;
  }
  return z.object(shape);
}
