import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { goInApp } from './redirect-sinks';
import { expectNotSaid, expectPath, expectToastOnce, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

/**
 * Jane opens Globex Studio, her second workspace, and sees it: it becomes her current one once it has loaded (the
 * server's active workspace and the console's stored one), so a test that went on while it loaded would find Acme
 * Media still current.
 */
async function openGlobex(page: Page): Promise<void> {
  await open(page, '/c/globex-studio');
  await expectPath(page, '/c/globex-studio');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}

describe('spec §4 and §6: redirects and guards', () => {
  it('sends a logged-out visitor to login with loggedOut=1 and the path, and says why', async () => {
    const page = await browser.newPage();
    await open(page, '/c/acme-media/templates?page=2');
    await expectPath(
      page,
      `/c/login?loggedOut=1&redirect=${encodeURIComponent('/c/acme-media/templates?page=2')}`,
    );
    await expectToastOnce(page, 'Please log in to access this page');
  });

  it('says why once: not again on going back or forward to the login page, nor on reloading it', async () => {
    const page = await browser.newPage();
    await open(page, '/c/acme-media');
    await expectPath(page, /^\/c\/login\?loggedOut=1&redirect=/);
    await expectToastOnce(page, 'Please log in to access this page');
    const region = page.getByRole('region', { name: /Notifications/ });
    await region.getByRole('button', { name: 'Dismiss notification' }).click();
    await region.getByText('Please log in to access this page').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(page, '/c/signup');
    await page.goBack();
    await expectPath(page, /^\/c\/login\?loggedOut=1&redirect=/);
    await page.goForward();
    await expectPath(page, '/c/signup');
    await page.goBack();
    await expectPath(page, /^\/c\/login\?loggedOut=1&redirect=/);
    await page.getByRole('heading', { name: 'Log in to Console' }).waitFor();
    await expectNotSaid(page, 'Please log in to access this page');

    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Console' }).waitFor();
    await expectNotSaid(page, 'Please log in to access this page');
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

  it('sends /c/ and /c/dashboard to the active workspace, also when it is not the first one', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    // Opening Globex Studio makes it Jane's active workspace on the server; Acme Media stays her first.
    await openGlobex(page);
    for (const path of ['/c/', '/c/dashboard']) {
      await open(page, path);
      await expectPath(page, '/c/globex-studio');
    }
  });

  it('sends a user without memberships to create-workspace, and create-new-workspace there too', async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await open(page, '/c/create-new-workspace');
    await expectPath(page, '/c/create-workspace');
  });

  it('sends unprefixed paths under the current workspace, keeping the query string', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await openGlobex(page);
    await open(page, '/c/templates?sort=name');
    await expectPath(page, '/c/globex-studio/templates?sort=name');
    await open(page, '/c/assemblies?page=2');
    await expectPath(page, '/c/globex-studio/assemblies?page=2');
    await page.getByText(/^Showing 26–50 of /).waitFor();
    await open(page, '/c/templates/new');
    await expectPath(page, '/c/globex-studio/templates/new');
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
    await expectPath(page, '/c/login');
    await expectToastOnce(page, 'No workspace memberships found');
  });

  it('sends a member from the admin area to their first workspace, not the active one', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await openGlobex(page);
    await open(page, '/c/admin/dashboard');
    await expectPath(page, '/c/acme-media');
  });

  it('lets a founder into the admin area', async () => {
    const page = await browser.newPage();
    await logIn(page, 'fran@example.com');
    await expectPath(page, /^\/c\/(?!login)/);
    await open(page, '/c/admin/dashboard');
    await expectPath(page, '/c/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
  });

  it('lets an admin in, with the admin index redirecting to the dashboard', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/admin');
    await expectPath(page, '/c/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.waitFor();
    // Only the admin pages this console serves are linked.
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Performance',
      'BI',
      'Founder dashboard',
      'Workspaces',
      'Assemblies',
      'Announcements',
      'Invoices',
      'Coupons',
      'Plans',
      'Revenues',
      'Operations',
    ]);
  });

  it('shows an admin the not-found page for a workspace that does not exist, without a toast', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/acme-meda');
    await page.getByRole('heading', { level: 1, name: 'Workspace not found' }).waitFor();
    await page.getByText(/No workspace called acme-meda exists\./).waitFor();
    await expectPath(page, '/c/acme-meda');
    expect(
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .count(),
    ).toBe(0);
    await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
    await expectPath(page, '/c/admin/dashboard');
  });

  it.each(['/c/admin/templates', '/c/admin/templates/new', '/c/admin/nothing/here'])(
    'answers %s, which the admin area does not serve, with its own not-found page',
    async (path) => {
      const page = await browser.newPage();
      await logIn(page, 'ada@example.com');
      await expectPath(page, '/c/service-operations');
      await open(page, path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Workspace not found' }).count()).toBe(0);
      await expectPath(page, path);
    },
  );

  it('asks an admin whom a login redirect brings to a workspace, and impersonates only on the button', async () => {
    const page = await browser.newPage();
    const impersonations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/users/impersonate/')) impersonations.push(request.url());
    });
    await logIn(page, 'ada@example.com', '/c/login?redirect=/c/initech-video');
    await expectPath(page, '/c/initech-video');
    await page.getByRole('heading', { level: 1, name: 'Open Initech Video as its owner?' }).waitFor();
    await page.getByText("You're about to open Initech Video as Peter Gibbons (owner).").waitFor();
    // The look-up is done and the page stands: Ada is still herself, in the admin area.
    await page.waitForLoadState('networkidle');
    expect(impersonations).toEqual([]);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(await page.getByText('You are impersonating this account').count()).toBe(0);

    await page.getByRole('button', { name: 'Open as Peter Gibbons' }).click();
    // Impersonation reloads the console once, which a busy machine can take a while over.
    await page.getByText('You are impersonating this account').waitFor({ timeout: 30_000 });
    expect(impersonations).toHaveLength(1);
    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await expectPath(page, '/c/admin/workspace/initech-video', 30_000);
  }, 90_000);

  it('asks on the first page of a tab too, and impersonates at once on a navigation inside the console', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/initech-video');
    await page.getByRole('heading', { level: 1, name: 'Open Initech Video as its owner?' }).waitFor();
    await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
    await expectPath(page, '/c/admin/dashboard');

    await goInApp(page, '/c/initech-video');
    await page.getByText('You are impersonating this account').waitFor({ timeout: 30_000 });
    await expectPath(page, '/c/initech-video');
  }, 90_000);
});

describe('someone without a workspace (spec §2)', () => {
  it('reaches user settings and logs out from the account header', async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await page.getByRole('button', { name: /Sam Rivera/ }).click();
    await page.getByRole('menuitem', { name: 'User settings' }).click();
    await expectPath(page, '/c/user/settings');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.getByRole('button', { name: /Sam Rivera/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/c/login?loggedOut=1');
    await page.getByText('You have been logged out').first().waitFor();
  });

  it('creates a workspace and lands in it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'sam@example.com');
    await expectPath(page, '/c/create-workspace');
    await page.getByLabel('Workspace name').fill('Northwind Labs');
    expect(await page.getByLabel('Address').inputValue()).toBe('northwind-labs');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expectPath(page, '/c/northwind-labs');
    await page.getByRole('heading', { level: 1, name: 'Northwind Labs' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Get started' }).waitFor();
  });
});
