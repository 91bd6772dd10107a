import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, NONCE_META } from '../../apps/console/csp.ts';
import { PRODUCTION_API } from './global-setup';
import { serveScenario } from './production-api';
import { expectPath, logIn, setupBrowser } from './support';

const DIST = join(import.meta.dirname, '..', '..', 'apps', 'console', 'dist');

// The production build, its documents served with the policy as a response header (the one
// docs/content-security-policy.md gives a server), on top of the <meta> policy the build carries.
const browser = setupBrowser({ target: 'production' });

/** The nonce the build wrote into index.html, which a header policy for this build must carry too. */
function buildNonce(): string {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const nonce = new RegExp(`<meta name="${NONCE_META}" content="([^"]+)"`).exec(html)?.[1];
  if (!nonce) throw new Error(`apps/console/dist/index.html has no <meta name="${NONCE_META}">`);
  return nonce;
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Opens a page whose documents carry the policy header, recording every violation and every CSP console line. */
async function policedPage(policy: string): Promise<{ page: Page; consoleLines: string[] }> {
  const page = await browser.newPage();
  await page.route(`${inject('productionOrigin')}/c/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
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
  return { page, consoleLines };
}

/** The hashes of index.html's inline scripts (the route preloads), which a header policy must allow too. */
const buildScriptHashes = () => inlineScriptHashes(readFileSync(join(DIST, 'index.html'), 'utf8'));

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('the production build under its Content Security Policy', () => {
  it('ships the policy as a meta tag, without the directives a meta policy cannot carry', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const policy = meta.replaceAll('&#39;', "'");
    const scriptHashes = buildScriptHashes();
    // The route preloads (apps/console/route-preloads.ts), the one inline script, allowed by its hash alone.
    expect(scriptHashes).toHaveLength(1);
    expect(policy).toBe(
      contentSecurityPolicy({ apiBaseUrl: PRODUCTION_API, nonce: buildNonce(), scriptHashes }),
    );
    expect(policy).toContain(`script-src 'self' '${scriptHashes[0]}';`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors|report-uri|sandbox/);
  });

  it('walks login, a workspace, the template editor and an assembly with a dialog, with no violation', async () => {
    const policy = contentSecurityPolicy(
      { apiBaseUrl: PRODUCTION_API, nonce: buildNonce(), scriptHashes: buildScriptHashes() },
      { header: true },
    );
    expect(policy).toContain("frame-ancestors 'none'");
    const { page, consoleLines } = await policedPage(policy);
    await serveScenario(page, 'member');

    const signup = await page.goto('/c/signup');
    expect(await signup?.headerValue('content-security-policy')).toBe(policy);
    // The route preloads ran: the inline script was allowed (the log-in page has nothing to preload, its code is
    // in the entry's file).
    await page.locator('link[rel="modulepreload"][href*="/signup-"]').waitFor({ state: 'attached' });
    await page.goto('/c/login');
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The template editor: CodeMirror's theme is an injected <style>, which only applies with the nonce.
    await page.getByRole('link', { name: 'Templates' }).first().click();
    await expectPath(page, '/c/acme-media/templates');
    await page.getByRole('table').getByRole('link').first().click();
    await expectPath(page, /^\/c\/acme-media\/templates\/[0-9a-f]{32}$/);
    const editor = page.locator('.cm-editor');
    await editor.waitFor();
    expect(await editor.evaluate((element) => getComputedStyle(element).display)).toBe('flex');

    // An assembly's detail page and a Radix dialog, whose scroll lock is an injected <style> too.
    await page.getByRole('link', { name: 'Assemblies' }).first().click();
    await expectPath(page, /^\/c\/acme-media\/assemblies/);
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
