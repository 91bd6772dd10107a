import {
  AUTH_KEY_MESSAGES,
  AUTH_KEY_SCOPES,
  AUTH_KEYS_PER_PAGE,
  type AuthKey,
  AuthKeyInputSchema,
  AuthKeyListQuerySchema,
  type AuthKeySort,
  AuthKeyUpdateInputSchema,
} from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { hexId } from '../factories/seed';
import { byNumber, byText, instant, type ListRules, listReply } from '../list-page';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { authKeysOf, findAuthKey, type StoredAuthKey } from './credentials-store';

// The auth keys' calls: list, create, update, reveal, rotate and revoke, each on the stored key and its
// secret, which leaves the store only in the one show-once reply.

/** A body the schema refuses: its first problem, named by the field it is about so the form shows it there. */
function refusalOf(issue: { message: string; path: PropertyKey[] } | undefined): MockReply {
  const field = issue?.path[0];
  return failure(400, issue?.message ?? 'Check the key.', typeof field === 'string' ? field : undefined);
}

/** The list's rules: by description first; a search looks in the description and the key itself. */
const AUTH_KEY_LIST: ListRules<AuthKey, AuthKeySort> = {
  sort: 'description',
  dir: 'asc',
  perPage: AUTH_KEYS_PER_PAGE,
  orders: {
    description: (a, b) => byText(a.description, b.description),
    expires: (a, b) => byNumber(instant(a.expires), instant(b.expires)),
    last_used: (a, b) => byNumber(instant(a.last_used), instant(b.last_used)),
  },
  texts: (key) => [key.description, key.auth_key],
  tie: (a, b) => byNumber(a.id, b.id),
};

export function listAuthKeys(
  access: WorkspaceAccess,
  backend: MockBackend,
  search: URLSearchParams,
): MockReply {
  const read = readQuery(AuthKeyListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const keys = authKeysOf(backend, access.workspace).map((stored) => stored.key);
  return listReply('auth_keys', keys, read.query, AUTH_KEY_LIST);
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

export function createAuthKey(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const parsed = AuthKeyInputSchema.safeParse(body);
  if (!parsed.success) return refusalOf(parsed.error.issues[0]);
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
  return ok({ auth_key: key }, 'Auth key created.');
}

/** The key a write may change, or the refusal: unknown, or the service's own. */
function writableKey(access: WorkspaceAccess, backend: MockBackend, id: string): StoredAuthKey | MockReply {
  const stored = findAuthKey(backend, access.workspace, id);
  if (!stored) return failure(404, AUTH_KEY_MESSAGES.notFound);
  if (stored.key.is_internal) return failure(403, AUTH_KEY_MESSAGES.internal);
  return stored;
}

export function updateAuthKey(
  access: WorkspaceAccess,
  backend: MockBackend,
  id: string,
  body: unknown,
): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  const parsed = AuthKeyUpdateInputSchema.safeParse(body);
  if (!parsed.success) return refusalOf(parsed.error.issues[0]);
  const input = parsed.data;
  // An expired key may be saved as it is (to deactivate it, say), but not given another date in the past.
  if (input.expires !== stored.key.expires && !inFuture(backend, input.expires)) {
    return failure(400, AUTH_KEY_MESSAGES.expiresPast);
  }
  stored.key = { ...stored.key, ...input, scope: normalScope(input.scope) };
  return ok({ auth_key: stored.key }, 'Auth key saved.');
}

export function revealSecret(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = findAuthKey(backend, access.workspace, id);
  if (!stored) return failure(404, AUTH_KEY_MESSAGES.notFound);
  if (!stored.key.can_show_auth_secret) return failure(410, AUTH_KEY_MESSAGES.secretGone);
  stored.key = { ...stored.key, can_show_auth_secret: false };
  return ok({ secret: { auth_key: stored.key.auth_key, auth_secret: stored.secret } });
}

export function rotate(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  stored.secret = newSecret(backend);
  stored.key = { ...stored.key, can_show_auth_secret: true };
  return ok({ auth_key: stored.key }, 'Secret rotated: the previous one no longer works.');
}

export function revoke(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const stored = writableKey(access, backend, id);
  if ('status' in stored) return stored;
  backend.state.authKeys = backend.state.authKeys.filter((other) => other !== stored);
  return ok({}, `Auth key “${stored.key.description}” revoked.`);
}

/** Every auth key call; each needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, memberGet, memberPost }) => [
  memberGet('/:slug/api/auth-keys.json', (a, search) => listAuthKeys(a, backend, search)),
  memberGet('/:slug/api/auth-keys/:id.json', (a, _search, params) => {
    const stored = findAuthKey(backend, a.workspace, String(params.id));
    return stored ? ok({ auth_key: stored.key }) : failure(404, AUTH_KEY_MESSAGES.notFound);
  }),
  memberPost('/:slug/api/auth-keys/create.json', (a, body) => createAuthKey(a, backend, body)),
  memberPost('/:slug/api/auth-keys/:id/secret.json', (a, _body, params) =>
    revealSecret(a, backend, String(params.id)),
  ),
  memberPost('/:slug/api/auth-keys/:id/rotate.json', (a, _body, params) =>
    rotate(a, backend, String(params.id)),
  ),
  memberPost('/:slug/api/auth-keys/:id/revoke.json', (a, _body, params) =>
    revoke(a, backend, String(params.id)),
  ),
  memberPost('/:slug/api/auth-keys/:id.json', (a, body, params) =>
    updateAuthKey(a, backend, String(params.id), body),
  ),
];
