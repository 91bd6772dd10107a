import { describe, expect, it } from 'vitest';
import { expectNotSaid, expectPath, logIn, open, pathOf, setupBrowser } from './support';

const browser = setupBrowser();

describe('spec §4: logout and two-factor', () => {
  it('logs out: calls the server, clears the three stored keys, and lands on login with the message', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    const stored = () =>
      page.evaluate(() =>
        ['login_data', 'js-currentUser', 'currentWorkspaceSlug'].map((k) => localStorage.getItem(k)),
      );
    await expect.poll(stored).toEqual([expect.any(String), expect.any(String), 'acme-media']);

    await page.getByRole('button', { name: /Jane Cooper/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expectPath(page, '/c/login?loggedOut=1');
    await expect.poll(stored).toEqual([null, null, null]);
    // Said once, by the login page, and not mistaken for a visit to a protected page.
    await page.getByText('You have been logged out').first().waitFor();
    expect(await page.getByText('You have been logged out').count()).toBe(1);
    await expectNotSaid(page, 'Please log in to access this page');
    await open(page, '/c/acme-media');
    await expectPath(page, /^\/c\/login\?loggedOut=1&redirect=/);
  });

  it('signs a two-factor user in with the e-mailed code', async () => {
    const page = await browser.newPage();
    await logIn(page, 'tom@example.com');
    await expectPath(page, /^\/c\/2fa\/[0-9a-f]{32}\?email=tom%40example.com$/);
    // The demo's outbox holds the code the mock backend "sent".
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    const code =
      (await page
        .locator('code')
        .filter({ hasText: /^\d{6}$/ })
        .first()
        .textContent()) ?? '';
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    // The six-box code field takes a whole code in its first box, as autofill puts it there.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expectPath(page, '/c/acme-media');
  });

  it('resends the verification link from the banner; the mailed link verifies the address and the banner goes', async () => {
    const page = await browser.newPage();
    await logIn(page, 'noah@example.com');
    await expectPath(page, '/c/globex-studio');
    const banner = page.getByRole('status').filter({ hasText: 'Please verify your e-mail address' });
    await banner.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await banner.getByText('We sent a new link to noah@example.com.').waitFor();
    // The demo's outbox holds the mail the mock backend "sent"; its link is the one to follow.
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    const link = page
      .getByRole('dialog')
      .getByRole('link', { name: /^\/c\/verify-email\// })
      .last();
    const path = (await link.textContent()) ?? '';
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await open(page, path);
    await page.getByText('Your e-mail address is verified').first().waitFor();
    await open(page, '/c/globex-studio');
    await page.getByRole('heading', { level: 1, name: 'Globex Studio' }).waitFor();
    expect(await page.getByText('Please verify your e-mail address').count()).toBe(0);
  });

  it('cancels the account and ends on cancel-account-success, not on login', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await open(page, '/c/user/settings');
    await page.getByRole('button', { name: 'Cancel account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your account?' });
    await dialog.getByRole('textbox').fill('jane@example.com');
    await dialog.getByRole('button', { name: 'Cancel my account' }).click();
    await expectPath(page, '/c/cancel-account-success');
    await page.getByRole('heading', { name: 'Your account has been cancelled' }).waitFor();
    expect(pathOf(page)).toBe('/c/cancel-account-success');
    await expectNotSaid(page, 'Please log in to access this page');
    expect(
      await page.evaluate(() =>
        ['login_data', 'js-currentUser', 'currentWorkspaceSlug'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null]);
    // The cancelled account is closed for good.
    await logIn(page, 'jane@example.com');
    await page.getByText(/This account was cancelled/).waitFor();
  });

  it('refuses a wrong password with the server message and keeps what was typed', async () => {
    const page = await browser.newPage();
    await open(page, '/c/login');
    await page.getByLabel('E-mail address', { exact: true }).fill('jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(await page.getByLabel('E-mail address', { exact: true }).inputValue()).toBe('jane@example.com');
  });
});
