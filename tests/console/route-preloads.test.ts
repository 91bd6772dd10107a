import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../apps/console/csp';
import { ENTRY_ROUTES, RESERVED_FIRST_SEGMENTS } from '../../apps/console/entry-routes';
import {
  EARLY_READS_GLOBAL,
  type EarlyReadOptions,
  patternSource,
  readTemplates,
  routePreloadScript,
} from '../../apps/console/route-preloads';
import { firstPageRequests } from '../../apps/console/src/first-page-requests';
import { routes } from '../../apps/console/src/routes';
import { CSRF_HEADER, DEFAULT_TIMEOUT_MS } from '../../packages/api/src/calls/first-page';

const RESERVED = ['login', 'admin', 'user'];
const matches = (pattern: string, path: string) =>
  new RegExp(patternSource('/c', pattern, RESERVED)).test(path);

/** Runs the script index.html carries for `pathname`: the modulepreload links it added, the reads it sent and left. */
function run(script: string, pathname: string) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const sent: { url: string; init: RequestInit }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(url));
  };
  const window: Record<string, unknown> = {};
  runInNewContext(script, { document, location: { pathname }, fetch, AbortSignal, window });
  const left = window[EARLY_READS_GLOBAL] as Record<string, Promise<Response>> | undefined;
  return { added, sent, left };
}
const preloadsFor = (script: string, pathname: string) => run(script, pathname).added;

const READS: EarlyReadOptions = {
  apiBaseUrl: 'https://api.example.test',
  csrfHeader: CSRF_HEADER,
  timeoutMs: DEFAULT_TIMEOUT_MS,
};

/** The production script for the console's own entry routes. */
const entryScript = routePreloadScript(
  ENTRY_ROUTES.map((route) => [
    patternSource('/c', route.pattern, RESERVED_FIRST_SEGMENTS),
    [],
    readTemplates(route),
  ]),
  READS,
);

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

  it("sends the route's reads as the request helper sends a read, and leaves them by path for the entry", async () => {
    const { sent, left } = run(entryScript, '/c/acme-media');
    expect(sent.map(({ url }) => url)).toEqual([
      'https://api.example.test/user/current.json',
      'https://api.example.test/acme-media/api/workspace.json',
      'https://api.example.test/acme-media/api/overview.json',
    ]);
    for (const { init } of sent) {
      expect(init).toMatchObject({
        headers: { Accept: 'application/json', [CSRF_HEADER]: '' },
        credentials: 'include',
        mode: 'cors',
      });
      expect(init.signal).toBeInstanceOf(AbortSignal);
    }
    expect(Object.keys(left ?? {})).toEqual([
      '/user/current.json',
      '/acme-media/api/workspace.json',
      '/acme-media/api/overview.json',
    ]);
    expect(await (await left?.['/user/current.json'])?.text()).toBe(
      'https://api.example.test/user/current.json',
    );
  });

  it('sends nothing and leaves nothing where it does not know the route, or without reads (the demo)', () => {
    expect(run(entryScript, '/c/acme-media/templates')).toMatchObject({ sent: [], left: undefined });
    expect(run(entryScript, '/c/login')).toMatchObject({ sent: [], left: {} });
    const demo = routePreloadScript([[patternSource('/c', '/:workspace', RESERVED), [], ['/x.json']]]);
    expect(run(demo, '/c/acme-media')).toMatchObject({ sent: [], left: undefined });
  });

  it("asks for exactly the reads the page's routes name, with the parameter encoded as the calls encode it", () => {
    const addresses = ENTRY_ROUTES.flatMap(({ pattern }) => {
      const path = `/c${pattern.replace(/:(\w+)/g, 'sample-$1')}`;
      return pattern.includes(':') ? [path, path.replace(/sample-(\w+)/, 'sample%20$1%C3%A9')] : [path];
    });
    expect(addresses).toContain('/c/sample%20workspace%C3%A9');
    for (const address of addresses) {
      const { left } = run(entryScript, address);
      expect(Object.keys(left ?? {}), address).toEqual(firstPageRequests(routes, address));
    }
  });

  it('leaves the reads to the entry when an address cannot be decoded', () => {
    expect(run(entryScript, '/c/acme%E0').left).toBeUndefined();
  });
});
