import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

describe('spec §4 and §6: redirects and guards', () => {
  it('sends a logged-out visitor to login with loggedOut=1 and the path, and says why', async () => {
    const page = await browser.newPage();
    await open(page, '/c/acme-media/templates?page=2');
    await expectPath(
      page,
      `/c/login?loggedOut=1&redirect=${encodeURIComponent('/c/acme-media/templates?page=2')}`,
    );
    await expectToast(page, 'Please log in to access this page');
  });

  it("follows the login reply's redirect to the member's active workspace", async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain('Acme Media');
  });

  it('returns to the page the visitor asked for after logging in', async () => {
    const page = await browser.newPage();
    await open(page, '/c/globex-studio');
    await expectPath(page, /^\/c\/login\?loggedOut=1&redirect=/);
    await page.getByLabel('E-mail address', { exact: true }).fill('jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/c/globex-studio');
  });

  it.each([
    '//evil.example',
    'https://evil.example/c/acme-media',
    '/\\evil.example',
    '/c//evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ])('keeps a hostile redirect parameter %s inside the console', async (hostile) => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com', `/c/login?redirect=${encodeURIComponent(hostile)}`);
    await expectPath(page, '/c/acme-media');
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  it.each(['/c/', '/c/dashboard'])('sends %s to the active workspace', async (path) => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, path);
    await expectPath(page, '/c/acme-media');
  });

  it('sends a user without memberships to create-workspace, and create-new-workspace there too', async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await open(page, '/c/create-new-workspace');
    await expectPath(page, '/c/create-workspace');
  });

  it('sends an unprefixed path under the current workspace, keeping the query string', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, '/c/globex-studio');
    await expectPath(page, '/c/globex-studio');
    await open(page, '/c/templates?sort=name');
    await expectPath(page, '/c/globex-studio/templates?sort=name');
  });

  it("sends a member to their first workspace when they open someone else's", async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, '/c/initech-video');
    await expectPath(page, '/c/acme-media');
  });

  it("sends a user without memberships to login with 'No workspace memberships found'", async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await open(page, '/c/acme-media');
    await expectPath(page, '/c/login?message=No+workspace+memberships+found');
    await expectToast(page, 'No workspace memberships found');
  });

  it('keeps members out of the admin area', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, '/c/admin/dashboard');
    await expectPath(page, '/c/acme-media');
  });

  it('lets an admin in, with the admin index redirecting to the dashboard', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/admin');
    await expectPath(page, '/c/admin/dashboard');
    await page.getByRole('navigation', { name: /admin/i }).waitFor();
  });

  it('has an admin impersonate a workspace they are not a member of, then reload into it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/initech-video');
    await expectPath(page, '/c/initech-video');
    // Impersonation reloads the console once, which a busy machine can take a while over.
    await page.getByText('You are impersonating this account').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await expectPath(page, '/c/admin/dashboard', 30_000);
  }, 90_000);
});
