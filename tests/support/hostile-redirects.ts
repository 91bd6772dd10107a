/**
 * Redirect targets that must never be followed: each one either leaves the console's origin, leaves the console
 * under it, loops back to the login page, or is not a string at all. One table for the unit tests of
 * safeRedirect and for every sink that follows a redirect (the login, signup, reset-password and two-factor
 * replies, the login page's `redirect` query and the logout reply), so a form added here is tried everywhere.
 *
 * Why the odd ones are dangerous: the URL parser drops tabs and newlines ("/\t/evil" becomes "//evil") and turns
 * "\" into "/", a dot-segment can collapse into a protocol-relative path ("/c/..//evil" has the pathname
 * "//evil"), and React Router's <Link> and loader redirect() follow "//host" and absolute URLs off-site.
 */
export interface HostileRedirect {
  label: string;
  target: unknown;
}

const EVIL = 'evil.example';

export const HOSTILE_REDIRECTS: readonly HostileRedirect[] = [
  // Another origin, written every way a browser reads as one.
  { label: 'protocol-relative', target: `//${EVIL}` },
  { label: 'protocol-relative into a console path', target: `//${EVIL}/c/acme-media` },
  { label: 'https URL', target: `https://${EVIL}/c/acme-media` },
  { label: 'http URL', target: `http://${EVIL}` },
  { label: 'scheme without slashes', target: `http:${EVIL}` },
  { label: 'userinfo before the host', target: `https://c@${EVIL}` },
  { label: 'userinfo after a slash', target: `//c@${EVIL}/c/` },
  { label: 'slash backslash', target: `/\\${EVIL}` },
  { label: 'two backslashes', target: `\\\\${EVIL}` },
  { label: 'backslash slash', target: `\\/${EVIL}` },
  { label: 'backslashes walking out of /c', target: `/c\\..\\..\\${EVIL}` },
  { label: 'tab that the URL parser strips', target: `/\t/${EVIL}` },
  { label: 'newline that the URL parser strips', target: `/\n/${EVIL}` },
  { label: 'carriage return inside', target: `/\r/${EVIL}` },
  { label: 'NUL inside', target: `/c/\u0000/${EVIL}` },
  { label: 'encoded double slash', target: `/%2f%2f${EVIL}` },
  { label: 'encoded double slash under /c', target: `/c/%2F%2F${EVIL}` },
  { label: 'encoded backslash', target: `/c/%5c${EVIL}` },
  { label: 'encoded tab', target: `/%09/${EVIL}` },
  { label: 'encoded NUL', target: '/c/%00' },
  { label: 'encoded newline before slashes', target: `/c/%0A//${EVIL}` },
  { label: 'dot-segments up to a double slash', target: `/c/..//${EVIL}` },
  { label: 'encoded dot-segments up to a double slash', target: `/c/%2e%2e//${EVIL}` },
  { label: 'empty segment after the basename', target: `/c//${EVIL}` },
  { label: 'empty segment deeper in', target: '/c/acme-media//templates' },
  { label: 'ideographic space before the slashes', target: `\u3000//${EVIL}` },
  { label: 'line separator inside', target: `/\u2028/${EVIL}` },
  { label: 'non-breaking space inside', target: `/c/\u00a0//${EVIL}` },
  { label: 'zero-width space inside', target: `/\u200b/${EVIL}` },
  { label: 'zero-width joiner inside', target: '/c/\u200d' },
  { label: 'fullwidth solidus', target: `／／${EVIL}` },
  { label: 'bare host', target: EVIL },
  { label: 'at sign and host', target: `@${EVIL}` },
  // Script and document URLs: React blocks javascript: in href, not in navigate() or location.assign().
  { label: 'javascript URL', target: 'javascript:alert(document.domain)' },
  { label: 'javascript URL in mixed case', target: 'JaVaScRiPt:alert(1)' },
  { label: 'javascript URL after a space', target: ' javascript:alert(1)' },
  { label: 'javascript URL with an encoded tab', target: 'java%09script:alert(1)' },
  { label: 'data URL', target: 'data:text/html,<script>alert(1)</script>' },
  { label: 'vbscript URL', target: 'vbscript:msgbox(1)' },
  // Same origin, but not the console, or the login page again (a loop).
  { label: 'outside the console', target: '/admin' },
  { label: 'dot-segments out of the console', target: '/c/../api/user/logout.json' },
  { label: 'look-alike prefix', target: '/console/acme-media' },
  { label: 'prefix without its slash', target: '/cx/evil' },
  { label: 'a path whose encoding is broken', target: '/c/acme-media/100%' },
  { label: 'relative path', target: 'c/acme-media' },
  { label: 'the login page', target: '/c/login' },
  { label: 'the login page with a slash', target: '/c/login/' },
  { label: 'the login page with a capital', target: '/c/Login' },
  { label: 'the login page in capitals', target: '/c/LOGIN/' },
  { label: 'the login page with an encoded letter', target: '/c/%6cogin?redirect=/c/login' },
  { label: 'very long', target: `/c/${'a'.repeat(4096)}` },
  { label: 'empty string', target: '' },
  { label: 'only spaces', target: '   ' },
  // Not strings: a server reply is JSON and a schema mismatch only warns, so these reach the code.
  { label: 'a number', target: 42 },
  { label: 'true', target: true },
  { label: 'an array holding a path', target: ['/c/acme-media'] },
  { label: 'an object that stringifies to a path', target: { toString: () => '/c/acme-media' } },
  { label: 'null', target: null },
];

/** The targets a URL query can carry (strings only), for the login page's `redirect` parameter. */
export const HOSTILE_REDIRECT_STRINGS: readonly string[] = HOSTILE_REDIRECTS.flatMap(({ target }) =>
  typeof target === 'string' && target !== '' ? [target] : [],
);

/** The targets as a JSON reply carries them (an object's toString does not survive JSON). */
export const HOSTILE_REDIRECT_REPLIES: readonly unknown[] = HOSTILE_REDIRECTS.map(({ target }) => target);

/** Whether a browser address is on `origin` and under the console's /c/ (the only place a redirect may land). */
export function staysInConsole(address: string, origin: string): boolean {
  const url = new URL(address);
  return url.origin === origin && (url.pathname === '/c' || url.pathname.startsWith('/c/'));
}
