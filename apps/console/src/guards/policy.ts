import {
  type CurrentUser,
  GUARD_MESSAGES,
  NetworkError,
  RequestError,
  safeRedirect,
  WorkspaceSchema,
} from '@console/api';
import { href, withBasename } from '@console/ui';

/**
 * The guards' decisions as pure functions of the data, so every rule of spec §4 and §6 is tested without a
 * browser. The guard components only load data, call these, and carry the decision out.
 */
export type Decision =
  | { kind: 'allow' }
  /**
   * `toast` says why the person lands somewhere they did not ask for (spec §8's messages among them), shown once
   * by the redirect itself: the page it goes to says nothing of it, so going back or forward to that page, or
   * reloading it, does not say it again.
   */
  | { kind: 'redirect'; to: string; toast?: { title: string; variant: 'info' | 'error' } }
  /** An admin opening a workspace without a membership: look it up by slug, impersonate it, reload. */
  | { kind: 'impersonate'; slug: string }
  /** Nothing to decide on yet: the data is still on its way. */
  | { kind: 'wait' }
  /** No data came, only an error that says nothing about the session: the guard throws it to the error page. */
  | { kind: 'error'; error: unknown };

const isAdmin = (user: CurrentUser) => user.isAdmin || user.isFounder;

/** Where "home" is: the active workspace's dashboard, else the first membership's, else create-workspace. */
export function homePath(user: CurrentUser): string {
  const slug = currentWorkspaceSlug(user, null);
  return slug ? href.workspace(slug) : href.createWorkspace();
}

/**
 * The workspace the person is "in" on pages outside one (user settings, an unprefixed path): the one this
 * browser opened last, else the server's active one, else the first membership. Each candidate counts only
 * while it is one of the memberships, so a stale slug (a workspace left, or stored by another person) never
 * wins. Null without memberships.
 */
export function currentWorkspaceSlug(user: CurrentUser, storedSlug: string | null): string | null {
  const slugs = user.memberships.map((m) => m.workspace.slug);
  const candidates = [storedSlug, user.login_data.active_workspace_slug, user.workspace?.slug, slugs[0]];
  return candidates.find((slug): slug is string => Boolean(slug && slugs.includes(slug))) ?? null;
}

/** The login page for a logged-out visitor, with the page they wanted, built from the location only. */
export function loggedOutPath(location: { pathname: string; search: string; hash?: string }): string {
  const wanted = withBasename(`${location.pathname}${location.search}${location.hash ?? ''}`);
  return href.login({ loggedOut: true, redirect: safeRedirect(wanted) });
}

/**
 * Spec §4 for every login-protected page. `user` is what the current-user call gave so far (undefined before
 * any reply, null when logged out) and `error` its latest failure. A failure only matters while there is no
 * reply yet: once the page stands, a failed re-fetch (a focus or retry on a flaky network) keeps it, and with
 * it whatever the person was typing; the next successful re-fetch brings the session up to date.
 */
export function sessionDecision(
  user: CurrentUser | null | undefined,
  error: unknown,
  location: { pathname: string; search: string; hash?: string },
): Decision {
  if (user === undefined) return error ? { kind: 'error', error } : { kind: 'wait' };
  if (user) return { kind: 'allow' };
  return {
    kind: 'redirect',
    to: loggedOutPath(location),
    toast: { title: GUARD_MESSAGES.loginRequired, variant: 'info' },
  };
}

/** Spec §6: members open only their workspaces; admins open any, by impersonation. */
export function membershipDecision(user: CurrentUser, slug: string): Decision {
  if (user.memberships.some((m) => m.workspace.slug === slug)) return { kind: 'allow' };
  if (isAdmin(user)) return { kind: 'impersonate', slug };
  const first = user.memberships[0];
  if (first) {
    return {
      kind: 'redirect',
      to: href.workspace(first.workspace.slug),
      toast: {
        title: `You don't have access to “${slug}”. Here is your workspace instead.`,
        variant: 'info',
      },
    };
  }
  return toLogin(GUARD_MESSAGES.noMemberships);
}

/**
 * What the workspace call's outcome means once the membership is known. Like the session, only the first
 * reply decides: once the workspace is on screen a failed re-fetch keeps it. Without a reply, a network or
 * server failure is not a verdict on access, so it goes to the error page instead of logging the user out;
 * a refusal (4xx) is, and sends them to login.
 */
export function workspaceDataDecision(
  slug: string,
  reply: { workspace?: unknown } | undefined,
  error: unknown,
): Decision {
  if (reply === undefined) {
    if (!error) return { kind: 'wait' };
    if (error instanceof NetworkError) return { kind: 'error', error };
    if (error instanceof RequestError && error.status >= 500) return { kind: 'error', error };
    return toLogin(GUARD_MESSAGES.accessUnverified);
  }
  const parsed = WorkspaceSchema.safeParse(reply.workspace);
  if (!parsed.success || parsed.data.slug !== slug) return toLogin(GUARD_MESSAGES.invalidWorkspace);
  return { kind: 'allow' };
}

/** A refusal that means something went wrong: an error toast, which stays longer and is read out at once. */
function toLogin(message: string): Decision {
  return { kind: 'redirect', to: href.login(), toast: { title: message, variant: 'error' } };
}

/** Spec §6: admin pages need an admin or a founder; anyone else goes to their first workspace. */
export function adminDecision(user: CurrentUser): Decision {
  if (isAdmin(user)) return { kind: 'allow' };
  const first = user.memberships[0];
  return { kind: 'redirect', to: first ? href.workspace(first.workspace.slug) : href.createWorkspace() };
}

/**
 * An admin's look-up of a workspace by slug failed. The server answering that there is no such workspace is
 * an ordinary outcome (a mistyped or deleted slug): the not-found page for that slug. No reply at all, or a
 * server failure, says nothing about the workspace, so it goes to the error page like any other.
 */
export function adminLookupFailure(error: unknown): 'not-found' | 'error' {
  if (error instanceof RequestError && error.status < 500) return 'not-found';
  return 'error';
}

/** An unprefixed workspace path (e.g. /templates) under the current workspace, keeping the query string. */
export function unprefixedPath(
  user: CurrentUser,
  rest: string,
  search: string,
  storedSlug: string | null,
): string {
  const slug = currentWorkspaceSlug(user, storedSlug);
  if (!slug) return href.createWorkspace();
  return `${href.workspace(slug)}/${rest}${search}`;
}
