import { safeRedirect } from '@console/api';
import { BASENAME, href, withBasename, withoutBasename } from '@console/ui';

// Apart from the guards' policy because the public pages use these: the login page's download stays without the
// guards and the workspace schemas they check against.

/**
 * Where to go after login, signup, reset or two-factor: the server's redirect, else the page the visitor wanted,
 * else home. Both candidates pass through safeRedirect; the result is a router path (no basename).
 */
export function afterAuthPath(serverRedirect: string | null | undefined, wanted: string | null): string {
  const fromUrl = wanted ? safeRedirect(wanted, '') : '';
  const fromServer = serverRedirect ? safeRedirect(serverRedirect, '') : '';
  // The server's generic landing page gives way to the page the visitor asked for.
  const home = withBasename(href.index());
  const generic = new Set([home, BASENAME, withBasename(href.dashboard())]);
  const chosen = fromServer && !(generic.has(fromServer) && fromUrl) ? fromServer : fromUrl || home;
  return withoutBasename(chosen);
}

/**
 * The two-factor page keeps the e-mail address (so "Send a new code" needs no second asking) and the page the
 * visitor wanted, added to whatever query the server's two-factor address already has. `to` is a router path
 * from afterAuthPath; any other path is returned as it is.
 */
export function withTwoFactorContext(to: string, email: string | undefined, wanted: string | null): string {
  // href.twoFactor('') is the two-factor pages' common prefix, '/2fa/'.
  if (!email || !to.startsWith(href.twoFactor(''))) return to;
  const url = new URL(to, 'https://console.invalid');
  url.searchParams.set('email', email);
  if (wanted && !url.searchParams.has('redirect')) url.searchParams.set('redirect', wanted);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The router state of the navigation that lands a person after login, signup, reset or two-factor: the page they
 * land on was chosen by a link from outside the console (the `redirect` parameter) or by the server, not by a
 * press of theirs, which the workspace guard asks for before an admin impersonates anyone.
 */
export const AFTER_AUTH_STATE = { afterAuth: true } as const;

export function isAfterAuth(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'afterAuth' in state && state.afterAuth === true;
}
