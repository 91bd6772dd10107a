import useSWR, { type SWRConfiguration } from 'swr';
import { getCurrentUser, getLoginData } from '../calls/session';
import { getWorkspace } from '../calls/workspaces';
import { sessionKeys } from './keys';

/** The logged-in user, or null when logged out. */
export function useCurrentUser(config?: SWRConfiguration) {
  return useSWR(sessionKeys.currentUser, getCurrentUser, config);
}

export function useLoginData(config?: SWRConfiguration) {
  return useSWR(sessionKeys.loginData, getLoginData, config);
}

/** The workspace behind a slug; pass null to wait (e.g. until the slug is known). */
export function useWorkspace(slug: string | null, config?: SWRConfiguration) {
  return useSWR(slug ? sessionKeys.workspace(slug) : null, ([, key]) => getWorkspace(key), config);
}
