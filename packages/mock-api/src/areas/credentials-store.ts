import type { AuthKey, SavedCredential, Workspace } from '@console/api';
import { buildAuthKey, buildAuthKeySecret } from '../factories/auth-key';
import {
  buildSavedCredential,
  exampleCredentialValues,
  seededCredentialPreset,
} from '../factories/saved-credential';
import { daysAgo } from '../factories/seed';

// The credentials area's slice of the backend's state and its seed, apart from the area's handlers so that the
// backend can hold the slice without importing the area that reads it.

export interface StoredCredential {
  credential: SavedCredential;
  secrets: Record<string, string>;
}

export interface StoredAuthKey {
  key: AuthKey;
  secret: string;
}

/** The credentials' part of `BackendState`. */
export interface CredentialsSlice {
  credentials: StoredCredential[];
  authKeys: StoredAuthKey[];
}

/** Whatever holds the slice: the backend. */
type CredentialsHolder = { state: CredentialsSlice };

// --- seeding ---

/** Gives a workspace `count` credentials: the six the template fixtures name first, then other services. */
export function seedCredentials(backend: CredentialsHolder, workspace: Workspace, count: number): void {
  for (let index = 0; index < count; index++) {
    const seq = backend.state.credentials.length + 1;
    const preset = seededCredentialPreset(index);
    // The seq drives the dates; the preset's name and type, so each workspace has the names its templates use.
    const credential = buildSavedCredential(
      { id: seq, workspace_id: workspace.id, name: preset.name, type: preset.type },
      seq,
    );
    backend.state.credentials.push({ credential, secrets: exampleCredentialValues(credential.type).secrets });
  }
}

/**
 * Gives a workspace `count` auth keys (buildAuthKey's presets), then the service's own key for its template
 * editor and a key that expired three days before FIXTURE_NOW.
 */
export function seedAuthKeys(backend: CredentialsHolder, workspace: Workspace, count: number): void {
  const add = (overrides: Partial<AuthKey>) => {
    const seq = backend.state.authKeys.length + 1;
    const key = buildAuthKey({ workspace_id: workspace.id, id: seq, ...overrides }, seq);
    backend.state.authKeys.push({ key, secret: buildAuthKeySecret({}, seq).auth_secret });
  };
  for (let index = 0; index < count; index++) add({});
  add({
    description: 'Template editor (created by the service)',
    is_internal: true,
    is_active: true,
    scope: [],
    can_show_auth_secret: false,
  });
  add({ description: 'Black Friday campaign', expires: daysAgo(3), can_show_auth_secret: false });
}

export const credentialsOf = (backend: CredentialsHolder, workspace: Workspace) =>
  backend.state.credentials.filter((stored) => stored.credential.workspace_id === workspace.id);

export const findCredential = (backend: CredentialsHolder, workspace: Workspace, id: string) =>
  credentialsOf(backend, workspace).find((stored) => String(stored.credential.id) === id);

export const authKeysOf = (backend: CredentialsHolder, workspace: Workspace) =>
  backend.state.authKeys.filter((stored) => stored.key.workspace_id === workspace.id);

export const findAuthKey = (backend: CredentialsHolder, workspace: Workspace, id: string) =>
  authKeysOf(backend, workspace).find((stored) => String(stored.key.id) === id);
