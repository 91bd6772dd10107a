import { ApiKeysSection, href, patterns } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getUnavailableOnce } from '../templates/template-requests';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** The credentials page's API keys: description, key, scopes, algorithm, expiry, state, Smart CDN, last use. */
const meta = preview.meta({
  title: 'Screens/Credentials/ApiKeysSection',
  component: ApiKeysSection,
  parameters: routeOf(href.templateCredentials('acme-media'), patterns.templateCredentials),
  args: { slug: 'acme-media' },
  beforeEach: withSession,
});

/** Acme Media's six keys: one the service made for itself (not editable), one expired. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const keys = await canvas.findByRole('table', { name: 'API credentials' }, reply);
    await within(keys).findByText('Production uploads', {}, reply);
    const expired = within(keys)
      .getByRole('link', { name: 'Black Friday campaign' })
      .closest('tr') as HTMLElement;
    await expect(within(expired).getAllByText(/Expired/).length).toBeGreaterThan(0);
    const internal = within(keys)
      .getByText('Template editor (created by the service)')
      .closest('tr') as HTMLElement;
    await expect(within(internal).getByText('Internal')).toBeVisible();
    await expect(within(internal).queryByRole('link')).toBeNull();
    await expect(within(keys).getAllByText('All scopes').length).toBeGreaterThan(0);

    await expect(canvas.getByRole('link', { name: 'New API key' })).toHaveAttribute(
      'href',
      href.apiCredentialCreate('acme-media'),
    );
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
    await expect(alert).toHaveTextContent('The API keys could not be loaded');
    await expect(alert).toHaveTextContent('The key store is restarting.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Revoking asks for the key's description to be typed before the button works. */
export const RevokeDialog = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'API credentials' }, reply);
    await within(table).findByRole('link', { name: 'Staging' }, reply);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for API key Staging' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Revoke API key “Staging”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke key' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Staging');
    await expect(confirm).toBeEnabled();
  },
});
