import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, open, setupBrowser } from './support';

const browser = setupBrowser();

async function logOut(page: Page, name: RegExp) {
  // A click as the announcements dialog closes can land while its layer still dismisses outside presses, and the
  // menu closes as it opens: open it again until its item is there.
  const item = page.getByRole('menuitem', { name: 'Log out' });
  for (let attempt = 0; attempt < 3 && !(await item.isVisible()); attempt += 1) {
    await page.getByRole('button', { name }).click();
    await item.waitFor({ timeout: 5_000 }).catch(() => {});
  }
  await item.click();
  await expectPath(page, /^\/c\/login/);
}

/** The cells of the admin list's row for one announcement. */
async function announcementRow(page: Page, title: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

describe('issue 17: announcements and coupons in the demo', () => {
  it('Ada publishes an announcement, Jane sees it unread and opens it, and Ada sees the read count rise', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, /^\/c\/service-operations/);
    await open(page, '/c/admin/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

    await page.getByRole('button', { name: 'New announcement' }).click();
    const editor = page.getByRole('dialog', { name: 'New announcement' });
    await editor.getByRole('textbox', { name: /Title/ }).fill('Storage pricing update');
    await editor
      .getByRole('textbox', { name: /Text/ })
      .fill('Storage gets **cheaper** from [March](https://transloadit.com/pricing/).');
    await editor.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'March' }).waitFor();
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved. Publish it when it is ready.');
    expect((await announcementRow(page, 'Storage pricing update')).slice(0, 4)).toEqual([
      'Storage pricing update',
      'Draft',
      'Not yet',
      '0',
    ]);
    await page.getByRole('button', { name: 'Actions for announcement Storage pricing update' }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expectToast(page, '“Storage pricing update” is published: customers see it now.');
    await logOut(page, /Ada Lindqvist/);

    // Jane: two unread now (the seed's newest and Ada's), newest first.
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    const bell = page.getByRole('button', { name: 'Announcements, 2 unread' });
    await bell.waitFor();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Announcements' });
    const first = panel.getByRole('listitem').first();
    expect(await first.textContent()).toMatch(/^Storage pricing update\(unread\)/);
    // The panel marks it read at once and tells the server beside it; logging out before the server has recorded
    // it would drop the read that Ada is about to count.
    const recorded = page.waitForResponse((response) => response.url().endsWith('/read.json'));
    await first.getByRole('button').click();
    await panel.getByRole('heading', { name: 'Storage pricing update' }).waitFor();
    expect(await panel.getByRole('link', { name: 'March' }).getAttribute('rel')).toBe('noopener noreferrer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Announcements, 1 unread' }).waitFor();
    expect((await recorded).ok()).toBe(true);
    await logOut(page, /Jane Cooper/);

    // Ada sees Jane's read.
    await logIn(page, 'ada@example.com');
    await expectPath(page, /^\/c\/service-operations/);
    await open(page, '/c/admin/announcements');
    expect((await announcementRow(page, 'Storage pricing update')).slice(1, 4)).toEqual([
      'Published',
      expect.stringMatching(/^\w{3} \d{1,2}, \d{4}$/),
      '1',
    ]);
  });

  it('Ada creates a coupon, Jane redeems it on billing, and Ada sees the redemption', async () => {
    const page = await browser.newPage();
    await logIn(page, 'ada@example.com');
    await expectPath(page, /^\/c\/service-operations/);
    await open(page, '/c/admin/coupons');
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();

    await page.getByRole('button', { name: 'New coupon' }).click();
    const editor = page.getByRole('dialog', { name: 'New coupon' });
    const code = editor.getByRole('textbox', { name: /Code/ });
    await code.fill('e2e spring');
    await editor.getByRole('textbox', { name: /Percent off/ }).fill('15');
    await editor.getByRole('textbox', { name: /For how many months/ }).fill('2');
    await editor.getByRole('button', { name: 'Create coupon' }).click();
    // A space is not allowed: the message sits beside the code, which keeps what was typed.
    await editor.getByText('Use capital letters A–Z, digits and dashes only.').waitFor();
    expect(await code.inputValue()).toBe('e2e spring');
    await code.fill('e2e-spring');
    await editor.getByRole('button', { name: 'Create coupon' }).click();
    await expectToast(page, 'Coupon E2E-SPRING created: customers can redeem it now.');
    const row = page.getByRole('row').filter({ hasText: 'E2E-SPRING' });
    expect((await row.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([
      'E2E-SPRING',
      'Valid',
      '15 % for 2 months',
    ]);
    await logOut(page, /Ada Lindqvist/);

    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, '/c/acme-media/billing');
    await page.getByLabel('Coupon code', { exact: true }).fill('e2e-spring');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expectToast(page, 'Coupon E2E-SPRING redeemed: 15 % off for 2 months.');
    await logOut(page, /Jane Cooper/);

    await logIn(page, 'ada@example.com');
    await expectPath(page, /^\/c\/service-operations/);
    await open(page, '/c/admin/coupons');
    const redeemed = page.getByRole('button', { name: /redemptions of E2E-SPRING: show who/ });
    expect(await redeemed.textContent()).toMatch(/^1 \/ ∞/);
    await redeemed.click();
    const redemptions = page.getByRole('dialog', { name: 'Redemptions of E2E-SPRING' });
    expect(await redemptions.getByRole('link', { name: 'Acme Media' }).getAttribute('href')).toBe(
      '/c/admin/workspace/acme-media',
    );
  });
});
