import { createHandlers, createScenario, MOCK_API_BASE_URL } from '@console/mock-api';
import { href, patterns, VerifyEmailScreen, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

/**
 * A backend in which someone just signed up, so a verification e-mail with a fresh key is in the outbox. It is
 * deterministic: every call issues the same key, so the args can name it and each story gets a fresh store.
 */
function backendWithVerificationLink() {
  const { backend } = createScenario('loggedOut');
  backend.signup({
    email: 'li.wei@northwind-media.example',
    password: 'transcode-all-the-things',
    confirm_field: '',
  });
  const link = backend.state.outbox.at(-1)?.link ?? '';
  return { backend, key: link.split('/').at(-1) ?? '' };
}

const { key: verificationKey } = backendWithVerificationLink();
const verifyBodies = fn();
const verifyPath = '/api/auth-keys/verify.json';

const meta = preview.meta({
  title: 'Screens/Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.verifyEmail(verificationKey),
    path: patterns.verifyEmail,
  },
  args: { authKey: verificationKey, onVerified: fn() },
  beforeEach({ msw }) {
    verifyBodies.mockClear();
    // The recorder goes first: it passes each request on to the backend after noting its body.
    msw.use(recordPosts(verifyPath, verifyBodies), ...createHandlers(backendWithVerificationLink().backend));
  },
});

/** The key is being checked: the region is busy and, after the spinner delay, says so. */
export const Verifying = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers(verifyPath));
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verifying your e-mail address' }),
    ).toBeVisible();
    // Waiting for the delayed spinner keeps the screenshot the same on every run.
    await expect(await canvas.findByRole('status', { name: 'Checking the link' })).toBeVisible();
    await expect(
      canvas.getByRole('status', { name: 'Checking the link' }).closest('[aria-busy="true"]'),
    ).not.toBeNull();
  },
});

/** A fresh key: the server's message and the way into the console. */
export const Verified = meta.story({
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is verified.');
    await expect(canvas.getByRole('link', { name: 'Continue to the console' })).toHaveAttribute('href', '/');
    await expect(verifyBodies).toHaveBeenCalledOnce();
    await expect(verifyBodies).toHaveBeenCalledWith({ key: verificationKey });
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
});

/** "Continue to the console" tells the app (to refresh the user) and goes to the console's start page. */
export const Continue = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Continue to the console' }));
    await expect(args.onVerified).toHaveBeenCalledWith(withBasename(href.dashboard()));
    await expect(await canvas.findByText(/Navigated to/)).toBeVisible();
  },
});

/** React's development double effect still sends the single-use key once, so a good link never reads as spent. */
export const StrictModeSendsOnce = meta.story({
  render: (args) => (
    <StrictMode>
      <VerifyEmailScreen {...args} />
    </StrictMode>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    await expect(verifyBodies).toHaveBeenCalledOnce();
  },
});

/** An expired or used key: the server's message, and ways to log in or reach support. */
export const Failed = meta.story({
  args: { authKey: '5d41402abc4b2a76b9719d911017c592' },
  parameters: { route: href.verifyEmail('5d41402abc4b2a76b9719d911017c592'), visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not verify your e-mail address' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href.login());
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@transloadit.com',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

/** The server cannot be reached: the network text and "Try again", since the key was not spent. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  beforeEach({ msw }) {
    msw.use(http.post(`${MOCK_API_BASE_URL}${verifyPath}`, () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request/,
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** After a network failure, "Try again" sends the key once more and the link works. */
export const RetryAfterNetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(`${MOCK_API_BASE_URL}${verifyPath}`, () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeVisible();
  },
});
