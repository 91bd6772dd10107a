import { describe, expect, it } from 'vitest';
import { expectPath, expectToast, logIn, setupBrowser } from './support';

const browser = setupBrowser();

describe('issue 14: workspace settings and collaborators, in the demo', () => {
  it('saves a setting that survives a reload, reached from the sidebar', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');

    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/c/acme-media/settings');
    const name = page.getByLabel(/^Workspace name/);
    await name.fill('Acme Media Group');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'General saved');

    await page.getByRole('tab', { name: 'Processing' }).click();
    const signed = page.getByRole('switch', { name: 'Require signed requests' });
    expect(await signed.getAttribute('aria-checked')).toBe('false');
    await signed.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Processing saved');

    await page.reload();
    await page.getByLabel(/^Workspace name/).waitFor();
    expect(await page.getByLabel(/^Workspace name/).inputValue()).toBe('Acme Media Group');
    await page.getByRole('tab', { name: 'Processing' }).click();
    expect(
      await page.getByRole('switch', { name: 'Require signed requests' }).getAttribute('aria-checked'),
    ).toBe('true');
    // The switcher names the workspace as saved.
    await page.getByText('Acme Media Group').first().waitFor();
  });

  it('invites a collaborator who waits as pending, and removes a member', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Collaborators' })
      .click();
    await expectPath(page, '/c/acme-media/collaborators');
    await page.getByText('2 of 3 seats used').waitFor();

    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite collaborators' });
    await dialog.getByLabel(/^E-mail addresses/).fill('ana@acme.example');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expectToast(page, 'We sent an invitation to ana@acme.example.');
    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    await invitations.getByText('ana@acme.example').waitFor();
    await invitations.getByText('Member, pending').waitFor();
    await page.getByText('3 of 3 seats used').waitFor();

    await page.getByRole('button', { name: 'Actions for Tom Becker' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Tom Becker?' })
      .getByRole('button', { name: 'Remove collaborator' })
      .click();
    await expectToast(page, 'Tom Becker no longer has access to Acme Media.');
    await page.getByText('2 of 3 seats used').waitFor();

    // Both survive a reload: the demo's backend keeps its store.
    await page.reload();
    await page.getByRole('table', { name: 'Pending invitations' }).getByText('ana@acme.example').waitFor();
    expect(await page.getByRole('table', { name: 'Collaborators' }).getByText('Tom Becker').count()).toBe(0);
  });

  it('shows a member the settings read-only and the team without actions', async () => {
    const page = await browser.newPage();
    await logIn(page, 'noah@example.com');
    await expectPath(page, '/c/globex-studio');
    await page.goto('/c/globex-studio/settings');
    await page.getByText('You can read these settings').waitFor();
    expect(await page.getByLabel(/^Workspace name/).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Collaborators' })
      .click();
    await page.getByText('Only owners and admins invite people').waitFor();
    expect(await page.getByRole('button', { name: 'Invite people' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
  });
});
