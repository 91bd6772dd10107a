import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumLaunchOptions } from '../setup/chromium';

export const PASSWORD = 'demo-password';

/**
 * One Chromium per test file and a fresh context (storage, service worker, mock backend state) per test, so
 * every test starts from the demo seed, logged out.
 */
export function setupBrowser(options: { target?: 'demo' | 'production' } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions('headless-shell'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** `context` adds to or overrides the defaults, e.g. another server's `baseURL`. */
    async newPage(context: BrowserContextOptions = {}): Promise<Page> {
      const created = await browser.newContext({
        baseURL: inject(options.target === 'production' ? 'productionOrigin' : 'consoleOrigin'),
        viewport: { width: 1280, height: 800 },
        ...context,
      });
      contexts.push(created);
      return created.newPage();
    },
  };
}

/**
 * Opens a console path and waits until React has drawn the console over the markup's boot splash. The demo starts its
 * mock backend before the first render, so from then on the mock backend is in charge of the page. (Waiting for the
 * network to go quiet instead cost 0.8 s an opening beyond this, 135 s over the 163 openings of a run.)
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-slot="boot-splash"]').waitFor({ state: 'detached', timeout: 30_000 });
}

export async function logIn(page: Page, email: string, path = '/c/login'): Promise<void> {
  await open(page, path);
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** `timeout` is longer for a step that reloads the whole console, which a busy CI machine can take a while over. */
export async function expectPath(page: Page, path: string | RegExp, timeout = 10_000): Promise<void> {
  await expect
    .poll(() => pathOf(page), { timeout })
    .toEqual(typeof path === 'string' ? path : expect.stringMatching(path));
}

/** A toast in the Notifications region. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()
    .waitFor({ timeout: 10_000 });
}

/**
 * A message said once, in a toast, and not on the page as well: spec §8's messages, which a guard shows as it sends
 * the person to login. Counted once the page has settled, so a second toast (a redirect carried out twice) or a
 * banner on the page fails it.
 */
export async function expectToastOnce(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  await toasts.first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  expect(await toasts.count()).toBe(1);
  expect(await page.getByRole('main').getByText(text).count()).toBe(0);
}

/**
 * A message nowhere on the page, on it or in a toast, once the page has settled: a toast is drawn only when the
 * code of the toast region has loaded.
 */
export async function expectNotSaid(page: Page, text: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.getByText(text).count()).toBe(0);
}

const require = createRequire(import.meta.url);
export const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');
