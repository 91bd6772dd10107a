import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectPath, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

/** What the page's polite live region last said. */
const announced = (page: Page) => page.locator('[data-slot="page-announcer"]').textContent();

/** The text of the focused element when it is an h1, else null. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.tagName === 'H1' ? focused.textContent : null;
  });

async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
}

/** Follows a sidebar link: the new page is titled, its heading has focus and the live region says the title. */
async function followSidebar(page: Page, nav: string, link: string, heading: string, title: string) {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link, exact: true }).click();
  await expect.poll(() => focusedHeading(page), { timeout: 10_000 }).toBe(heading);
  await expectTitle(page, title);
  await expect.poll(() => announced(page)).toBe(title);
}

describe('issue 32: every page has its own title, and a link inside the console leads focus to the page', () => {
  it('titles the public pages, then walks a workspace from its sidebar', async () => {
    const page = await browser.newPage();
    await open(page, '/c/signup');
    await expectTitle(page, 'Create your account · Console');
    await open(page, '/c/login');
    await expectTitle(page, 'Log in · Console');
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await expectTitle(page, 'Dashboard · Acme Media · Console');

    await followSidebar(page, 'Workspace', 'Templates', 'Templates', 'Templates · Acme Media · Console');
    await followSidebar(page, 'Workspace', 'Assemblies', 'Assemblies', 'Assemblies · Acme Media · Console');
    await followSidebar(page, 'Workspace', 'Billing', 'Billing', 'Billing · Acme Media · Console');
    await followSidebar(page, 'Workspace', 'Dashboard', 'Acme Media', 'Dashboard · Acme Media · Console');

    // A filter changes the query only: focus stays on it.
    await followSidebar(page, 'Workspace', 'Assemblies', 'Assemblies', 'Assemblies · Acme Media · Console');
    const state = page.getByRole('combobox', { name: 'State' });
    await state.click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expectPath(page, /[?&]state=/);
    expect(await state.evaluate((element) => element === document.activeElement)).toBe(true);

    await open(page, '/c/acme-media/no-such-page');
    await expectTitle(page, 'Page not found · Acme Media · Console');
    // A page opened from outside the console keeps focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.close();
  });

  it('titles the admin area', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, /^\/c\/(?!login)/);
    await open(page, '/c/admin/workspaces');
    await expectTitle(page, 'Workspaces · Admin · Console');
    await followSidebar(page, 'Admin', 'Coupons', 'Coupons', 'Coupons · Admin · Console');
    await open(page, '/c/admin/no-such-page');
    await expectTitle(page, 'Page not found · Admin · Console');
    await page.close();
  });

  it('titles the error page', async () => {
    const page = await browser.newPage();
    await open(page, '/c/?scenario=serverDown');
    await page.getByRole('heading', { name: "We can't reach the service" }).waitFor({ timeout: 15_000 });
    await expectTitle(page, "We can't reach the service · Console");
    await page.close();
  });
});
