import { getCurrentUser, setCsrfToken } from '@console/api';
import { DEMO_PEOPLE, MOCK_API_BASE_URL } from '@console/mock-api';
import { href, SessionBanners, type SessionBannerUser } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const STOP_URL = `${MOCK_API_BASE_URL}/admin/users/stop-impersonating`;
const RESEND_URL = `${MOCK_API_BASE_URL}/api/user/resend-verification.json`;

/** The current-user reply's flags for Jane, with the banners a story asks for. */
function jane(flags: Partial<Omit<SessionBannerUser, 'login_data'>>): SessionBannerUser {
  return {
    ifShowImpersonatedByBanner: false,
    ifShowUnpaidInvoicesBanner: false,
    ifShowEmailVerificationBanner: false,
    login_data: { name: DEMO_PEOPLE.member.name, email: DEMO_PEOPLE.member.email },
    ...flags,
  };
}

const stopped = fn();

/** Resending is a write: the banner sits in a signed-in console, whose current-user read brought the CSRF token. */
async function signedIn() {
  await getCurrentUser();
  return () => setCsrfToken(null);
}

const meta = preview.meta({
  title: 'Layouts/SessionBanners',
  component: SessionBanners,
  args: {
    user: jane({
      ifShowImpersonatedByBanner: true,
      ifShowUnpaidInvoicesBanner: true,
      ifShowEmailVerificationBanner: true,
    }),
    billingHref: href.billing('acme-media', 'invoices'),
    onImpersonationStopped: stopped,
  },
  // The banners stack in the shells' banner slot the same way.
  decorators: [(Story) => <div className="grid gap-2">{Story()}</div>],
  beforeEach() {
    stopped.mockClear();
  },
});

/** All three at once, most urgent first: impersonation, unpaid invoices, unverified e-mail. */
export const Playground = meta.story({
  // Ada impersonates Jane, so stopping goes back to her own session.
  parameters: { scenario: 'impersonating' },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByText(/^(You are impersonating|You have unpaid|Please verify)/);
    await expect(titles.map((title) => title.textContent)).toEqual([
      'You are impersonating this account',
      'You have unpaid invoices',
      'Please verify your e-mail address',
    ]);
  },
});

/** The banner carries its way out: a new verification link, sent from the banner itself. */
export const EmailUnverified = meta.story({
  args: { user: jane({ ifShowEmailVerificationBanner: true }) },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(`We sent a link to ${DEMO_PEOPLE.member.email}.`);
    await expect(within(banner).getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  },
});

/** Resending mails a new link (the demo's outbox shows it); the server's confirmation stands beside the button. */
export const ResendVerification = meta.story({
  parameters: { scenario: 'emailUnverified' },
  args: { user: jane({ ifShowEmailVerificationBanner: true }) },
  beforeEach: signedIn,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend verification e-mail' }));
    await expect(
      await within(banner).findByText(`We sent a new link to ${DEMO_PEOPLE.member.email}.`),
    ).toBeVisible();
  },
});

/** The server could not send it: its words in the banner, and the button ready to try again. */
export const ResendVerificationFailed = meta.story({
  parameters: { scenario: 'emailUnverified' },
  args: { user: jane({ ifShowEmailVerificationBanner: true }) },
  beforeEach({ msw }) {
    msw.use(
      http.post(RESEND_URL, () =>
        HttpResponse.json(
          {
            meta: {
              status: 'error',
              message: 'Our mail service is not answering. Try again in a few minutes.',
              redirect: null,
            },
          },
          { status: 503 },
        ),
      ),
    );
    return signedIn();
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    const button = within(banner).getByRole('button', { name: 'Resend verification e-mail' });
    await userEvent.click(button);
    await expect(
      await within(banner).findByText(
        'Could not send the e-mail: Our mail service is not answering. Try again in a few minutes.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  },
});

/** Unpaid invoices are an alert, with the way to billing. */
export const UnpaidInvoices = meta.story({
  args: { user: jane({ ifShowUnpaidInvoicesBanner: true }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('You have unpaid invoices');
    await expect(within(alert).getByRole('link', { name: 'Pay invoices' })).toHaveAttribute(
      'href',
      href.billing('acme-media', 'invoices'),
    );
  },
});

/** A console without a billing page: the banner says what to do and links nowhere. */
export const UnpaidInvoicesWithoutBilling = meta.story({
  args: { user: jane({ ifShowUnpaidInvoicesBanner: true }), billingHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have unpaid invoices');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** An admin sees the console as Jane, with the way back to their own session. */
export const Impersonating = meta.story({
  parameters: { scenario: 'impersonating' },
  args: { user: jane({ ifShowImpersonatedByBanner: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `You see the console as ${DEMO_PEOPLE.member.name} does. Changes you make are real.`,
    );
    await expect(canvas.getByRole('button', { name: 'Stop impersonating' })).toBeVisible();
  },
});

/**
 * "Stop impersonating" ends it on the server and hands over to the app, which reloads; the button stays busy
 * until the page goes.
 */
export const StopImpersonating = meta.story({
  parameters: { scenario: 'impersonating', visual: { busy: true } },
  args: { user: jane({ ifShowImpersonatedByBanner: true }) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stop impersonating' });
    await userEvent.click(button);
    await waitFor(() => expect(stopped).toHaveBeenCalledTimes(1));
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

/** While the server ends the impersonation the button is busy, so it is not pressed twice. */
export const StopImpersonatingPending = meta.story({
  parameters: { scenario: 'impersonating', visual: { busy: true } },
  args: { user: jane({ ifShowImpersonatedByBanner: true }) },
  beforeEach({ msw }) {
    msw.use(http.get(STOP_URL, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stop impersonating' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(stopped).not.toHaveBeenCalled();
  },
});

/** The server could not end it: its words in the banner, and the button ready to try again. */
export const StopImpersonatingFailed = meta.story({
  parameters: { scenario: 'impersonating' },
  args: { user: jane({ ifShowImpersonatedByBanner: true }) },
  beforeEach({ msw }) {
    msw.use(
      http.get(STOP_URL, () =>
        HttpResponse.json(
          {
            meta: {
              status: 'error',
              message: 'The session service is restarting. Try again in a minute.',
              redirect: null,
            },
          },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stop impersonating' });
    await userEvent.click(button);
    await expect(
      await canvas.findByText(
        'Could not stop impersonating: The session service is restarting. Try again in a minute.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    await expect(stopped).not.toHaveBeenCalled();
  },
});
