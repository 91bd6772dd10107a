import { DEMO_PEOPLE } from '@console/mock-api';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNetworkError, postNeverAnswers } from './mock-requests';
import {
  jane,
  newAddress,
  page,
  profileBodies,
  reply,
  section,
  sharedMeta,
} from './user-settings-screen-shared';

const meta = preview.meta({
  title: 'Screens/Account/UserSettingsScreen/Profile',
  ...sharedMeta,
});

/** Empty and malformed fields are caught before any request, each beside its field; the caret goes to the first. */
export const ProfileValidation = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const name = profile.getByLabelText(/^Name/);
    const email = profile.getByLabelText(/^E-mail address/);
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(/Enter your name\./));
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    await expect(profile.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(email).toHaveValue('jane@');
    await expect(profileBodies).not.toHaveBeenCalled();
  },
});

/** A saved profile: a success toast, and the form keeps the saved values. */
export const ProfileSaved = meta.story({
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const name = profile.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane Cooper-Hale');
    await userEvent.click(profile.getByRole('switch', { name: 'Product newsletter' }));
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await expect(await page.findByText('Profile saved', {}, reply)).toBeVisible();
    await expect(profileBodies).toHaveBeenCalledWith({
      name: 'Jane Cooper-Hale',
      email: jane.email,
      timezone: 'Europe/Amsterdam',
      send_newsletters: true,
    });
    await expect(name).toHaveValue('Jane Cooper-Hale');
    await expect(profile.getByRole('switch', { name: 'Product newsletter' })).toBeChecked();
  },
});

/** A new address is not used until confirmed: the toast and the notice say where the link went. */
export const EmailChangeRequested = meta.story({
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const email = profile.getByLabelText(/^E-mail address/);
    await userEvent.clear(email);
    await userEvent.type(email, newAddress);
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await expect(
      await page.findByText(`Confirm your new address: we sent a link to ${newAddress}.`, {}, reply),
    ).toBeVisible();
    await expect(await profile.findByRole('status', {}, reply)).toHaveTextContent(
      `Confirm your new address: we sent a link to ${newAddress}`,
    );
    await expect(email).toHaveValue(newAddress);
  },
});

/** Another account has that address: the server's words above the form, everything typed is kept. */
export const EmailTaken = meta.story({
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const name = profile.getByLabelText(/^Name/);
    const email = profile.getByLabelText(/^E-mail address/);
    await userEvent.type(name, ' (Acme)');
    await userEvent.clear(email);
    await userEvent.type(email, DEMO_PEOPLE.admin.email);
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    const alert = await profile.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent(
      'Another account already uses this e-mail address. Choose a different one.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(name).toHaveValue(`${jane.name} (Acme)`);
    await expect(email).toHaveValue(DEMO_PEOPLE.admin.email);
  },
});

/** While the profile saves, its button is busy and cannot be pressed twice. */
export const ProfileSaving = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/api/user/profile.json'));
  },
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    const button = profile.getByRole('button', { name: 'Save profile' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
});

/** The save never reaches the server: the spec's network text, nothing typed is lost. */
export const ProfileNetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(postNetworkError('/api/user/profile.json'));
  },
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const name = profile.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane C.');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expect(await profile.findByRole('alert', {}, reply)).toHaveTextContent(
      /Network error while doing a POST request to .*\/api\/user\/profile\.json\./,
    );
    await expect(name).toHaveValue('Jane C.');
  },
});
