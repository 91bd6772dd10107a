import { http } from 'msw';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_API as API } from './global-setup';
import { serveScenario, withMeta } from './production-api';
import {
  expectNotSaid,
  expectPath,
  expectToast,
  expectToastOnce,
  logIn,
  open,
  pathOf,
  setupBrowser,
} from './support';

// The production build with its API played in this process by a scenario of the mock backend, so each test can
// change the one reply it is about.
const browser = setupBrowser({ target: 'production' });

const NEW_PASSWORD = 'a-new-password-for-jane';

describe("spec §4: the server's redirects are followed, and kept inside the console", () => {
  it("follows the login reply's redirect", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'loggedOut', (backend) => [
      http.post(`${API}/user/login.json`, async ({ request }) =>
        withMeta(backend.login(await request.json()), { redirect: '/c/globex-studio/templates' }),
      ),
    ]);
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/globex-studio/templates');
  });

  it.each([
    'https://evil.example/c/acme-media',
    '//evil.example/c/acme-media',
    '/\\evil.example',
    '/c/..//evil.example',
  ])('keeps a hostile login redirect %s inside the console', async (hostile) => {
    const page = await browser.newPage();
    await serveScenario(page, 'loggedOut', (backend) => [
      http.post(`${API}/user/login.json`, async ({ request }) =>
        withMeta(backend.login(await request.json()), { redirect: hostile }),
      ),
    ]);
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  it("follows the signup reply's redirect", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'loggedOut', (backend) => [
      http.post(`${API}/user/signup.json`, async ({ request }) =>
        withMeta(backend.signup(await request.json()), { redirect: '/c/user/settings' }),
      ),
    ]);
    await open(page, '/c/signup');
    await page.getByLabel('E-mail address', { exact: true }).fill('nina@example.com');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectPath(page, '/c/user/settings');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  });

  it("follows the password reset reply's redirect, and says its message there", async () => {
    const page = await browser.newPage();
    const backend = await serveScenario(page, 'loggedOut', (backend) => [
      http.post(`${API}/api/reset-password.json`, async ({ request }) =>
        withMeta(backend.resetPassword(await request.json()), { redirect: '/c/globex-studio/assemblies' }),
      ),
    ]);
    backend.forgotPassword({ email: 'jane@example.com' });
    const link = backend.state.outbox.at(-1)?.link ?? '';
    expect(link).toMatch(/^\/c\/reset-password\?/);
    await open(page, link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectPath(page, '/c/globex-studio/assemblies');
    await expectToast(page, 'Your password has been reset, and you are logged in.');
  });

  it("logs out to the logout reply's redirect, with its message", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member', (backend) => [
      http.post(`${API}/api/user/logout.json`, ({ request }) =>
        withMeta(backend.logout(request.headers.get('x-csrf-token')), {
          redirect: '/c/signup',
          message: 'You have been logged out on every device.',
        }),
      ),
    ]);
    await open(page, '/c/acme-media');
    await page.getByRole('button', { name: /Jane Cooper/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/c/signup');
    await expectToast(page, 'You have been logged out on every device.');
  });
});

/**
 * Holds back the production build's code for one lazily loaded page, as a slow connection would: the page a
 * navigation goes to arrives after the session calls, which is when leaving a session used to take a detour.
 */
async function slowChunk(page: Page, name: string) {
  await page.route(new RegExp(`/c/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

describe('spec §4: leaving the session goes straight to its page', () => {
  it("logs out to login, saying 'You have been logged out' once and nothing about logging in", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member');
    // The log-in page comes with the entry's file, so no file of its own can arrive late here.
    await open(page, '/c/acme-media');
    await page.getByRole('button', { name: /Jane Cooper/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/c/login?loggedOut=1');
    await page.getByText('You have been logged out').first().waitFor();
    expect(await page.getByText('You have been logged out').count()).toBe(1);
    await expectNotSaid(page, 'Please log in to access this page');
  });

  it('cancels the account to cancel-account-success, with no detour to login', async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member');
    await slowChunk(page, 'cancel-account-success');
    await open(page, '/c/user/settings');
    await page.getByRole('button', { name: 'Cancel account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your account?' });
    await dialog.getByRole('textbox').fill('jane@example.com');
    await dialog.getByRole('button', { name: 'Cancel my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been cancelled' }).waitFor();
    expect(pathOf(page)).toBe('/c/cancel-account-success');
    await expectNotSaid(page, 'Please log in to access this page');
  });
});

describe('spec §6 and §8: what the workspace reply means', () => {
  it("sends the user to login with 'Unable to verify workspace access' when the server refuses", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member', () => [
      http.get(`${API}/acme-media/api/workspace.json`, () =>
        Response.json({ meta: { status: 'error', message: 'Access denied' } }, { status: 403 }),
      ),
    ]);
    await page.goto('/c/acme-media');
    await expectPath(page, '/c/login');
    await expectToastOnce(page, 'Unable to verify workspace access');
  });

  it("sends the user to login with 'Invalid workspace data' when the reply is not a workspace", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'member', () => [
      http.get(`${API}/acme-media/api/workspace.json`, () =>
        Response.json({ meta: { status: 'ok' }, workspace: { id: 'acme', name: 42 } }),
      ),
    ]);
    await page.goto('/c/acme-media');
    await expectPath(page, '/c/login');
    await expectToastOnce(page, 'Invalid workspace data');
  });

  it("shows the server's text on the error page when an impersonation fails", async () => {
    const page = await browser.newPage();
    await serveScenario(page, 'admin', () => [
      http.get(`${API}/admin/users/impersonate/:id`, () =>
        Response.json(
          { meta: { status: 'error', message: 'Impersonation is switched off during the upgrade.' } },
          { status: 409 },
        ),
      ),
    ]);
    await page.goto('/c/initech-video');
    await page.getByRole('button', { name: 'Open as Peter Gibbons' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
    await page.getByText('Impersonation is switched off during the upgrade.').waitFor();
  });

  it('shows the spinner only after 400 ms while the workspace resolves', async () => {
    const page = await browser.newPage();
    // Paused from the first script on, as in the session spinner's test; the workspace call never answers.
    await page.clock.install({ time: new Date('2026-01-15T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-15T12:00:01Z'));
    await serveScenario(page, 'member', () => [
      http.get(`${API}/acme-media/api/workspace.json`, () => new Promise<never>(() => {})),
    ]);
    await page.goto('/c/acme-media');
    // The console asks for the workspace as it starts (docs/first-paint.md); its wait starts when the guard has the
    // current user and renders it.
    await page.locator('[data-page-spinner="Opening the workspace"]').waitFor({ state: 'attached' });
    const spinner = page.getByRole('status', { name: 'Opening the workspace' });
    await page.clock.runFor(300);
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(200);
    await spinner.waitFor({ timeout: 5_000 });
  });
});
