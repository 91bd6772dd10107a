import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerPolicy,
  inlineScriptHashes,
  NONCE_PLACEHOLDER,
} from '../../apps/console/csp.ts';
import { writeSelfSignedCertificate } from '../setup/self-signed-certificate';
import { NGINX_PORTS, PRODUCTION_API } from './global-setup';
import { serveScenario } from './production-api';
import { expectPath, logIn, setupBrowser } from './support';

const ROOT = join(import.meta.dirname, '..', '..');
const INDEX = readFileSync(join(ROOT, 'apps', 'console', 'dist', 'index.html'), 'utf8');
const HTTPS_ORIGIN = `https://127.0.0.1:${NGINX_PORTS.https}`;
const HTTP_ORIGIN = `http://127.0.0.1:${NGINX_PORTS.http}`;

// The production build (global-setup.ts), served by `npm run serve:production` as a deployment runs it: nginx with
// deploy/nginx's configuration, over HTTPS with HTTP/2 when given a certificate, else over plain HTTP.
const browser = setupBrowser({ target: 'production' });

/** The policy a response with this nonce must carry, made the way the build makes it, plus the header's own. */
const expectedPolicy = (nonce: string) =>
  headerPolicy(
    contentSecurityPolicy({ apiBaseUrl: PRODUCTION_API, nonce, scriptHashes: inlineScriptHashes(INDEX) }),
  );

/** The nonce a policy allows styles with. */
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/**
 * The nonce of one response of the page, checked: random, in the header's policy, which is the build's, and the same
 * in both meta tags, with the build's placeholder nowhere.
 */
function nonceIn(policy: string, body: string): string {
  const nonce = nonceOf(policy) ?? '';
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(policy).toBe(expectedPolicy(nonce));
  expect(policy).toContain("frame-ancestors 'none'");
  expect(body).toContain(`&#39;nonce-${nonce}&#39;`);
  expect(body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
  expect(body).not.toContain(NONCE_PLACEHOLDER);
  return nonce;
}

const PAGE_HEADERS = {
  ':status': 200,
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
};
/** What every response carries. */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

type Server = { process: ChildProcess; stderr: () => string };

/** Runs the script `npm run serve:production` runs (directly, so that stopping it stops nginx). */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve-production.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return { process: child, stderr: () => stderr };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.process.exitCode !== null) return;
  server.process.kill('SIGTERM');
  await once(server.process, 'exit');
}

/** Waits until `server` answers `probe`, or fails with what it said if it stopped or never answered. */
async function ready(server: Server, probe: () => Promise<unknown>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the server stopped: ${server.stderr()}`);
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`the server did not answer: ${error} ${server.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

let certificateDir = '';
let certificateAuthority: Buffer;
let servers: Server[] = [];

type Reply = { status: number; headers: IncomingHttpHeaders; body: string; protocol: string | undefined };

/** GET over HTTP/2, trusting only this run's certificate, asking for gzip as browsers do. */
async function get(path: string): Promise<Reply> {
  const session = connect(HTTPS_ORIGIN, { ca: certificateAuthority });
  try {
    await once(session, 'connect');
    const stream = session.request({ ':path': path, 'accept-encoding': 'gzip' });
    const [headers] = (await once(stream, 'response')) as [IncomingHttpHeaders];
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = (headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    return { status: Number(headers[':status']), headers, body, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('the production server (npm run serve:production)', () => {
  beforeAll(async () => {
    certificateDir = mkdtempSync(join(tmpdir(), 'console-e2e-tls-'));
    const { certificate, key } = writeSelfSignedCertificate(certificateDir);
    certificateAuthority = readFileSync(certificate);
    const https = startServer({
      PORT: String(NGINX_PORTS.https),
      TLS_CERTIFICATE: certificate,
      TLS_CERTIFICATE_KEY: key,
    });
    const http = startServer({ PORT: String(NGINX_PORTS.http) });
    servers = [https, http];
    await ready(https, () => get('/c/'));
    await ready(http, () => fetch(`${HTTP_ORIGIN}/c/`));
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    rmSync(certificateDir, { recursive: true, force: true });
  });

  it('sends the page with a fresh nonce in every response and the headers, and caches the files for good', async () => {
    const page = await get('/c/');
    expect(page.protocol).toBe('h2');
    expect(page.headers).toMatchObject({ ...PAGE_HEADERS, ...SECURITY_HEADERS, 'content-encoding': 'gzip' });
    const nonce = nonceIn(page.headers['content-security-policy'] as string, page.body);

    // A route of the console is the page, with a nonce of its own.
    const route = await get('/c/acme-media/templates');
    expect(route.headers).toMatchObject({ ...PAGE_HEADERS, ...SECURITY_HEADERS });
    expect(nonceIn(route.headers['content-security-policy'] as string, route.body)).not.toBe(nonce);

    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(INDEX)?.[1] ?? '';
    expect((await get(entry)).headers).toMatchObject({
      ':status': 200,
      'content-type': 'application/javascript; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
      ...SECURITY_HEADERS,
    });
    // A file a new build no longer has is missing, not the page, which a browser would refuse as a script.
    expect((await get('/c/assets/index-gone.js')).headers).toMatchObject({
      ':status': 404,
      ...SECURITY_HEADERS,
    });
    expect((await get('/c/.vite/manifest.json')).status).toBe(404);

    // Without a certificate: plain HTTP, for a TLS proxy in front, with the same page.
    const plain = await fetch(`${HTTP_ORIGIN}/c/`);
    expect(Object.fromEntries(plain.headers)).toMatchObject({
      'cache-control': 'no-store',
      ...SECURITY_HEADERS,
    });
    nonceIn(plain.headers.get('content-security-policy') ?? '', await plain.text());
  });

  it('walks login, a workspace, the template editor and an assembly with a dialog, with no violation', async () => {
    const page = await browser.newPage({ baseURL: HTTPS_ORIGIN, ignoreHTTPSErrors: true });
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
      });
    });
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
    });
    await serveScenario(page, 'member', undefined, HTTPS_ORIGIN);

    const signup = await page.goto('/c/signup');
    const nonce = nonceOf((await signup?.headerValue('content-security-policy')) ?? '');
    expect(await page.locator('meta[name="csp-nonce"]').getAttribute('content')).toBe(nonce);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
    ).toBe('h2');
    // The route preloads ran: the inline script was allowed (the log-in page has nothing to preload, its code is
    // in the entry's file).
    await page.locator('link[rel="modulepreload"][href*="/signup-"]').waitFor({ state: 'attached' });
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The template editor: CodeMirror's theme is an injected <style>, which only applies with the nonce.
    await page.getByRole('link', { name: 'Templates' }).first().click();
    await expectPath(page, '/c/acme-media/templates');
    // The address changes before the page does: until the templates page has drawn, the dashboard's table of
    // recent assemblies is still the page's table.
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await expectPath(page, /^\/c\/acme-media\/templates\/[0-9a-f]{32}$/);
    const editor = page.locator('.cm-editor');
    await editor.waitFor();
    expect(await editor.evaluate((element) => getComputedStyle(element).display)).toBe('flex');

    // An assembly's detail page and a Radix dialog, whose scroll lock is an injected <style> too.
    await page.getByRole('link', { name: 'Assemblies' }).first().click();
    await expectPath(page, /^\/c\/acme-media\/assemblies/);
    await page.getByRole('heading', { level: 1, name: 'Assemblies' }).waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await expectPath(page, /^\/c\/acme-media\/assemblies\/[0-9a-f]{32}$/);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await bodyOverflow()).not.toBe('hidden');
    await page.getByRole('button', { name: 'Replay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay this assembly?' });
    await dialog.waitFor();
    expect(await bodyOverflow()).toBe('hidden');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await violations(page)).toEqual([]);
    expect(consoleLines).toEqual([]);

    // Both policies are in force and the recording works: a <style> without the nonce is refused, once by the
    // header's policy and once by the meta tag's.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect
      .poll(() => violations(page))
      .toEqual(['style-src-elem refused inline', 'style-src-elem refused inline']);
  }, 60_000);
});
