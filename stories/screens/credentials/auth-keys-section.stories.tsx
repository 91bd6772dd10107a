import { AuthKeysSection, href, patterns } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getUnavailableOnce } from '../templates/template-requests';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** The credentials page's auth keys: description, key, status, expiry and last use; the rest is on the key's page. */
const meta = preview.meta({
  title: 'Screens/Credentials/AuthKeysSection',
  component: AuthKeysSection,
  parameters: routeOf(href.templateCredentials('acme-media'), patterns.templateCredentials),
  args: { slug: 'acme-media' },
  beforeEach: withSession,
});

/**
 * Acme Media's six keys: one the service made for itself (viewable, not editable), one expired. The table fits
 * the page without scrolling sideways.
 */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const keys = await canvas.findByRole('table', { name: 'Auth keys' }, reply);
    await within(keys).findByText('Production uploads', {}, reply);
    await expect(
      within(keys)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Description', 'Key', 'Status', 'Expires', 'Last used']));
    const expired = within(keys)
      .getByRole('link', { name: 'Black Friday campaign' })
      .closest('tr') as HTMLElement;
    await expect(within(expired).getByText('Expired')).toBeVisible();
    await expect(within(expired).getByText('3 days ago')).toBeVisible();
    const internal = within(keys)
      .getByRole('link', { name: 'Template editor (created by the service)' })
      .closest('tr') as HTMLElement;
    await expect(within(internal).getByText('Internal')).toBeVisible();
    const scroller = keys.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);

    await expect(canvas.getByRole('link', { name: 'New auth key' })).toHaveAttribute(
      'href',
      href.authKeyCreate('acme-media'),
    );
  },
});

/** An expiry reads "in 3 days" or "3 days ago"; focusing it (or hovering) shows the exact date and zone. */
export const ExpiryDate = meta.story({
  play: async ({ canvas }) => {
    const keys = await canvas.findByRole('table', { name: 'Auth keys' }, reply);
    const expired = (await within(keys).findByRole('link', { name: 'Black Friday campaign' }, reply)).closest(
      'tr',
    ) as HTMLElement;
    const expiry = within(expired).getByText('3 days ago');
    expiry.focus();
    const tooltip = await within(document.body).findByRole('tooltip', {}, reply);
    await expect(tooltip).toHaveTextContent(/^Jan \d+, 2026, \d+:\d+ [AP]M \S+$/);
  },
});

/** The service's own key opens its page, Revoke listed but unavailable; other keys: edit, then revoke. */
export const RowMenu = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Auth keys' }, reply);
    await within(table).findByRole('link', { name: 'Staging' }, reply);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for auth key Template editor (created by the service)' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['View', 'Revoke']);
    await expect(within(menu).getByRole('menuitem', { name: 'Revoke' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for auth key Staging' }));
    const keyMenu = await within(document.body).findByRole('menu');
    await expect(
      within(keyMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Edit', 'Revoke']);
  },
});

/** The key list fails with the server's words and a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      getUnavailableOnce('/acme-media/api/auth-keys.json', 'The key store is restarting. Try again shortly.'),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The auth keys could not be loaded');
    await expect(alert).toHaveTextContent('The key store is restarting.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Revoking asks for the key's description to be typed before the button works. */
export const RevokeDialog = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Auth keys' }, reply);
    await within(table).findByRole('link', { name: 'Staging' }, reply);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for auth key Staging' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Revoke auth key “Staging”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke key' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Staging');
    await expect(confirm).toBeEnabled();
  },
});
