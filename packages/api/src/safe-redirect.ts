/** The console's own path prefix; every redirect must stay under it. */
export const CONSOLE_BASE_PATH = '/c';
export const DEFAULT_REDIRECT = `${CONSOLE_BASE_PATH}/`;
const MAX_LENGTH = 2048;

// Control characters, spaces and every Unicode space or separator: the URL parser drops or rewrites some of
// them (a tab inside "/\t/evil.example" vanishes and leaves "//evil.example"), so any of them means reject.
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\\]/u;
// Encoded "/", "\", NUL, tab, CR, LF left in the path would turn into a second slash or a break when decoded.
const ENCODED_DANGER = /%(2f|5c|00|09|0a|0d)/i;

/**
 * Returns `target` when it is a same-origin path under /c (and not the login page), else `fallback`.
 * Every redirect that comes from a URL parameter or a server reply goes through here (docs/security.md).
 */
export function safeRedirect(
  target: unknown,
  fallback: string = DEFAULT_REDIRECT,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  if (UNSAFE_CHARACTER.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;

  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  if (ENCODED_DANGER.test(url.pathname)) return fallback;
  // An empty segment ("/c//evil.example") is harmless as it stands, but once the router strips the /c basename
  // it becomes "//evil.example", which a <Link> or loader redirect follows off-site.
  if (url.pathname.includes('//')) return fallback;

  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  if (url.pathname !== CONSOLE_BASE_PATH && !url.pathname.startsWith(`${CONSOLE_BASE_PATH}/`))
    return fallback;
  // The router matches paths decoded and regardless of case, so /c/LOGIN and /c/%6Cogin are the login page too;
  // a path whose percent-encoding does not decode cannot be checked, so it is refused.
  const routed = decodedPath(url.pathname);
  if (routed === null || LOGIN_PAGE.test(routed.toLowerCase())) return fallback;
  return path;
}

const LOGIN_PAGE = /^\/c\/login\/?$/;

/** The pathname as the router reads it; null when its percent-encoding is broken. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
