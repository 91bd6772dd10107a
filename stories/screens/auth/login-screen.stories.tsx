import { GUARD_MESSAGES } from '@console/api';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '@console/api/mocks';
import { DemoAccounts, href, LoginScreen, withBasename } from '@console/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

const loginBodies = fn();

const meta = preview.meta({
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.login(),
    path: href.login(),
  },
  args: { onAuthenticated: fn() },
  argTypes: { aside: { control: false } },
  beforeEach({ msw }) {
    loginBodies.mockClear();
    msw.use(recordPosts('/user/login.json', loginBodies));
  },
});

const jane = DEMO_PEOPLE.member.email;

/** The form as a logged-out visitor first sees it. */
export const Default = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Console' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      href.forgotPassword(),
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      href.signup(),
    );
  },
});

/** After logging out, the app says so above the form. */
export const LoggedOutNotice = meta.story({
  args: { notice: GUARD_MESSAGES.loggedOut },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have been logged out');
  },
});

/** A guard sent a logged-out visitor here from a protected page. */
export const LoginRequiredNotice = meta.story({
  args: { notice: GUARD_MESSAGES.loginRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please log in to access this page');
  },
});

/** The membership guard found no workspace for the account: a warning, not a routine notice. */
export const NoMembershipsNotice = meta.story({
  args: { notice: GUARD_MESSAGES.noMemberships, noticeTone: 'warning' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('No workspace memberships found');
    await expect(notice).toHaveAttribute('data-tone', 'warning');
  },
});

/** Demo mode lists its accounts beside the form. */
export const WithDemoAccounts = meta.story({
  args: {
    aside: <DemoAccounts accounts={Object.values(DEMO_PEOPLE)} password={DEMO_PASSWORD} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Demo accounts' })).toBeVisible();
    await expect(canvas.getByText(jane)).toBeVisible();
  },
});

/**
 * Empty or malformed fields are caught here, before any request, and the caret goes to the first one. Two fields
 * in view need no summary: each message stands beside its field, once.
 */
export const ValidationErrors = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const email = canvas.getByLabelText('E-mail address');
    const password = canvas.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your e-mail address.'));
    await expect(canvas.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();
    await expect(password).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'jane@');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    await expect(loginBodies).not.toHaveBeenCalled();
  },
});

/** The server refuses the password: its message shows above the form, both fields keep what was typed. */
export const WrongPassword = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(jane);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveValue('not-my-password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(loginBodies).toHaveBeenCalledWith({ email: jane, password: 'not-my-password' });
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
});

/** The server cannot be reached: the spec's network text, and nothing typed is lost. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request to .*\/user\/login\.json\. This usually means the server is unreachable/,
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(jane);
    await expect(canvas.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
  },
});

/** While the server thinks, the button is busy and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/user/login.json'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const button = canvas.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
});

/** A good password: the screen hands the server's redirect and the address to the app. */
export const Success = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onAuthenticated).toHaveBeenCalledWith(withBasename(href.dashboard()), jane),
    );
  },
});

/** An account with two-factor sign-in: the server's redirect leads to the code step, which the app follows. */
export const TwoFactorRequired = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), DEMO_PEOPLE.twoFactor.email);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onAuthenticated).toHaveBeenCalledWith(
        expect.stringMatching(/^\/c\/2fa\/\w+$/),
        DEMO_PEOPLE.twoFactor.email,
      ),
    );
  },
});
