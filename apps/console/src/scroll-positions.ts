/**
 * Where the router keeps scroll positions in session storage (spec §9). They belong to the person whose pages
 * they are, so they go with the rest of the session on logout (session.ts), and session-context.tsx drops the
 * router's copy in memory too. Apart from session.ts because every page loads this, and the login page's
 * download stays without the logout call.
 */
export const SCROLL_POSITIONS_KEY = 'console-scroll-positions';

export function forgetStoredScrollPositions(): void {
  try {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is nothing to clear then.
  }
}

/**
 * Replaces the stored scroll positions with none, so a <ScrollRestoration> mounting now starts from an empty
 * copy: React Router reads them into memory as it mounts, but only when the key holds something.
 */
export function emptyStoredScrollPositions(): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{}');
  } catch {
    // Without storage the router's copy starts empty anyway after a reload.
  }
}
