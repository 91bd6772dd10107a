import { createHandlers, createScenario, DEMO_PEOPLE, MOCK_API_BASE_URL } from '@console/mock-api';
import { href, ResetPasswordScreen, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

const jane = DEMO_PEOPLE.member.email;

/**
 * A logged-out backend in which Jane asked for a reset e-mail, and the key from that e-mail's link. The backend
 * is deterministic, so every call issues the same key: the args can name it and each story gets a fresh store.
 */
function backendWithResetLink() {
  const { backend } = createScenario('loggedOut');
  backend.forgotPassword({ email: jane });
  const link = backend.state.outbox.at(-1)?.link ?? '';
  const key = new URL(link, 'https://console.test').searchParams.get('key') ?? '';
  return { backend, key };
}

const { key: resetKey } = backendWithResetLink();
const resetBodies = fn();
const newPassword = 'bright-orange-render-farm';

/** The region the screen's success toast shows in, which renders from its own chunk with the first toast. */
function notifications() {
  return within(document.body).findByRole('region', { name: 'Notifications' });
}

/** Types the new password twice and sends the form. */
async function changePassword(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('New password'), newPassword);
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), newPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

const meta = preview.meta({
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.resetPassword(),
    path: href.resetPassword(),
  },
  args: { email: jane, authKey: resetKey, onAuthenticated: fn() },
  beforeEach({ msw }) {
    resetBodies.mockClear();
    // The recorder goes first: it passes each request on to the backend after noting its body.
    msw.use(
      recordPosts('/api/reset-password.json', resetBodies),
      ...createHandlers(backendWithResetLink().backend),
    );
  },
});

/** The form from a complete link: the account's address read-only, then the new password twice. */
export const Form = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const email = canvas.getByLabelText('E-mail address');
    await expect(email).toHaveValue(jane);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
});

/** A link without its key (or address) cannot work: it says why and where to get a new one, with no form. */
export const MissingKey = meta.story({
  args: { authKey: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This reset link is incomplete' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      href.forgotPassword(),
    );
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
});

/** The two passwords differ: the schema's message sits on the second field, before any request. */
export const PasswordsDoNotMatch = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), newPassword);
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'bright-orange-render-fram');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));

    const confirm = canvas.getByLabelText('Repeat the new password');
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(resetBodies).not.toHaveBeenCalled();
  },
});

/** A short password repeated wrongly: each message beside its field (no summary for two fields), the caret in the first. */
export const ValidationErrors = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'render');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'rendr');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAccessibleDescription('At least 10 characters. Use at least 10 characters.');
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(resetBodies).not.toHaveBeenCalled();
  },
});

/** An expired or already used key: the server's message, a way to ask for a new link, the passwords kept. */
export const ExpiredKey = meta.story({
  args: { authKey: '5d41402abc4b2a76b9719d911017c592' },
  play: async ({ canvas, args }) => {
    await changePassword(canvas);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This reset link has expired or was already used. Ask for a new one.',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      href.forgotPassword(),
    );
    await expect(canvas.getByLabelText('New password')).toHaveValue(newPassword);
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveValue(newPassword);
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
});

/** The server cannot be reached: the network text, no detour, the passwords kept. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  beforeEach({ msw }) {
    msw.use(...createHandlers(backendWithResetLink().backend, { network: 'down' }));
  },
  play: async ({ canvas }) => {
    await changePassword(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request/,
    );
    await expect(canvas.queryByRole('link', { name: 'Ask for a new reset link' })).toBeNull();
    await expect(canvas.getByLabelText('New password')).toHaveValue(newPassword);
  },
});

/** While the password is being changed the button is busy. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/api/reset-password.json'));
  },
  play: async ({ canvas }) => {
    await changePassword(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
});

/**
 * A fresh key: the password is changed, the person is logged in and the app gets the server's redirect. The
 * server's message is a toast, which stays on the page the app goes to.
 */
export const Success = meta.story({
  play: async ({ canvas, args }) => {
    await changePassword(canvas);
    await waitFor(() =>
      expect(args.onAuthenticated).toHaveBeenCalledWith(withBasename(href.dashboard()), jane),
    );
    await expect(resetBodies).toHaveBeenCalledWith({
      email: jane,
      auth_key: resetKey,
      password: newPassword,
      confirm_password: newPassword,
    });
    await expect(
      await within(await notifications()).findByText('Your password has been reset, and you are logged in.'),
    ).toBeVisible();
  },
});

/** A server that says nothing about the change: the toast says it in the console's words. */
export const SuccessWithoutMessage = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/api/reset-password.json`, () =>
        HttpResponse.json({ meta: { status: 'ok', redirect: withBasename(href.dashboard()) } }),
      ),
    );
  },
  play: async ({ canvas, args }) => {
    await changePassword(canvas);
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalled());
    await expect(await within(await notifications()).findByText('Password changed')).toBeVisible();
  },
});
