import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_API } from './global-setup';
import { serveScenario } from './production-api';
import { expectPath, setupBrowser } from './support';

const DIST = join(import.meta.dirname, '..', '..', 'apps', 'console', 'dist');
/**
 * Whether a script the page loaded (`/c/assets/….js`) carries a text, read from the build: the chunks that only load
 * beside others are named by their hash alone (apps/console/vite.config.ts), so they are told apart by what is in
 * them.
 */
const carries = (text: string) => (path: string) =>
  readFileSync(join(DIST, path.replace(/^\/c\//, '')), 'utf8').includes(text);
/** The login call's address, in the chunk of the call (packages/api/src/calls/lazy-login.ts). */
const LOGIN_CALL = carries('/user/login.json');
/** zod's own name for its errors, in whichever chunk carries zod. */
const ZOD = carries('$ZodError');

// The production build's first pages (docs/first-paint.md): what they ask for, and when.
const browser = setupBrowser({ target: 'production' });

describe('first paint of the entry routes', () => {
  it("login: paints from the entry's file alone, and zod and the call load only once the form is focused", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member');
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/c/login');
    await page.getByRole('heading', { name: 'Log in to Console' }).waitFor();
    // One file, as a bare React app's (Rolldown's runtime helpers included, apps/console/first-page-chunks.ts): a
    // phone opens a connection per file, and files downloading together share its bandwidth.
    expect(scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['/c/assets/index']);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => LOGIN_CALL(path) || ZOD(path))).toEqual([]);

    const email = page.getByLabel('E-mail address', { exact: true });
    await email.focus();
    await expect.poll(() => scripts.filter(LOGIN_CALL).length).toBeGreaterThan(0);
    await expect.poll(() => scripts.filter(ZOD).length).toBeGreaterThan(0);
    await email.fill('jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/c/acme-media');
  });

  it('login: its text paints before the web font arrives, which is the sans face alone, with no layout shift', async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member');
    const fonts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'font') fonts.push(new URL(sent.url()).pathname);
    });
    // The font is held back until the page has painted its heading: swap paints the fallback meanwhile.
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => {
      releaseFont = resolve;
    });
    await page.route('**/assets/*.woff2', async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    // The held font keeps the load event back, so the page is only waited for until it paints its heading.
    await page.goto('/c/login', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Log in to Console' });
    await heading.waitFor();
    const textWidth = () =>
      heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width;
      });
    const before = await heading.boundingBox();
    const widthBefore = await textWidth();
    expect(await page.evaluate(() => document.fonts.check('16px Geist'))).toBe(false);
    releaseFont();
    await page.waitForFunction(() => document.fonts.check('16px Geist'));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // The log-in page's text is ASCII: geist-basic covers it, and neither Latin-1 nor the mono face is asked for.
    expect(fonts.map((path) => path.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['/c/assets/geist-basic']);
    const after = await heading.boundingBox();
    // The fallback is scaled to Geist's average width, so a line keeps its length give or take a few per cent.
    expect(Math.abs((await textWidth()) / widthBefore - 1)).toBeLessThan(0.05);
    expect(after?.y).toBeCloseTo(before?.y ?? 0, 0);
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  it('the dashboard, opened signed in: its reads go out once each, from the document, before the console starts', async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member');
    // In order: each read as it is sent, and the current user's reply as it arrives.
    const events: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(PRODUCTION_API) && sent.method() === 'GET')
        events.push(new URL(sent.url()).pathname);
    });
    page.on('requestfinished', (done) => {
      if (done.url() === `${PRODUCTION_API}/user/current.json`) events.push('current user arrived');
    });
    await page.goto('/c/acme-media');
    await page.getByRole('heading', { name: 'Acme Media', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const count = (path: string) => events.filter((event) => event === path).length;
    expect(count('/user/current.json')).toBe(1);
    expect(count('/acme-media/api/workspace.json')).toBe(1);
    expect(count('/acme-media/api/overview.json')).toBe(1);
    // Together: the workspace's reads do not wait for the guard that needs the current user.
    expect(events.slice(0, 3).sort()).toEqual([
      '/acme-media/api/overview.json',
      '/acme-media/api/workspace.json',
      '/user/current.json',
    ]);
    // Sent by index.html's own script while the document was parsed, not by the entry once its code had loaded.
    expect(
      await page.evaluate(() =>
        Object.keys((window as { __consoleEarlyReads?: object }).__consoleEarlyReads ?? {}),
      ),
    ).toEqual(['/user/current.json', '/acme-media/api/workspace.json', '/acme-media/api/overview.json']);
  });
});
