import { DEMO_PASSWORD } from '@console/mock-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postRefused } from './mock-requests';
import { jane, page, passwordBodies, reply, section, sharedMeta } from './user-settings-screen-shared';

const meta = preview.meta({
  title: 'Screens/Account/UserSettingsScreen/Security',
  ...sharedMeta,
});

/** Password rules are checked before any request: the minimum length, then that both new passwords match. */
export const PasswordValidation = meta.story({
  play: async ({ canvas }) => {
    const password = await section(canvas, 'Password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password.getByLabelText(/^Current password/)).toHaveFocus());
    await expect(password.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      /Enter your current password\./,
    );
    await expect(password.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Use at least 10 characters\./,
    );
    await expect(password.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();

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
  parameters: { visual: { dark: true } },
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
