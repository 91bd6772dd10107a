import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../apps/console/csp';
import { ENTRY_ROUTES, FIRST_READS, RESERVED_FIRST_SEGMENTS } from '../../apps/console/entry-routes';
import {
  EARLY_READS_GLOBAL,
  type EarlyReadOptions,
  FIRST_READS_GLOBAL,
  patternSource,
  readTemplates,
  routePreloadScript,
} from '../../apps/console/route-preloads';
import { CSRF_HEADER, DEFAULT_TIMEOUT_MS } from '../../packages/api/src/calls/first-page';
import { PAGE_IDS } from '../../packages/ui/src/lib/page-registry/index';
import { patterns } from '../../packages/ui/src/lib/paths';

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
  const named = window[FIRST_READS_GLOBAL] as string[] | undefined;
  return { added, sent, left, named };
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

  it('sends nothing where it does not know the route; without reads (the demo) it names them for the entry', () => {
    expect(run(entryScript, '/c/acme-media/x/y/z')).toMatchObject({ sent: [], left: undefined });
    expect(run(entryScript, '/c/login')).toMatchObject({ sent: [], left: {} });
    const demo = routePreloadScript([[patternSource('/c', '/:workspace', RESERVED), [], ['/x.json']]]);
    expect(run(demo, '/c/acme-media')).toMatchObject({ sent: [], left: undefined, named: ['/x.json'] });
  });

  it('knows every page of the route registry, each under its own pattern', () => {
    const known = ENTRY_ROUTES.map((route) => route.pattern);
    for (const id of PAGE_IDS) expect(known, id).toContain(patterns[id]);
    // The first that matches decides: a fixed segment before a parameter in the same place.
    expect(known.indexOf(patterns.templateNew)).toBeLessThan(known.indexOf(patterns.template));
    const sample = (pattern: string) => `/c${pattern.replace(/:(\w+)/g, 'sample-$1')}`;
    for (const id of PAGE_IDS) {
      const first = ENTRY_ROUTES.find((route) =>
        new RegExp(patternSource('/c', route.pattern, RESERVED_FIRST_SEGMENTS)).test(sample(patterns[id])),
      );
      expect(first?.pattern, id).toBe(patterns[id]);
    }
  });

  it("asks for its shell's reads and those its first-paint fields name, encoded as the calls encode them", () => {
    expect(Object.keys(run(entryScript, '/c/acme-media/templates/t%201').left ?? {})).toEqual([
      '/user/current.json',
      '/acme-media/api/workspace.json',
      '/acme-media/api/templates/t%201.json',
    ]);
    expect(Object.keys(run(entryScript, '/c/admin/invoices/48').left ?? {})).toEqual([
      '/user/current.json',
      '/admin/api/invoices/48.json',
    ]);
    expect(Object.keys(run(entryScript, '/c/sample%20workspace%C3%A9/billing').left ?? {})).toEqual([
      '/user/current.json',
      '/sample%20workspace%C3%A9/api/workspace.json',
      '/sample%20workspace%C3%A9/api/billing.json',
    ]);
    expect(Object.keys(run(entryScript, '/c/user/settings').left ?? {})).toEqual([
      '/user/current.json',
      '/api/user/account.json',
    ]);
    expect(Object.keys(run(entryScript, '/c/').left ?? {})).toEqual(['/user/current.json']);
    expect(FIRST_READS.template({ workspace: 'acme media', id: 'a/b' })).toBe(
      '/acme%20media/api/templates/a%2Fb.json',
    );
  });

  it('leaves the reads to the entry when an address cannot be decoded', () => {
    expect(run(entryScript, '/c/acme%E0').left).toBeUndefined();
  });
});
