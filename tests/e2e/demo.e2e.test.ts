import { describe, expect, it } from 'vitest';
import { expectPath, open, setupBrowser } from './support';

const browser = setupBrowser();

const storedKeys = ['login_data', 'js-currentUser', 'currentWorkspaceSlug'];

describe('demo mode: named scenarios (issue 2) and the reset', () => {
  it('starts from a scenario picked in the demo bar, and the reset returns to the demo seed', async () => {
    const page = await browser.newPage();
    await open(page, '/c/login');

    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    const demo = page.getByRole('dialog', { name: 'Demo mode' });
    await demo.getByRole('combobox', { name: 'Start from' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await demo.getByRole('button', { name: 'Load scenario' }).click();
    await page
      .getByRole('dialog', { name: 'Start from “Admin”?' })
      .getByRole('button', { name: 'Load scenario' })
      .click();

    // Ada is logged in at once, in her workspace, with the admin area linked.
    await expectPath(page, '/c/service-operations', 30_000);
    await page.getByRole('link', { name: 'Admin area' }).waitFor();
    const stored = () => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), storedKeys);
    await expect.poll(stored).toEqual([expect.any(String), expect.any(String), 'service-operations']);

    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await page.getByText('The demo started from the “Admin” scenario.').waitFor();
    await page
      .getByRole('dialog', { name: 'Demo mode' })
      .getByRole('button', { name: 'Reset demo data' })
      .click();
    await page
      .getByRole('dialog', { name: 'Reset the demo data?' })
      .getByRole('button', { name: 'Reset demo data' })
      .click();

    // Nobody is logged in in the demo seed, and nothing of Ada's session is left in this browser.
    await expectPath(page, /^\/c\/login\?loggedOut=1/, 30_000);
    await expect.poll(stored).toEqual([null, null, null]);
  }, 90_000);

  it('starts from the scenario named in the address', async () => {
    const page = await browser.newPage();
    await open(page, '/c/?scenario=memberNoWorkspaces');
    await expectPath(page, '/c/create-workspace');
    await page.getByRole('button', { name: /Sam Rivera/ }).waitFor();
  });
});
