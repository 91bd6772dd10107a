import useSWR, { type SWRConfiguration } from 'swr';
import { getCurrentUser } from '../calls/session';
import { getWorkspace } from '../calls/workspaces';
import { sessionKeys } from './query-keys';

/**
 * The logged-in user, or null when logged out. Its reply carries the login data too (`login_data`), so the console
 * reads that from here rather than asking `GET /users/login_data.json` a second time.
 */
export function useCurrentUser(config?: SWRConfiguration) {
  return useSWR(sessionKeys.currentUser, getCurrentUser, config);
}

/** The workspace behind a slug; pass null to wait (e.g. until the slug is known). */
export function useWorkspace(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? sessionKeys.workspace(slug) : null, ([, key]) => getWorkspace(key), config);
}
