import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers, memberAfter } from './mock-requests';
import { jane, newAddress, reply, section, sharedMeta } from './user-settings-screen-shared';

const meta = preview.meta({
  title: 'Screens/Account/UserSettingsScreen/States',
  ...sharedMeta,
});

/** Jane's settings as saved: every section filled from her account. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const profile = await section(canvas, 'Profile');
    await expect(profile.getByLabelText(/^Name/)).toHaveValue(jane.name);
    await expect(profile.getByLabelText(/^Name/)).toHaveAttribute('autocomplete', 'name');
    await expect(profile.getByLabelText(/^E-mail address/)).toHaveValue(jane.email);
    await expect(profile.getByLabelText(/^E-mail address/)).toHaveAttribute('autocomplete', 'email');
    const timeZone = profile.getByRole('combobox', { name: 'Time zone' });
    await expect(timeZone).toHaveValue('Europe/Amsterdam');
    await expect(timeZone).toHaveDisplayValue('Amsterdam');
    // The fixed clock is 12:00 UTC, which is 13:00 in Amsterdam in January.
    await expect(timeZone).toHaveAccessibleDescription(/It is 13:00 there now \(GMT\+1\)\./);
    await expect(profile.getByRole('switch', { name: 'Product newsletter' })).not.toBeChecked();

    const password = await section(canvas, 'Password');
    await expect(password.getByLabelText(/^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(password.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');

    const twoFactor = await section(canvas, 'Two-factor sign-in');
    await expect(twoFactor.getByRole('radio', { name: 'Password only' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel account' })).toBeVisible();
  },
});

/** While the account loads, the sections show their shape and the region says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/api/user/account.json'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The server is down: the spec's network text and a way to try again. */
export const LoadError = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('Your settings could not be loaded');
    await expect(alert).toHaveTextContent(
      /Network error while doing a GET request to .*\/api\/user\/account\.json\./,
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** A change of address waits for its confirmation link: a notice above the profile, the old address still in use. */
export const PendingEmailChange = meta.story({
  beforeEach({ msw }) {
    msw.use(
      ...memberAfter((backend, csrfToken) => {
        backend.updateProfile(
          { name: jane.name, email: newAddress, timezone: 'Europe/Amsterdam', send_newsletters: false },
          csrfToken,
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    await expect(profile.getByRole('status')).toHaveTextContent(
      `Confirm your new address: we sent a link to ${newAddress}`,
    );
    await expect(profile.getByRole('status')).toHaveTextContent(`we keep using ${jane.email}`);
    await expect(profile.getByLabelText(/^E-mail address/)).toHaveValue(newAddress);
  },
});
