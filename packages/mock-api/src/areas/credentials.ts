import type { Workspace } from '@console/api';
import {
  CREDENTIAL_MESSAGES,
  CREDENTIALS_PER_PAGE,
  type CredentialField,
  type CredentialInput,
  CredentialInputSchema,
  CredentialListQuerySchema,
  type CredentialSort,
  CredentialTestInputSchema,
  CSRF_HEADER,
  credentialFieldsSchema,
  credentialType,
  type SavedCredential,
  type SavedCredentialType,
} from '@console/api';
import { delay, http } from 'msw';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { byNumber, byText, type ListRules, listReply } from '../list-page';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { credentialsOf, findCredential, type StoredCredential } from './credentials-store';

/*
 * Third-party credentials of every workspace. Their secrets live in the store beside the rows
 * (`backend.state.credentials[].secrets`) and no reply carries one; auth keys are their own area (auth-keys.ts).
 */

/** How long "Test connection" takes to answer, about what reaching a real service takes. */
export const CREDENTIAL_TEST_DELAY_MS = 1200;

// --- helpers ---

const stamp = (backend: MockBackend) => new Date(nowOf(backend)).toISOString();

// --- third-party credentials ---

/** The list's rules: by name first; a search looks in the name and the type's label. */
const CREDENTIAL_LIST: ListRules<SavedCredential, CredentialSort> = {
  sort: 'name',
  dir: 'asc',
  perPage: CREDENTIALS_PER_PAGE,
  orders: {
    name: (a, b) => byText(a.name, b.name),
    type: (a, b) => byText(credentialType(a.type).label, credentialType(b.type).label),
    modified: (a, b) => byNumber(Date.parse(a.modified), Date.parse(b.modified)),
  },
  texts: (credential) => [credential.name, credentialType(credential.type).label],
  tie: (a, b) => byText(a.name, b.name),
};

function listCredentials(access: WorkspaceAccess, backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(CredentialListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const credentials = credentialsOf(backend, access.workspace).map((stored) => stored.credential);
  return listReply('credentials', credentials, read.query, CREDENTIAL_LIST);
}

/** The input's fields split into the type's non-secret values and its secrets; keys the type lacks are dropped. */
function splitFields(type: SavedCredentialType, values: Record<string, string>) {
  const fields: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const field of credentialType(type).fields) {
    const value = values[field.key]?.trim();
    if (value === undefined || value === '') continue;
    (field.secret ? secrets : fields)[field.key] = value;
  }
  return { fields, secrets };
}

/** The first refusal a write earns: a malformed body, a field its type refuses, or a name taken. */
function checkInput(
  backend: MockBackend,
  workspace: Workspace,
  body: unknown,
  existing: StoredCredential | null,
): { input: CredentialInput } | { refusal: MockReply } {
  const parsed = CredentialInputSchema.safeParse(body);
  if (!parsed.success) {
    return { refusal: failure(400, parsed.error.issues[0]?.message ?? 'Check the credential.') };
  }
  const input = parsed.data;
  if (existing && existing.credential.type !== input.type) {
    return { refusal: failure(400, CREDENTIAL_MESSAGES.typeChange) };
  }
  const fields = credentialFieldsSchema(input.type, existing ? 'edit' : 'create').safeParse(input.fields);
  if (!fields.success)
    return { refusal: failure(400, fields.error.issues[0]?.message ?? 'Check the fields.') };
  const wanted = input.name.toLowerCase();
  const taken = credentialsOf(backend, workspace).some(
    (stored) => stored !== existing && stored.credential.name.toLowerCase() === wanted,
  );
  if (taken) return { refusal: failure(400, CREDENTIAL_MESSAGES.nameTaken(input.name), 'name') };
  return { input };
}

function createCredential(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const checked = checkInput(backend, access.workspace, body, null);
  if ('refusal' in checked) return checked.refusal;
  const { name, type, fields: values } = checked.input;
  const { fields, secrets } = splitFields(type, values);
  const id = backend.state.credentials.reduce((max, stored) => Math.max(max, stored.credential.id), 0) + 1;
  const credential: SavedCredential = {
    id,
    workspace_id: access.workspace.id,
    name,
    type,
    fields,
    secrets_set: Object.keys(secrets),
    created: stamp(backend),
    modified: stamp(backend),
  };
  backend.state.credentials.push({ credential, secrets });
  return ok({ credential }, `Credential “${name}” saved.`);
}

function updateCredential(
  access: WorkspaceAccess,
  backend: MockBackend,
  id: string,
  body: unknown,
): MockReply {
  const stored = findCredential(backend, access.workspace, id);
  if (!stored) return failure(404, CREDENTIAL_MESSAGES.notFound);
  const checked = checkInput(backend, access.workspace, body, stored);
  if ('refusal' in checked) return checked.refusal;
  const { name, type, fields: values } = checked.input;
  const { fields, secrets } = splitFields(type, values);
  stored.secrets = { ...stored.secrets, ...secrets };
  stored.credential = {
    ...stored.credential,
    name,
    fields,
    secrets_set: Object.keys(stored.secrets),
    modified: stamp(backend),
  };
  return ok({ credential: stored.credential }, `Credential “${name}” saved.`);
}

/** Whether a template's JSON names the credential in any step (`"credentials": "<name>"`). */
function namesCredential(json: string, name: string): boolean {
  const visit = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(visit);
    if (typeof value !== 'object' || value === null) return false;
    return Object.entries(value).some(
      ([key, inner]) => (key === 'credentials' && inner === name) || visit(inner),
    );
  };
  try {
    return visit(JSON.parse(json));
  } catch {
    return false;
  }
}

function usage(backend: MockBackend, workspace: Workspace, name: string) {
  return backend.state.templates
    .filter((template) => template.account_id === workspace.id && namesCredential(template.json, name))
    .map(({ id, name: templateName }) => ({ id, name: templateName }))
    .sort((a, b) => byText(a.name, b.name));
}

function removeCredential(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = findCredential(backend, access.workspace, id);
  if (!stored) return failure(404, CREDENTIAL_MESSAGES.notFound);
  backend.state.credentials = backend.state.credentials.filter((other) => other !== stored);
  return ok({}, `Credential “${stored.credential.name}” deleted.`);
}

/**
 * How the mock services answer a connection test, so stories, tests and the demo can show each failure:
 * a key containing EXAMPLE or "wrong" (as AWS's documentation key AKIAIOSFODNN7EXAMPLE does) is refused, a bucket
 * whose name starts with "missing-" does not exist, and a host under .invalid (RFC 2606) or named "unreachable…"
 * does not answer. Anything else connects.
 */
function probe(type: SavedCredentialType, values: Record<string, string>) {
  const fields = credentialType(type).fields;
  const read = (field: CredentialField) => values[field.key]?.trim() ?? '';
  const host = fields.find((field) => field.probe === 'host');
  if (host) {
    const value = read(host).toLowerCase();
    let hostname = value;
    try {
      hostname = new URL(value).hostname;
    } catch {
      // Not a URL: a bare host name, an account name or id.
    }
    if (hostname.endsWith('.invalid') || hostname.startsWith('unreachable')) {
      return {
        ok: false,
        failure: 'host_unreachable' as const,
        field: host.key,
        message: `Could not reach ${hostname}: the connection timed out after 10 seconds.`,
      };
    }
  }
  const key = fields.find((field) => field.probe === 'key') ?? fields.find((field) => field.secret === true);
  if (key && /example|wrong/i.test(read(key))) {
    return {
      ok: false,
      failure: 'bad_key' as const,
      field: key.key,
      message: `The service refused this ${key.label.toLowerCase()}: it does not exist or was revoked.`,
    };
  }
  const bucket = fields.find((field) => field.probe === 'bucket');
  if (bucket && read(bucket).startsWith('missing-')) {
    return {
      ok: false,
      failure: 'no_such_bucket' as const,
      field: bucket.key,
      message: `There is no ${bucket.label.toLowerCase()} named “${read(bucket)}”, or these credentials cannot see it.`,
    };
  }
  return {
    ok: true,
    failure: null,
    field: null,
    message: `Connected to ${credentialType(type).label} and listed the ${bucket ? bucket.label.toLowerCase() : 'account'}.`,
  };
}

function testCredential(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const parsed = CredentialTestInputSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Check the credential.');
  const { type, fields, id } = parsed.data;
  const stored = id === undefined ? null : findCredential(backend, access.workspace, String(id));
  if (id !== undefined && !stored) return failure(404, CREDENTIAL_MESSAGES.notFound);
  // Secrets not typed again are the stored ones.
  const values = {
    ...stored?.secrets,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
  };
  const checked = credentialFieldsSchema(type, 'create').safeParse(values);
  if (!checked.success) return failure(400, checked.error.issues[0]?.message ?? 'Check the fields.');
  return ok({ test: probe(type, values) });
}

// --- handlers ---

/** The credentials' calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, base, send, memberGet, memberPost }) => [
  memberGet('/:slug/api/credentials.json', (a, search) => listCredentials(a, backend, search)),
  memberGet('/:slug/api/credentials/:id/usage.json', (a, _search, params) => {
    const stored = findCredential(backend, a.workspace, String(params.id));
    if (!stored) return failure(404, CREDENTIAL_MESSAGES.notFound);
    return ok({ templates: usage(backend, a.workspace, stored.credential.name) });
  }),
  memberGet('/:slug/api/credentials/:id.json', (a, _search, params) => {
    const stored = findCredential(backend, a.workspace, String(params.id));
    return stored ? ok({ credential: stored.credential }) : failure(404, CREDENTIAL_MESSAGES.notFound);
  }),
  // The test waits as a real service would, so people see it working; it changes nothing.
  http.post(`${base}/:slug/api/credentials/test.json`, async ({ params, request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    await delay(CREDENTIAL_TEST_DELAY_MS);
    const csrfToken = request.headers.get(CSRF_HEADER);
    return send(() =>
      backend.inWorkspace(String(params.slug), csrfToken, (a) => testCredential(a, backend, body)),
    );
  }),
  // Before the update route, whose `:id` would otherwise take "create".
  memberPost('/:slug/api/credentials/create.json', (a, body) => createCredential(a, backend, body)),
  memberPost('/:slug/api/credentials/:id/delete.json', (a, _body, params) =>
    removeCredential(a, backend, String(params.id)),
  ),
  memberPost('/:slug/api/credentials/:id.json', (a, body, params) =>
    updateCredential(a, backend, String(params.id), body),
  ),
];
