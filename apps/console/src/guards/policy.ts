import {
  type CurrentUser,
  GUARD_MESSAGES,
  NetworkError,
  RequestError,
  safeRedirect,
  WorkspaceSchema,
} from '@console/api';
import { href, withBasename, withoutBasename } from '../paths';

/**
 * The guards' decisions as pure functions of the data, so every rule of spec §4 and §6 is tested without a
 * browser. The guard components only load data, call these, and carry the decision out.
 */
export type Decision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; toast?: { title: string; variant: 'info' | 'error' } }
  /** An admin opening a workspace without a membership: look it up by slug, impersonate it, reload. */
  | { kind: 'impersonate'; slug: string };

const isAdmin = (user: CurrentUser) => user.isAdmin || user.isFounder;

/** Where "home" is: the active workspace's dashboard, else the first membership's, else create-workspace. */
export function homePath(user: CurrentUser): string {
  const slugs = user.memberships.map((m) => m.workspace.slug);
  const active = user.login_data.active_workspace_slug ?? user.workspace?.slug ?? null;
  const slug = active && slugs.includes(active) ? active : slugs[0];
  return slug ? href.workspace(slug) : href.createWorkspace();
}

/** The login page for a logged-out visitor, with the page they wanted, built from the location only. */
export function loggedOutPath(location: { pathname: string; search: string; hash?: string }): string {
  const wanted = withBasename(`${location.pathname}${location.search}${location.hash ?? ''}`);
  return href.login({ loggedOut: true, redirect: safeRedirect(wanted) });
}

export function sessionDecision(
  user: CurrentUser | null,
  location: { pathname: string; search: string; hash?: string },
): Decision {
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
  return {
    kind: 'redirect',
    to: href.login({ message: GUARD_MESSAGES.noMemberships }),
    toast: { title: GUARD_MESSAGES.noMemberships, variant: 'error' },
  };
}

/**
 * What the workspace call's outcome means once the membership is known. A network failure is not a verdict
 * on access, so it goes to the error page (thrown) instead of logging the user out.
 */
export function workspaceDataDecision(
  slug: string,
  reply: { workspace?: unknown } | undefined,
  error: unknown,
): Decision {
  if (error) {
    if (error instanceof NetworkError) throw error;
    if (error instanceof RequestError && error.status >= 500) throw error;
    return toLogin(GUARD_MESSAGES.accessUnverified);
  }
  const parsed = WorkspaceSchema.safeParse(reply?.workspace);
  if (!parsed.success || parsed.data.slug !== slug) return toLogin(GUARD_MESSAGES.invalidWorkspace);
  return { kind: 'allow' };
}

function toLogin(message: string): Decision {
  return { kind: 'redirect', to: href.login({ message }), toast: { title: message, variant: 'error' } };
}

/** Admin pages need an admin or a founder; anyone else goes to their first workspace. */
export function adminDecision(user: CurrentUser): Decision {
  if (isAdmin(user)) return { kind: 'allow' };
  return { kind: 'redirect', to: homePath(user) };
}

/** An unprefixed workspace path (e.g. /templates) under the current workspace, keeping the query string. */
export function unprefixedPath(
  user: CurrentUser,
  rest: string,
  search: string,
  storedSlug: string | null,
): string {
  const slugs = user.memberships.map((m) => m.workspace.slug);
  const slug = [storedSlug, user.login_data.active_workspace_slug, user.workspace?.slug, slugs[0]].find(
    (candidate): candidate is string => Boolean(candidate && slugs.includes(candidate)),
  );
  if (!slug) return href.createWorkspace();
  return `${href.workspace(slug)}/${rest}${search}`;
}

/**
 * Where to go after login, signup, reset or two-factor: the server's redirect, else the page the visitor wanted,
 * else home. Both candidates pass through safeRedirect; the result is a router path (no basename).
 */
export function afterAuthPath(serverRedirect: string | null | undefined, wanted: string | null): string {
  const fromUrl = wanted ? safeRedirect(wanted, '') : '';
  const fromServer = serverRedirect ? safeRedirect(serverRedirect, '') : '';
  // The server's generic landing page gives way to the page the visitor asked for.
  const generic = new Set(['/c/', '/c', '/c/dashboard']);
  const chosen = fromServer && !(generic.has(fromServer) && fromUrl) ? fromServer : fromUrl || '/c/';
  return withoutBasename(chosen);
}
