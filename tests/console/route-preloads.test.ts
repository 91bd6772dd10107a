import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../apps/console/csp';
import { patternSource, routePreloadScript } from '../../apps/console/route-preloads';

const RESERVED = ['login', 'admin', 'user'];
const matches = (pattern: string, path: string) =>
  new RegExp(patternSource('/c', pattern, RESERVED)).test(path);

/** Runs the script index.html carries for `pathname`; returns the modulepreload links it added. */
function preloadsFor(script: string, pathname: string) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  runInNewContext(script, { document, location: { pathname } });
  return added;
}

describe('route preloads (apps/console/route-preloads.ts)', () => {
  it('matches a route pattern under the basename, with or without a trailing slash', () => {
    expect(matches('/login', '/c/login')).toBe(true);
    expect(matches('/login', '/c/login/')).toBe(true);
    expect(matches('/login', '/c/loginx')).toBe(false);
    expect(matches('/login', '/login')).toBe(false);
    expect(matches('/2fa/:authKey', '/c/2fa/abc123')).toBe(true);
    expect(matches('/2fa/:authKey', '/c/2fa/abc/def')).toBe(false);
    expect(matches('/', '/c/')).toBe(true);
    expect(matches('/', '/c')).toBe(true);
  });

  it("never takes one of the console's own first segments for a workspace", () => {
    expect(matches('/:workspace', '/c/acme-media')).toBe(true);
    expect(matches('/:workspace', '/c/acme-media/templates')).toBe(false);
    expect(matches('/:workspace', '/c/admin')).toBe(false);
    expect(matches('/:workspace', '/c/user')).toBe(false);
    expect(matches('/:workspace', '/c/administrators')).toBe(true);
  });

  it('preloads the chunks of the first route that matches, and nothing elsewhere', () => {
    const script = routePreloadScript([
      [patternSource('/c', '/login', RESERVED), ['/c/assets/login-1.js']],
      [patternSource('/c', '/:workspace', RESERVED), ['/c/assets/session-2.js', '/c/assets/shell-3.js']],
    ]);
    expect(preloadsFor(script, '/c/login')).toEqual([
      { rel: 'modulepreload', href: '/c/assets/login-1.js', crossOrigin: '' },
    ]);
    expect(preloadsFor(script, '/c/acme-media').map((link) => link.href)).toEqual([
      '/c/assets/session-2.js',
      '/c/assets/shell-3.js',
    ]);
    expect(preloadsFor(script, '/c/admin')).toEqual([]);
  });

  it('is allowed by its hash in the policy, and only inline scripts are hashed', () => {
    const script = routePreloadScript([[patternSource('/c', '/login', RESERVED), ['/c/assets/login-1.js']]]);
    const html = `<head><script type="module" src="/c/assets/index.js"></script><script>${script}</script></head>`;
    const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(contentSecurityPolicy({ nonce: 'n', scriptHashes: [hash] })).toContain(
      `script-src 'self' '${hash}';`,
    );
    expect(contentSecurityPolicy({ nonce: 'n' })).toContain("script-src 'self';");
  });
});
