import { z } from 'zod/mini';
import {
  accessKey,
  BUCKET_MESSAGE,
  type CredentialField,
  type CredentialType,
  directory,
  endpoint,
  host,
  importAndStore,
  secret,
  serviceAccountKey,
  TOKEN,
} from './credential-fields';
import { STORAGE_CREDENTIAL_TYPES } from './credential-storage-types';

export type { CredentialField, CredentialFieldKind, CredentialType } from './credential-fields';

/*
 * Every kind of third-party credential a workspace can save, declared once: its fields, what each must look like,
 * which are secrets, and an example value. The form, the mock backend's checks and the fixtures are all made from
 * these declarations, so a type's shape cannot differ between them.
 */

export const CREDENTIAL_TYPES = {
  ...STORAGE_CREDENTIAL_TYPES,
  ftp: importAndStore('FTP', 'ftp', 'an FTP server', [
    host('ftp.partner.example'),
    { key: 'port', label: 'Port', kind: 'port', example: '21' },
    accessKey('User', /^[\w.@-]{1,64}$/, 'A user is 1 to 64 letters, digits, dots or dashes.', 'acme'),
    secret('Password', 'ftp-password-2026', { pattern: /^.{1,128}$/, message: 'Enter the password.' }),
    directory('/incoming'),
  ]),
  sftp: importAndStore('SFTP', 'sftp', 'a server over SSH', [
    host('sftp.partner.example'),
    { key: 'port', label: 'Port', kind: 'port', example: '22' },
    accessKey('User', /^[\w.@-]{1,64}$/, 'A user is 1 to 64 letters, digits, dots or dashes.', 'transcoder'),
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
    directory('/srv/media'),
  ]),
  dropbox: importAndStore('Dropbox', 'dropbox', 'a Dropbox folder', [
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
  ]),
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
      serviceAccountKey('drive@acme-media.iam.gserviceaccount.com'),
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
