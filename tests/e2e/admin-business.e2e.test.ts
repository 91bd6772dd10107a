import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, seedDemo } from '../../packages/mock-api/src';
import { fleetLedger } from '../../packages/mock-api/src/fleet-ledger';
import { fleetWorkspaces } from '../../packages/mock-api/src/fleet-views';
import { expectToast, logIn, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

/** The first admin call builds the demo's fleet of 50,000 workspaces in the page. */
const FLEET_TIMEOUT = 30_000;

/** The figures the demo's seed implies, from the same seed functions the demo runs, at the same instant. */
const seeded = (() => {
  const backend = seedDemo();
  const fleet = fleetWorkspaces(backend);
  const live = fleet.filter((workspace) => !workspace.cancelled && workspace.deleted === null);
  return {
    proWorkspaces: live.filter((workspace) => workspace.plan_id === 3).length,
    active: live.length,
    churned: fleet.filter((workspace) => workspace.cancelled && workspace.deleted === null).length,
    failedPayments: fleetLedger(backend).filter((row) => row.payment_failed && !row.paid).length,
  };
})();

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** The demo lays its seed out around its start; the page's clock reads FIXTURE_NOW so it is the seed computed here. */
async function adminPage(email: string): Promise<Page> {
  const page = await browser.newPage();
  await page.clock.setFixedTime(new Date(FIXTURE_NOW));
  await logIn(page, email);
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toMatch(/^\/c\/login/);
  return page;
}

describe('issue 17: plans, revenues and the founder dashboard in the demo', () => {
  it('warns Ada how many workspaces a change of the published Pro plan affects, and saves it once confirmed', async () => {
    expect(seeded.proWorkspaces).toBeGreaterThan(0);
    const page = await adminPage('ada@example.com');
    await page.goto('/c/admin/plans');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Pro', exact: true }).click({ timeout: FLEET_TIMEOUT });
    await main.getByRole('heading', { level: 1, name: 'Edit plan Pro' }).waitFor();
    await main.getByText(`${count(seeded.proWorkspaces)} workspaces use this plan`).waitFor();
    const price = main.getByRole('textbox', { name: /^Price per month \(USD\)/ });
    await price.fill('209');
    await main.getByRole('button', { name: 'Save plan' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Change Pro for ${count(seeded.proWorkspaces)} workspaces?`,
    });
    await dialog.getByRole('button', { name: 'Save for all of them' }).click();
    await expectToast(page, 'Plan “Pro” saved.');
    await main.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    expect(await main.getByRole('row').filter({ hasText: 'Pro' }).first().textContent()).toContain('$209.00');
  });

  it("shows Fran's founder dashboard with the figures the seed implies, each linked to its list", async () => {
    const page = await adminPage('fran@example.com');
    await page.goto('/c/admin/founder-dashboard');
    const main = page.getByRole('main');
    const active = main.getByRole('link', { name: `Active workspaces: ${count(seeded.active)}` });
    await active.waitFor({ timeout: FLEET_TIMEOUT });
    expect(await active.getAttribute('href')).toBe('/c/admin/workspaces/active');
    const churned = main.getByRole('link', { name: `Churned workspaces: ${count(seeded.churned)}` });
    expect(await churned.getAttribute('href')).toBe('/c/admin/workspaces/cancelled');
    const failed = main.getByRole('link', { name: `Failed payments: ${count(seeded.failedPayments)}` });
    expect(await failed.getAttribute('href')).toBe('/c/admin/invoices');
    await main.getByRole('figure', { name: 'Signups per week' }).waitFor();
  });

  it('refuses the founder dashboard to Ada, an admin but not a founder', async () => {
    const page = await adminPage('ada@example.com');
    await page.goto('/c/admin/founder-dashboard');
    await page
      .getByRole('main')
      .getByText('This dashboard is for founders')
      .waitFor({ timeout: FLEET_TIMEOUT });
  });
});
