import type { Workspace } from '@console/api';
import {
  AUTH_KEY_MESSAGES,
  AUTH_KEY_SCOPES,
  AUTH_KEYS_PER_PAGE,
  type AuthKey,
  AuthKeyInputSchema,
  AuthKeyListQuerySchema,
  AuthKeyUpdateInputSchema,
  CREDENTIAL_MESSAGES,
  CREDENTIALS_PER_PAGE,
  type CredentialField,
  type CredentialInput,
  CredentialInputSchema,
  CredentialListQuerySchema,
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
import { hexId } from '../factories/seed';
import { byNumber, byText, instant, pageOf } from '../list-page';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import {
  authKeysOf,
  credentialsOf,
  findAuthKey,
  findCredential,
  type StoredAuthKey,
  type StoredCredential,
} from './credentials-store';

/*
 * Third-party credentials and API keys of every workspace. Secrets live in the store beside the rows
 * (`backend.state.credentials[].secrets`, `backend.state.authKeys[].secret`) and leave it only through the one
 * show-once reply of a new or rotated API key; no other reply carries one.
 */

/** How long "Test connection" takes to answer, about what reaching a real service takes. */
export const CREDENTIAL_TEST_DELAY_MS = 1200;

// --- helpers ---

const stamp = (backend: MockBackend) => new Date(nowOf(backend)).toISOString();

// --- third-party credentials ---

function listCredentials(access: WorkspaceAccess, backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(CredentialListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { sort = 'name', dir = 'asc', page: pageNumber = 1, per_page = CREDENTIALS_PER_PAGE } = query;
  const needle = query.q?.trim().toLowerCase() ?? '';
  const sign = dir === 'asc' ? 1 : -1;
  const order = {
    name: (a: SavedCredential, b: SavedCredential) => byText(a.name, b.name),
    type: (a: SavedCredential, b: SavedCredential) =>
      byText(credentialType(a.type).label, credentialType(b.type).label),
    modified: (a: SavedCredential, b: SavedCredential) =>
      byNumber(Date.parse(a.modified), Date.parse(b.modified)),
  }[sort];
  const matching = credentialsOf(backend, access.workspace)
    .map((stored) => stored.credential)
    .filter(
      (credential) =>
        credential.name.toLowerCase().includes(needle) ||
        credentialType(credential.type).label.toLowerCase().includes(needle),
    )
    .sort((a, b) => sign * order(a, b) || byText(a.name, b.name));
  const { rows, ...paging } = pageOf(matching, pageNumber, per_page);
  return ok({ credentials: rows, ...paging });
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
  if (taken) return { refusal: failure(400, CREDENTIAL_MESSAGES.nameTaken(input.name)) };
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

// --- API keys ---

function listAuthKeys(access: WorkspaceAccess, backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AuthKeyListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { sort = 'description', dir = 'asc', page: pageNumber = 1, per_page = AUTH_KEYS_PER_PAGE } = query;
  const needle = query.q?.trim().toLowerCase() ?? '';
  const sign = dir === 'asc' ? 1 : -1;
  const order = {
    description: (a: AuthKey, b: AuthKey) => byText(a.description, b.description),
    expires: (a: AuthKey, b: AuthKey) => byNumber(instant(a.expires), instant(b.expires)),
    last_used: (a: AuthKey, b: AuthKey) => byNumber(instant(a.last_used), instant(b.last_used)),
  }[sort];
  const matching = authKeysOf(backend, access.workspace)
    .map((stored) => stored.key)
    .filter((key) => key.description.toLowerCase().includes(needle) || key.auth_key.includes(needle))
    .sort((a, b) => sign * order(a, b) || byNumber(a.id, b.id));
  const { rows, ...paging } = pageOf(matching, pageNumber, per_page);
  return ok({ auth_keys: rows, ...paging });
}

/** Every scope chosen is the same as none: a key without limits. */
const normalScope = (scope: string[]) =>
  AUTH_KEY_SCOPES.every((known) => scope.includes(known))
    ? []
    : AUTH_KEY_SCOPES.filter((s) => scope.includes(s));

const inFuture = (backend: MockBackend, expires: string | null) =>
  expires === null || Date.parse(expires) > nowOf(backend);

function newSecret(backend: MockBackend): string {
  backend.state.counter += 1;
  const n = backend.state.counter;
  return `${hexId('created-auth-secret', n)}${hexId('created-auth-secret-tail', n).slice(0, 8)}`;
}

function createAuthKey(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const parsed = AuthKeyInputSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Check the key.');
  const input = parsed.data;
  if (!inFuture(backend, input.expires)) return failure(400, AUTH_KEY_MESSAGES.expiresPast);
  const secret = newSecret(backend);
  const key: AuthKey = {
    id: backend.state.authKeys.reduce((max, stored) => Math.max(max, stored.key.id), 0) + 1,
    workspace_id: access.workspace.id,
    auth_key: hexId('created-auth-key', backend.state.counter),
    expires: input.expires,
    is_active: true,
    is_internal: false,
    is_allowed_for_smartcdn: input.is_allowed_for_smartcdn,
    signature_algo: input.signature_algo,
    scope: normalScope(input.scope),
    description: input.description,
    can_show_auth_secret: true,
    last_used: null,
  };
  backend.state.authKeys.push({ key, secret });
  return ok({ auth_key: key }, 'API credential created.');
}

/** The key a write may change, or the refusal: unknown, or the service's own. */
function writableKey(access: WorkspaceAccess, backend: MockBackend, id: string): StoredAuthKey | MockReply {
  const stored = findAuthKey(backend, access.workspace, id);
  if (!stored) return failure(404, AUTH_KEY_MESSAGES.notFound);
  if (stored.key.is_internal) return failure(403, AUTH_KEY_MESSAGES.internal);
  return stored;
}

function updateAuthKey(access: WorkspaceAccess, backend: MockBackend, id: string, body: unknown): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  const parsed = AuthKeyUpdateInputSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Check the key.');
  const input = parsed.data;
  // An expired key may be saved as it is (to deactivate it, say), but not given another date in the past.
  if (input.expires !== stored.key.expires && !inFuture(backend, input.expires)) {
    return failure(400, AUTH_KEY_MESSAGES.expiresPast);
  }
  stored.key = { ...stored.key, ...input, scope: normalScope(input.scope) };
  return ok({ auth_key: stored.key }, 'API credential saved.');
}

function revealSecret(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = findAuthKey(backend, access.workspace, id);
  if (!stored) return failure(404, AUTH_KEY_MESSAGES.notFound);
  if (!stored.key.can_show_auth_secret) return failure(410, AUTH_KEY_MESSAGES.secretGone);
  stored.key = { ...stored.key, can_show_auth_secret: false };
  return ok({ secret: { auth_key: stored.key.auth_key, auth_secret: stored.secret } });
}

function rotate(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  stored.secret = newSecret(backend);
  stored.key = { ...stored.key, can_show_auth_secret: true };
  return ok({ auth_key: stored.key }, 'Secret rotated: the previous one no longer works.');
}

function revoke(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  backend.state.authKeys = backend.state.authKeys.filter((other) => other !== stored);
  return ok({}, `API credential “${stored.key.description}” revoked.`);
}

// --- handlers ---

/** Both areas' calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const credentialsArea: MockArea = ({ backend, base, send, post }) => {
  const inWorkspace = (
    slug: unknown,
    csrfToken: string | null | undefined,
    answer: (a: WorkspaceAccess) => MockReply,
  ) => backend.inWorkspace(String(slug), csrfToken, answer);
  return [
    http.get(`${base}/:slug/api/credentials.json`, ({ params, request }) =>
      send(() =>
        inWorkspace(params.slug, undefined, (a) =>
          listCredentials(a, backend, new URL(request.url).searchParams),
        ),
      ),
    ),
    http.get(`${base}/:slug/api/credentials/:id/usage.json`, ({ params }) =>
      send(() =>
        inWorkspace(params.slug, undefined, (a) => {
          const stored = findCredential(backend, a.workspace, String(params.id));
          if (!stored) return failure(404, CREDENTIAL_MESSAGES.notFound);
          return ok({ templates: usage(backend, a.workspace, stored.credential.name) });
        }),
      ),
    ),
    http.get(`${base}/:slug/api/credentials/:id.json`, ({ params }) =>
      send(() =>
        inWorkspace(params.slug, undefined, (a) => {
          const stored = findCredential(backend, a.workspace, String(params.id));
          return stored ? ok({ credential: stored.credential }) : failure(404, CREDENTIAL_MESSAGES.notFound);
        }),
      ),
    ),
    // The test waits as a real service would, so people see it working; it changes nothing.
    http.post(`${base}/:slug/api/credentials/test.json`, async ({ params, request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      await delay(CREDENTIAL_TEST_DELAY_MS);
      const csrfToken = request.headers.get(CSRF_HEADER);
      return send(() => inWorkspace(params.slug, csrfToken, (a) => testCredential(a, backend, body)));
    }),
    // Before the update route, whose `:id` would otherwise take "create".
    post('/:slug/api/credentials/create.json', (body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => createCredential(a, backend, body)),
    ),
    post('/:slug/api/credentials/:id/delete.json', (_body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => removeCredential(a, backend, String(params.id))),
    ),
    post('/:slug/api/credentials/:id.json', (body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => updateCredential(a, backend, String(params.id), body)),
    ),
    http.get(`${base}/:slug/api/auth-keys.json`, ({ params, request }) =>
      send(() =>
        inWorkspace(params.slug, undefined, (a) =>
          listAuthKeys(a, backend, new URL(request.url).searchParams),
        ),
      ),
    ),
    http.get(`${base}/:slug/api/auth-keys/:id.json`, ({ params }) =>
      send(() =>
        inWorkspace(params.slug, undefined, (a) => {
          const stored = findAuthKey(backend, a.workspace, String(params.id));
          return stored ? ok({ auth_key: stored.key }) : failure(404, AUTH_KEY_MESSAGES.notFound);
        }),
      ),
    ),
    post('/:slug/api/auth-keys/create.json', (body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => createAuthKey(a, backend, body)),
    ),
    post('/:slug/api/auth-keys/:id/secret.json', (_body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => revealSecret(a, backend, String(params.id))),
    ),
    post('/:slug/api/auth-keys/:id/rotate.json', (_body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => rotate(a, backend, String(params.id))),
    ),
    post('/:slug/api/auth-keys/:id/revoke.json', (_body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => revoke(a, backend, String(params.id))),
    ),
    post('/:slug/api/auth-keys/:id.json', (body, csrfToken, params) =>
      inWorkspace(params.slug, csrfToken, (a) => updateAuthKey(a, backend, String(params.id), body)),
    ),
  ];
};
