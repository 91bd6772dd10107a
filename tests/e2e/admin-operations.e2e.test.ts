import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

/** The demo lays out the 50,000 workspaces' ledger in the browser on the first admin read of it. */
const LEDGER = { timeout: 30_000 };

describe('issue 16: the admin area’s operations pages in the demo', () => {
  it('shows Ada the queues and machines, read again every 5 seconds while the tab is visible', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    // A fake clock from here on: the page's refresh interval runs when the test moves time, not by waiting.
    await page.clock.install();
    await open(page, '/c/admin/ops');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    const measured = main.getByTestId('ops-measured-at');
    await measured.waitFor();
    await expect.poll(() => main.getByTestId('ops-freshness').textContent()).toBe('Live');
    const loads = () => main.getByRole('table', { name: 'Machines' }).getByRole('row').allTextContents();
    const before = { time: await measured.textContent(), machines: await loads() };

    await page.clock.runFor(5_000);
    await expect.poll(() => measured.textContent()).not.toBe(before.time);
    expect(await loads()).not.toEqual(before.machines);
    await page.clock.runFor(5_000);
    await expect.poll(() => measured.textContent()).not.toBe(before.time);
    expect(await main.getByTestId('ops-freshness').textContent()).toBe('Live');
  });

  it('lets Ada find an unpaid invoice and mark it paid with an authorisation code', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, '/c/service-operations');
    await open(page, '/c/admin/invoices?paid=unpaid&currency=USD');
    const main = page.getByRole('main');
    await main.getByRole('region', { name: 'Totals of this page' }).waitFor(LEDGER);
    const first = main
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first();
    const number = (await first.textContent()) ?? '';
    await first.click();
    await expectPath(page, /^\/c\/admin\/invoices\/\d+$/);
    await main.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor(LEDGER);

    const code = main.getByRole('textbox', { name: 'Authorisation code' });
    await code.fill('AB 12');
    await main.getByRole('button', { name: 'Mark paid' }).click();
    await main.getByText('An authorisation code is 6 to 32 letters, digits or dashes.').waitFor();
    await code.fill('TX-7781-AB');
    await main.getByRole('button', { name: 'Mark paid' }).click();
    await expectToast(page, `Invoice ${number} is marked paid.`);
    await main
      .getByTestId('invoice-events')
      .getByText('Marked paid with authorisation code TX-7781-AB')
      .waitFor();
    expect(await main.getByRole('heading', { name: 'Settle this invoice' }).count()).toBe(0);

    // Back on the list, the invoice is no longer among the unpaid ones.
    await page.goBack();
    await expectPath(page, '/c/admin/invoices?paid=unpaid&currency=USD');
    await main.getByRole('region', { name: 'Totals of this page' }).waitFor(LEDGER);
    await expect
      .poll(() => main.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: number }).count())
      .toBe(0);
  });

  it.each(['/c/admin/ops', '/c/admin/invoices', '/c/admin/invoices/48'])(
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
