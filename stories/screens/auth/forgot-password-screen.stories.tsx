import { DEMO_PEOPLE, MOCK_API_BASE_URL } from '@console/mock-api';
import { ForgotPasswordScreen, href } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

const forgotBodies = fn();

const meta = preview.meta({
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.forgotPassword(),
    path: href.forgotPassword(),
  },
  beforeEach({ msw }) {
    forgotBodies.mockClear();
    msw.use(recordPosts('/user/forgot-password.json', forgotBodies));
  },
});

const jane = DEMO_PEOPLE.member.email;

/** The request form. */
export const Default = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', href.login());
  },
});

/** A malformed address is caught before any request. */
export const ValidationError = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'jane.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const email = canvas.getByLabelText('E-mail address');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(forgotBodies).not.toHaveBeenCalled();
  },
});

/** Sent: the form gives way to the server's confirmation, which takes focus so it is read out. */
export const Sent = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    const confirmation = canvas.getByRole('status');
    await expect(confirmation).toHaveTextContent(
      'If an account exists for that address, we have sent it a link to reset the password.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(forgotBodies).toHaveBeenCalledWith({ email: jane });
  },
});

/** "Use a different address" brings the form back with the address kept and selected. */
export const UseDifferentAddress = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'jane@exmaple.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a different address' }));

    const email = await canvas.findByLabelText('E-mail address');
    await expect(email).toHaveValue('jane@exmaple.com');
    await waitFor(() => expect(email).toHaveFocus());
  },
});

/** The server refuses (here: too many requests); its message shows above the form and the address stays. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/user/forgot-password.json`, () =>
        HttpResponse.json(
          {
            meta: {
              status: 'error',
              message: 'Too many reset requests for this address. Try again in an hour.',
              redirect: null,
            },
          },
          { status: 429 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many reset requests for this address. Try again in an hour.',
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(jane);
  },
});

/** The server cannot be reached: the network text above the form. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request/,
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue(jane);
  },
});

/** While the request is out the button is busy. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/user/forgot-password.json'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), jane);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
});
