import { describe, expect, it } from 'vitest';
import { expectPath, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

/** The demo lays out the 50,000 workspaces in the browser on the first admin read of them. */
const FLEET = { timeout: 30_000 };

describe('issue 16: every workspace’s assemblies in the admin area of the demo', () => {
  it('lets Ada page through all assemblies, filter by region, and open one and its workspace', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/admin/assemblies');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Assemblies' }).waitFor();
    const table = main.getByRole('table', { name: 'Assemblies' });
    const ids = () => table.getByRole('link', { name: /^[0-9a-f]{8}/ }).allTextContents();
    await table
      .getByRole('link', { name: /^[0-9a-f]{8}/ })
      .first()
      .waitFor(FLEET);
    const first = await ids();
    expect(first).toHaveLength(25);

    await main.getByRole('button', { name: 'Next page' }).click();
    await expectPath(page, '/c/admin/assemblies?page=2');
    await expect.poll(ids, FLEET).not.toEqual(first);
    const second = await ids();
    await main.getByRole('button', { name: 'Next page' }).click();
    await expectPath(page, '/c/admin/assemblies?page=3');
    await expect.poll(ids, FLEET).not.toEqual(second);
    const third = await ids();
    expect(new Set([...first, ...second, ...third]).size).toBe(75);

    await main.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'eu-west-1' }).click();
    await expectPath(page, '/c/admin/assemblies?region=eu-west-1');
    await expect
      .poll(
        async () => new Set(await table.getByRole('row').locator('td:nth-child(6)').allTextContents()),
        FLEET,
      )
      .toEqual(new Set(['eu-west-1']));

    const row = table.getByRole('row').nth(1);
    const workspace = (await row.getByRole('link').nth(1).textContent()) ?? '';
    const workspaceHref = (await row.getByRole('link').nth(1).getAttribute('href')) ?? '';
    await row.getByRole('link', { name: /^[0-9a-f]{8}/ }).click();
    await expectPath(page, /^\/c\/admin\/assemblies\/[0-9a-f]{32}$/);
    await main.getByRole('heading', { name: 'Summary' }).waitFor(FLEET);
    const link = main.getByRole('link', { name: workspace, exact: true });
    expect(await link.getAttribute('href')).toBe(workspaceHref);
    await link.click();
    await expectPath(page, /^\/c\/admin\/workspace\/[a-z0-9-]+$/);
  });

  it.each(['/c/admin/assemblies', '/c/admin/assemblies/2b08a8897a033ca7db65e67f541fbf74'])(
    'sends Jane, a member, from %s to her first workspace (spec §6)',
    async (path) => {
      const page = await browser.newPage();
      await logIn(page, 'jane@example.com');
      await expectPath(page, '/c/acme-media');
      await open(page, path);
      await expectPath(page, '/c/acme-media');
    },
  );
});
