import { AuthKeyEditScreen, href, patterns } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** An auth key's page: its settings, rotate and revoke, and the signature playground. */
const meta = preview.meta({
  title: 'Screens/Credentials/AuthKeyEditScreen',
  component: AuthKeyEditScreen,
  parameters: routeOf(href.authKeyEdit('acme-media', 3), patterns.authKeyEdit),
  args: { workspace: 'acme-media', credentialId: '3' },
  beforeEach: withSession,
});

/** "Smart CDN": limited to assemblies:write, expiring in 90 days, allowed for Smart CDN. */
export const Editing = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Smart CDN' }, reply)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'assemblies:write' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'assemblies:read' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'On a date' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^Allow Smart CDN/ })).toBeChecked();
  },
});

/** Pasting a secret signs the params in the browser; the snippets carry the params and the signature. */
export const SignaturePlayground = meta.story({
  play: async ({ canvas }) => {
    const secret = await canvas.findByLabelText(/^Secret$/, { selector: 'input' }, reply);
    await userEvent.type(secret, 'a3f1c2d4e5b60718293a4b5c6d7e8f9001122334');
    // A code block is named by its caption, which sits beside its copy button.
    const block = async (name: string) =>
      (await canvas.findByRole('button', { name: `Copy ${name}` }, reply)).closest('figure') as HTMLElement;
    await expect(await block('signature')).toHaveTextContent(/sha384:[0-9a-f]{96}/);
    await expect(await block('params')).toHaveTextContent('"expires":"2026/01/15 13:00:00+00:00"');
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Assembly params/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Assembly params/ }), '[[');
    await expect(canvas.getByRole('textbox', { name: /^Assembly params/ })).toHaveAccessibleDescription(
      /not valid JSON/,
    );
  },
});

/** Rotating asks first; confirmed, it leads to the page that shows the new secret once. */
export const Rotate = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rotate secret' }, reply));
    const dialog = await within(document.body).findByRole('dialog', { name: /Rotate the secret/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const status = await canvas.findByRole('status', {}, reply);
    await expect(status).toHaveTextContent(/show-api-credential-secret\/3$/);
  },
});

/** An expired key says so, and may still be saved as it is (to deactivate it). */
export const ExpiredKey = meta.story({
  args: { credentialId: '6' },
  parameters: routeOf(href.authKeyEdit('acme-media', 6), patterns.authKeyEdit),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Black Friday campaign' }, reply),
    ).toBeVisible();
    await expect(canvas.getAllByText('Expired')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /^Active/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save auth key' }));
    await waitFor(() => expect(within(document.body).getByText('Auth key saved')).toBeVisible(), reply);
  },
});

/** The service's own key: read only, with a word on why. */
export const InternalKey = meta.story({
  args: { credentialId: '5' },
  parameters: routeOf(href.authKeyEdit('acme-media', 5), patterns.authKeyEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This key belongs to the service', {}, reply)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save auth key' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Revoke key' })).toBeNull();
  },
});
