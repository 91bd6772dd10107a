import { currentConnection, dataFetchingOptions, forgetPreloaded, useCurrentUser } from '@console/api';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { storedWorkspaceSlug } from '../session';
import { useSession } from '../session-context';
import { homePath, unprefixedPath } from './policy';
import { Redirect } from './redirect';
import { RequireSession } from './require-session';

/**
 * Every login-protected page sits under this one lazily loaded route: the public pages (the login page above all)
 * download none of SWR, the guards or the schemas they check. The SWR cache lives here, with spec §9's numbers
 * (slow connections decided once) and keyed by the session's generation, so after login, logout or impersonation
 * nothing of the previous person can render (docs/security.md, Sessions).
 */
export function Component() {
  const { generation, leavingFrom, settleSession } = useSession();
  const { pathname } = useLocation();
  const [options] = useState(() => dataFetchingOptions(currentConnection()));
  // Leaving the protected pages drops this cache with them, and ends a logout's pause.
  useEffect(() => settleSession, [settleSession]);
  // Replies fetched on a person's intent (a link pointed at) go with the cache of the session they were for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new session's generation
  useEffect(() => forgetPreloaded, [generation]);
  // A logout's reply can land before the page it goes to has loaded (the router renders a navigation as a
  // transition): till then nothing is re-fetched, so no guard sees the logged-out session and sends the person
  // to login. A logout that leads to another protected page re-checks the session there.
  const leaving = leavingFrom === pathname;
  return (
    <SWRConfig key={generation} value={{ ...options, isPaused: () => leaving, provider: () => new Map() }}>
      <RequireSession />
    </SWRConfig>
  );
}

/** index and dashboard: the active workspace's dashboard, or create-workspace without memberships. */
export function HomeRedirect() {
  const { data: user } = useCurrentUser();
  return user ? <Redirect to={homePath(user)} /> : null;
}

/** An unprefixed workspace path (its route's own path, e.g. templates/new) goes under the current workspace. */
export function UnprefixedRedirect() {
  const { data: user } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const rest = pathname.replace(/^\/+|\/+$/g, '');
  return user ? (
    <Redirect to={`${unprefixedPath(user, rest, search, storedWorkspaceSlug())}${hash}`} />
  ) : null;
}
