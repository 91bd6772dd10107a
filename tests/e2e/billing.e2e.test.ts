import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../packages/mock-api/src';
import { expectPath, expectToast, logIn, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

/**
 * The demo lays its seed out around the moment it starts; these flows name the days, months and invoice numbers of
 * the fixtures, so the page's clock reads FIXTURE_NOW (timers still run).
 */
/** Whether the top of `locator` is on screen. */
async function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  });
}

async function newPageAtFixtureNow() {
  const page = await browser.newPage();
  await page.clock.setFixedTime(new Date(FIXTURE_NOW));
  return page;
}

describe('issue 15: billing, invoices and usage in the demo', () => {
  it('sets a bill limit and sees the forecast move, changes plan, exports usage and converts a receipt', async () => {
    const page = await newPageAtFixtureNow();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page.getByRole('link', { name: 'Billing' }).first().click();
    await expectPath(page, '/c/acme-media/billing');

    // The limit as it is typed moves the day it would be reached, and the chart draws it.
    const amount = page.getByLabel('Monthly limit in USD');
    await amount.fill('55');
    const forecast = page.locator('[data-slot="bill-limit-forecast"]');
    await forecast.getByText('January 27, 2026').waitFor();
    await amount.fill('52');
    await forecast.getByText('January 25, 2026').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Bill limit' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save bill limit' }).click();
    await expectToast(page, 'The bill limit is saved.');
    await page.getByRole('button', { name: 'Remove the limit' }).waitFor();

    // Upgrade to Pro, previewed first.
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Pro?' });
    await dialog.getByText('$150.00 more a month').waitFor();
    await dialog.getByLabel('Why are you changing plans?').fill('We need field search');
    await dialog.getByRole('button', { name: 'Change to Pro' }).click();
    await expectToast(page, 'You are on the Pro plan now.');
    await page.getByRole('listitem', { name: 'Pro' }).getByText('Current plan').waitFor();

    // This month's usage per robot, as CSV.
    const usage = page.getByRole('region', { name: 'Usage' });
    await usage.getByRole('table', { name: 'Usage in January 2026' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      usage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('usage-acme-media-2026-01.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toBe('month,robot,region,robot_factor,bytes_in,bytes_out,billed_bytes,free');
    expect(csv).toContain('2026-01,/video/encode,eu-west-1,1,');

    // December's receipt, issued to the company.
    await page.getByRole('link', { name: 'INV-2025-12-00012' }).click();
    await expectPath(page, '/c/acme-media/invoices/12');
    await page.getByRole('heading', { level: 1, name: 'Receipt INV-2025-12-00012' }).waitFor();
    await page.getByRole('link', { name: 'Convert to invoice' }).click();
    await expectPath(page, '/c/acme-media/invoices/convert/12');
    await page.getByLabel('Company', { exact: false }).first().fill('Acme Media GmbH');
    await page.getByLabel('VAT ID', { exact: false }).fill('DE123456789');
    await page.getByLabel('PO number', { exact: false }).fill('PO-2026-118');
    await page.getByRole('button', { name: 'Preview the invoice' }).click();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await expectPath(page, '/c/acme-media/invoices/12');
    const invoice = page.getByRole('article', { name: 'Invoice INV-2025-12-00012' });
    await invoice.getByText('Acme Media GmbH').waitFor();
    await invoice.getByText('VAT ID DE123456789').waitFor();
    await invoice.getByText('PO-2026-118').waitFor();
  });

  it('pays the unpaid invoices, and the banner goes without a reload', async () => {
    const page = await newPageAtFixtureNow();
    await logIn(page, 'priya@example.com');
    await expectPath(page, '/c/initech-video');
    const banner = page.getByText('You have unpaid invoices');
    await banner.waitFor();
    await page.getByRole('link', { name: 'Pay invoices' }).first().click();
    await expectPath(page, '/c/initech-video/billing');
    // The banner opens the page at its invoices, where "Pay now" is, not at the month's figures on top.
    expect(new URL(page.url()).hash).toBe('#invoices');
    const invoicesSection = page.getByRole('region', { name: 'Invoices' });
    await expect.poll(() => isInViewport(invoicesSection)).toBe(true);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const invoices = page.getByRole('table', { name: 'Invoices' });
    for (const number of ['INV-2025-12-00048', 'INV-2025-11-00047']) {
      await invoices.getByRole('button', { name: `Pay now: ${number}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pay invoice ${number}?` });
      await dialog.getByText(/charged to the Visa card ending in 4242/).waitFor();
      await dialog.getByRole('button', { name: /^Pay \$/ }).click();
      await expectToast(page, `Invoice ${number} is paid`);
    }
    await banner.waitFor({ state: 'detached' });
    expect(await invoices.getByText('Unpaid').count()).toBe(0);
    expect(navigations).toEqual([]);
    expect(pathOf(page)).toBe('/c/initech-video/billing');
  });
});
