import { DEMO_PASSWORD, DEMO_PEOPLE } from '@console/api/mocks';
import { href, UserSettingsScreen } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  getNeverAnswers,
  memberAfter,
  postNetworkError,
  postNeverAnswers,
  postRefused,
  recordPosts,
} from './mock-requests';

const profileBodies = fn();
const passwordBodies = fn();

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Account/UserSettingsScreen',
  component: UserSettingsScreen,
  parameters: { scenario: 'member', route: href.userSettings(), path: href.userSettings() },
  args: { onAccountCancelled: fn() },
  beforeEach({ msw }) {
    profileBodies.mockClear();
    passwordBodies.mockClear();
    msw.use(
      recordPosts('/api/user/profile.json', profileBodies),
      recordPosts('/api/user/password.json', passwordBodies),
    );
  },
});

const jane = DEMO_PEOPLE.member;
const newAddress = 'jane.cooper@acme-media.example';
const page = within(document.body);

/** A section of the screen by its heading, so a play function works inside one form. */
async function section(canvas: ReturnType<typeof within>, name: string) {
  const heading = await canvas.findByRole('heading', { level: 2, name }, reply);
  const region = heading.closest('section');
  if (!region) throw new Error(`No section around the heading ${name}`);
  return within(region);
}

/** Jane's settings as saved: every section filled from her account. */
export const Populated = meta.story({
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

/** Empty and malformed fields are caught before any request; a summary lists them and the caret goes to the first. */
export const ProfileValidation = meta.story({
  play: async ({ canvas }) => {
    const profile = await section(canvas, 'Profile');
    const name = profile.getByLabelText(/^Name/);
    const email = profile.getByLabelText(/^E-mail address/);
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    const summary = await profile.findByRole('alert', { name: 'Check the highlighted fields' }, reply);
    await expect(summary).toHaveTextContent('Enter your name.');
    await expect(summary).toHaveTextContent('Enter a valid e-mail address.');
    await expect(name).toHaveAccessibleDescription(/Enter your name\./);
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

/** Password rules are checked before any request: the minimum length, then that both new passwords match. */
export const PasswordValidation = meta.story({
  play: async ({ canvas }) => {
    const password = await section(canvas, 'Password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    const summary = await password.findByRole('alert', { name: 'Check the highlighted fields' }, reply);
    await expect(summary).toHaveTextContent('Enter your current password.');
    await expect(summary).toHaveTextContent('Use at least 10 characters.');
    await waitFor(() => expect(password.getByLabelText(/^Current password/)).toHaveFocus());

    await userEvent.type(password.getByLabelText(/^Current password/), DEMO_PASSWORD);
    await userEvent.type(password.getByLabelText(/^New password/), 'render-farm-2026');
    await userEvent.type(password.getByLabelText(/^Repeat the new password/), 'render-farm-2025');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    const confirm = password.getByLabelText(/^Repeat the new password/);
    await expect(confirm).toHaveAccessibleDescription(/The passwords do not match\./);
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(passwordBodies).not.toHaveBeenCalled();
  },
});

/** A wrong current password: the server's words above the form, every field keeps what was typed. */
export const PasswordWrongCurrent = meta.story({
  play: async ({ canvas }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(password.getByLabelText(/^New password/), 'render-farm-2026');
    await userEvent.type(password.getByLabelText(/^Repeat the new password/), 'render-farm-2026');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));

    await expect(await password.findByRole('alert', {}, reply)).toHaveTextContent(
      'Your current password is not right.',
    );
    await expect(password.getByLabelText(/^Current password/)).toHaveValue('not-my-password');
    await expect(password.getByLabelText(/^New password/)).toHaveValue('render-farm-2026');
    await expect(password.getByLabelText(/^Repeat the new password/)).toHaveValue('render-farm-2026');
  },
});

/** A changed password: a success toast, and the fields empty again. */
export const PasswordChanged = meta.story({
  play: async ({ canvas }) => {
    const password = await section(canvas, 'Password');
    await userEvent.type(password.getByLabelText(/^Current password/), DEMO_PASSWORD);
    await userEvent.type(password.getByLabelText(/^New password/), 'render-farm-2026');
    await userEvent.type(password.getByLabelText(/^Repeat the new password/), 'render-farm-2026');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));

    await expect(await page.findByText('Password changed', {}, reply)).toBeVisible();
    await expect(passwordBodies).toHaveBeenCalledWith({
      current_password: DEMO_PASSWORD,
      password: 'render-farm-2026',
      confirm_password: 'render-farm-2026',
    });
    await expect(password.getByLabelText(/^Current password/)).toHaveValue('');
  },
});

/** Turning on e-mailed codes: a toast says where the codes will go. */
export const TwoFactorOn = meta.story({
  play: async ({ canvas }) => {
    const twoFactor = await section(canvas, 'Two-factor sign-in');
    await userEvent.click(twoFactor.getByRole('radio', { name: 'Password and a code by e-mail' }));
    await userEvent.click(twoFactor.getByRole('button', { name: 'Save sign-in setting' }));
    await expect(await page.findByText('Two-factor sign-in is on', {}, reply)).toBeVisible();
    await expect(page.getByText(`From your next login we e-mail a code to ${jane.email}.`)).toBeVisible();
    await expect(twoFactor.getByRole('radio', { name: 'Password and a code by e-mail' })).toBeChecked();
  },
});

/** Codes cannot go to an address nobody confirmed: the server refuses, the choice stays as picked. */
export const TwoFactorUnverifiedEmail = meta.story({
  parameters: { scenario: 'emailUnverified' },
  play: async ({ canvas }) => {
    const twoFactor = await section(canvas, 'Two-factor sign-in');
    await userEvent.click(twoFactor.getByRole('radio', { name: 'Password and a code by e-mail' }));
    await userEvent.click(twoFactor.getByRole('button', { name: 'Save sign-in setting' }));
    await expect(await twoFactor.findByRole('alert', {}, reply)).toHaveTextContent(
      'Verify your e-mail address before you turn on sign-in codes by e-mail.',
    );
    await expect(twoFactor.getByRole('radio', { name: 'Password and a code by e-mail' })).toBeChecked();
  },
});

/** Cancelling needs the e-mail address typed out; then the account is cancelled and the app takes over. */
export const CancelAccount = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel account' }, reply));
    const dialog = within(await page.findByRole('dialog', { name: 'Cancel your account?' }, reply));
    await expect(dialog.getByText(/lose access to Acme Media and Globex Studio/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Cancel my account' });
    await expect(confirm).toBeDisabled();

    const input = dialog.getByRole('textbox', { name: `Type ${jane.email} to confirm.` });
    await userEvent.type(input, 'jane@example');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, '.com');
    await expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    await waitFor(() => expect(args.onAccountCancelled).toHaveBeenCalledTimes(1), reply);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

/** The server refuses to cancel: its words in the dialog, which stays open, and the app is not told. */
export const CancelAccountRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(
      postRefused(
        '/api/cancel.json',
        'Acme Media has an unpaid invoice (INV-2026-0142). Pay it before cancelling your account.',
      ),
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel account' }, reply));
    const dialog = within(await page.findByRole('dialog', { name: 'Cancel your account?' }, reply));
    const input = dialog.getByRole('textbox');
    const confirm = dialog.getByRole('button', { name: 'Cancel my account' });
    await userEvent.type(input, jane.email);
    await userEvent.click(confirm);
    await expect(await dialog.findByRole('alert', {}, reply)).toHaveTextContent(
      'Acme Media has an unpaid invoice (INV-2026-0142). Pay it before cancelling your account.',
    );
    await expect(args.onAccountCancelled).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(input).toHaveValue(jane.email);
    // Where focus lands after the busy button is re-enabled is a race; the person's next step is the field.
    await userEvent.click(input);
  },
});
