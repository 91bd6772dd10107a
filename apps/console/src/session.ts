import { type CurrentUser, GUARD_MESSAGES, logout, STORED_KEYS, safeRedirect } from '@console/api';
import { href, withoutBasename } from '@console/ui';
import type { ChatWidget } from './chat-widget';
import { forgetStoredScrollPositions } from './scroll-positions';

/**
 * What the console keeps in localStorage (spec §9's keys) and clears on logout. Only what later visits need:
 * never the CSRF token, which lives in memory only.
 */
export function rememberSession(user: CurrentUser): void {
  const { cookieVal: _csrf, ...loginData } = user.login_data;
  writeStored('login_data', JSON.stringify(loginData));
  writeStored(
    'js-currentUser',
    JSON.stringify({ id: loginData.id, name: loginData.name, email: loginData.email, isAdmin: user.isAdmin }),
  );
}

export function rememberWorkspace(slug: string): void {
  writeStored('currentWorkspaceSlug', slug);
}

export function storedWorkspaceSlug(): string | null {
  try {
    return localStorage.getItem('currentWorkspaceSlug');
  } catch {
    return null;
  }
}

/** Whether this browser holds a person's session data: someone was logged in here. */
export function hasStoredSession(): boolean {
  try {
    return STORED_KEYS.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** Everything this browser stored for the person: spec §9's keys and the scroll positions. Not the theme. */
export function clearStoredSession(): void {
  for (const key of STORED_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); there is nothing to clear then.
    }
  }
  forgetStoredScrollPositions();
}

function writeStored(key: (typeof STORED_KEYS)[number], value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the convenience of remembering; the session itself is server-side.
  }
}

/**
 * Spec §4's ending of a session in this browser, whether the person logged out or the server ended it (it expired,
 * or was ended on another device): nothing of the person stays in storage, and the support chat starts over
 * anonymously, so the next person at this browser sees nothing of either.
 */
export function forgetSessionInBrowser(chat: ChatWidget): void {
  clearStoredSession();
  chat.restart();
}

/**
 * Spec §4: POST logout, clear the stored keys, restart the chat widget, then go to the server's redirect or to
 * login with loggedOut=1; the message defaults to 'You have been logged out'. A failed logout call still clears
 * this browser's state: the person asked to leave.
 */
export async function performLogout(chat: ChatWidget): Promise<{ to: string; message: string }> {
  let redirect: string | null = null;
  let message: string = GUARD_MESSAGES.loggedOut;
  try {
    const reply = await logout();
    redirect = reply.meta.redirect ?? null;
    message = reply.meta.message || message;
  } finally {
    forgetSessionInBrowser(chat);
  }
  const safe = redirect ? safeRedirect(redirect, '') : '';
  const to = safe ? withoutBasename(safe) : href.login({ loggedOut: true });
  return { to, message };
}
