import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

/** The demo generates the fleet's 50,000 workspaces in the browser on the first admin read of them. */
const FLEET = { timeout: 30_000 };

describe('issue 16: the admin workspaces in the demo', () => {
  it('lets Ada find a workspace by status and search, reveal a masked field, add a credit, and impersonate it and come back', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/admin/workspaces');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Workspaces' }).waitFor();

    // The status is in the address.
    await main.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Unpaid' }).click();
    await expectPath(page, '/c/admin/workspaces/unpaid');
    await main.getByRole('heading', { level: 1, name: 'Workspaces: Unpaid' }).waitFor();
    const search = main.getByRole('searchbox', { name: 'Search workspaces' });
    await search.fill('initech');
    await search.press('Enter');
    await expectPath(page, /^\/c\/admin\/workspaces\/unpaid\?(.+&)?q=initech/);
    const rows = main.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count(), FLEET).toBe(2);
    await rows.nth(1).getByRole('link', { name: 'Initech Video' }).click();
    await expectPath(page, '/c/admin/workspace/initech-video');
    await main.getByRole('heading', { level: 1, name: 'Initech Video' }).waitFor(FLEET);

    // A masked field shows only when asked, and the asking is recorded.
    const secret = main.getByTestId('masked-secret_key');
    expect(await secret.textContent()).toMatch(/^•+/);
    await main.getByRole('button', { name: 'Reveal secret key' }).click();
    await expect.poll(() => secret.textContent()).not.toMatch(/^•/);

    await main.getByRole('button', { name: 'Add credit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Amount/).fill('25');
    await dialog.getByLabel('Note').fill('Goodwill for the outage on the 3rd');
    await dialog.getByRole('button', { name: 'Add credit' }).click();
    await expectToast(page, 'Credit added');

    // Opening the workspace impersonates its owner; stopping comes back to its admin page.
    await main.getByRole('link', { name: 'Open the workspace' }).click();
    await expectPath(page, '/c/initech-video');
    await page.getByText('You are impersonating this account').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await expectPath(page, '/c/admin/workspace/initech-video', 30_000);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Initech Video' }).waitFor(FLEET);
  }, 120_000);

  it.each([
    '/c/admin/workspaces',
    '/c/admin/workspaces/unpaid',
    '/c/admin/workspace/initech-video',
    '/c/admin/workspace/initech-video/usage',
  ])('sends Jane, a member, from %s to her first workspace (spec §6)', async (path) => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, path);
    await expectPath(page, '/c/acme-media');
  });
});
