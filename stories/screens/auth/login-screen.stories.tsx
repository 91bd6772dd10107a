import { type CurrentUser, GUARD_MESSAGES } from '@console/api';
import { createScenario, DEMO_PASSWORD, DEMO_PEOPLE, type ScenarioName } from '@console/mock-api';
import { DemoAccounts, href, LoginScreen, withBasename } from '@console/ui';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { type Decision, membershipDecision, sessionDecision } from '../../../apps/console/src/guards/policy';
import { Redirect } from '../../../apps/console/src/guards/redirect';
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

/** The current-user reply of a scenario, as the mock backend builds it. */
function userOf(name: ScenarioName): CurrentUser {
  return createScenario(name).backend.currentUser().body as CurrentUser;
}

/**
 * The login page as a guard leaves it: the guard's decision carried out by the console's redirect, which shows its
 * toast and comes back to this page (story routes match the login path whatever its query).
 */
function sentHereBy(decision: Decision): Decorator {
  if (decision.kind !== 'redirect') throw new Error(`The guard let the visitor stay (${decision.kind})`);
  return (Story) => (
    <>
      <Redirect to={decision.to} toast={decision.toast} />
      <Story />
    </>
  );
}

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

/**
 * A guard sent a logged-out visitor here from a protected page: the console's own guard and redirect say why in a
 * toast (spec §8), and the page itself says nothing of it.
 */
export const LoginRequiredToast = meta.story({
  decorators: [
    sentHereBy(sessionDecision(null, undefined, { pathname: href.workspace('acme-media'), search: '' })),
  ],
  play: async ({ canvas }) => {
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText(GUARD_MESSAGES.loginRequired)).toBeVisible();
    const page = within(canvas.getByRole('main'));
    await expect(page.queryByText(GUARD_MESSAGES.loginRequired)).toBeNull();
    await expect(page.queryByRole('status')).toBeNull();
  },
});

/** The membership guard found no workspace for the account: an error toast, which stays longer. */
export const NoMembershipsToast = meta.story({
  decorators: [sentHereBy(membershipDecision(userOf('memberNoWorkspaces'), 'acme-media'))],
  play: async ({ canvas }) => {
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    const title = await within(region).findByText(GUARD_MESSAGES.noMemberships);
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'error');
    await expect(within(canvas.getByRole('main')).queryByText(GUARD_MESSAGES.noMemberships)).toBeNull();
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
