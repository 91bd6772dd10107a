import { DEMO_PEOPLE } from '@console/mock-api';
import { href, SignupScreen, withBasename } from '@console/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

const signupBodies = fn();

const meta = preview.meta({
  title: 'Screens/Auth/SignupScreen',
  component: SignupScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.signup(),
    path: href.signup(),
  },
  args: { onAuthenticated: fn() },
  beforeEach({ msw }) {
    signupBodies.mockClear();
    msw.use(recordPosts('/user/signup.json', signupBodies));
  },
});

const newcomer = 'li.wei@northwind-media.example';
const goodPassword = 'transcode-all-the-things';

/** The form as a visitor first sees it; the password hint says the minimum length. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription('At least 10 characters.');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href.login());
  },
});

/** Bad input is caught before any request, with the schema's messages beside each field and no summary above them. */
export const ValidationErrors = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'li.wei@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    const email = canvas.getByLabelText('E-mail address');
    await expect(canvas.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 10 characters. Use at least 10 characters.',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(signupBodies).not.toHaveBeenCalled();
  },
});

/** An address that already has an account: the server's words, with ways to log in or reset the password. */
export const EmailTaken = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), DEMO_PEOPLE.member.email);
    await userEvent.type(canvas.getByLabelText('Password'), goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('An account with this e-mail address already exists.');
    await expect(canvas.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', href.login());
    await expect(canvas.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      href.forgotPassword(),
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(DEMO_PEOPLE.member.email);
    await expect(canvas.getByLabelText('Password')).toHaveValue(goodPassword);
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
});

/** The server cannot be reached: the network text, nothing typed is lost, no detour links. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), newcomer);
    await userEvent.type(canvas.getByLabelText('Password'), goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request/,
    );
    await expect(canvas.queryByRole('link', { name: 'reset your password' })).toBeNull();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(newcomer);
  },
});

/** While the account is being created the button is busy. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/user/signup.json'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), newcomer);
    await userEvent.type(canvas.getByLabelText('Password'), goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
});

/** A new address: the account is created and the app gets the server's redirect and the address. */
export const Success = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), newcomer);
    await userEvent.type(canvas.getByLabelText('Password'), goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(args.onAuthenticated).toHaveBeenCalledWith(withBasename(href.createWorkspace()), newcomer),
    );
  },
});

/**
 * The honeypot `confirm_field` is invisible, out of the tab order and hidden from assistive tech, and a
 * person's sign-up always sends it empty.
 */
export const Honeypot = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="confirm_field"]');
    await expect(honeypot).not.toBeNull();
    if (!honeypot) return;
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = honeypot.getBoundingClientRect();
    await expect(box.right <= 0 || box.width <= 1).toBe(true);
    await expect(canvas.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

    // Tabbing through the whole form never lands on it.
    const email = canvas.getByLabelText('E-mail address');
    email.focus();
    await userEvent.type(email, 'li.wei@northwind-media.example');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Password'), goodPassword);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(signupBodies).toHaveBeenCalledWith({
        email: newcomer,
        password: goodPassword,
        confirm_field: '',
      }),
    );
  },
});
