import { AuthKeyCreateScreen, href, patterns } from '@console/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** A new auth key: description, scopes, expiry, signature algorithm and Smart CDN. */
const meta = preview.meta({
  title: 'Screens/Credentials/AuthKeyCreateScreen',
  component: AuthKeyCreateScreen,
  parameters: routeOf(href.authKeyCreate('acme-media'), patterns.authKeyCreate),
  args: { workspace: 'acme-media' },
  beforeEach: withSession,
});

/** The defaults: every scope, 90 days, SHA-384, no Smart CDN. */
export const Default = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All scopes' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'In 90 days' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /^Signature algorithm/ })).toHaveTextContent('SHA-384');
  },
});

/** "Read only" ticks only the read scopes; a past date and an empty description are refused beside their fields. */
export const InvalidInput = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read only' }));
    await expect(canvas.getByRole('checkbox', { name: 'assemblies:write' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'assemblies:read' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'All scopes' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'On a date' }));
    await userEvent.type(canvas.getByLabelText(/^Last day the key works/), '12/31/2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Create auth key' }));
    const description = canvas.getByRole('textbox', { name: /^Description/ });
    await waitFor(() => expect(description).toHaveFocus());
    await expect(description).toHaveAccessibleDescription(/Describe what the key is for/);
    await expect(canvas.getByLabelText(/^Last day the key works/)).toHaveAccessibleDescription(
      /Choose an expiry date in the future/,
    );
  },
});

/** Saving goes to the page that shows the new key's secret once. */
export const Created = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Mobile app uploads');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All scopes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'assemblies:write' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create auth key' }));
    const status = await canvas.findByRole('status', {}, reply);
    await expect(status).toHaveTextContent(/show-api-credential-secret\/\d+$/);
  },
});
