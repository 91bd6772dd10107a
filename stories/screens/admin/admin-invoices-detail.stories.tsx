import { getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminInvoiceScreen, href, patterns, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The scenario lays out the 50,000 workspaces' ledger in the browser first: a few seconds on a busy machine. */
const LEDGER = { timeout: 20_000 };
/** Initech Video's December invoice (id 48, $50.67) is unpaid. */
const UNPAID = 48;
const invoiceRoute = (id: number) => ({
  route: withBasename(href.adminInvoice(id)),
  path: withBasename(patterns.adminInvoice),
});

const meta = preview.meta({
  title: 'Screens/Admin/Invoice',
  component: AdminInvoiceScreen,
  parameters: { shell: 'admin', scenario: 'admin', ...invoiceRoute(UNPAID) },
  args: { invoiceId: String(UNPAID) },
  async beforeEach() {
    // The writes need the session's CSRF token, which the current user's reply hands the client.
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

async function opened(canvasElement: HTMLElement) {
  const main = within(within(canvasElement).getByRole('main'));
  await main.findByRole('article', {}, LEDGER);
  return main;
}

/** An unpaid invoice: the customer's document, its workspace, and the forms to settle it. */
export const Unpaid = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const main = await opened(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Invoice INV-2025-12-00048' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Initech Video' })).toHaveAttribute(
      'href',
      href.adminWorkspace('initech-video'),
    );
    await expect(main.getByRole('heading', { name: 'Settle this invoice' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Resend to / })).toBeEnabled();
  },
});

let refuseMarkPaid = false;

/**
 * Codes and credits are checked before they are sent: the message sits by the field, which keeps what was typed;
 * a refusal of the server shows its words above the form.
 */
export const InvalidInput = meta.story({
  beforeEach({ msw }) {
    refuseMarkPaid = false;
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/admin/api/invoices/:invoice/mark-paid.json`, () =>
        refuseMarkPaid
          ? HttpResponse.json(
              { meta: { status: 'error', message: 'This invoice is already paid.' } },
              { status: 409 },
            )
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const main = await opened(canvasElement);
    const code = main.getByRole('textbox', { name: 'Authorisation code' });
    await userEvent.type(code, 'AB 12');
    await userEvent.click(main.getByRole('button', { name: 'Mark paid' }));
    await expect(code).toHaveAccessibleDescription(
      /An authorisation code is 6 to 32 letters, digits or dashes\./,
    );
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('AB 12');

    const amount = main.getByRole('textbox', { name: 'Amount in USD' });
    await userEvent.type(amount, '60');
    await userEvent.click(main.getByRole('button', { name: 'Add credit' }));
    await expect(amount).toHaveAccessibleDescription(
      /A credit cannot be more than what is left to pay on the invoice\./,
    );
    await expect(main.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      /Say what the credit is for/,
    );
  },
});

/**
 * A credit with its note lowers what is left to pay, resending puts the mail in the outbox, and a valid
 * authorisation code marks it paid: the document says so, the forms go, the history records all three.
 */
export const CreditResendAndMarkPaid = meta.story({
  play: async ({ canvasElement }) => {
    const main = await opened(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'Amount in USD' }), '10.50');
    await userEvent.type(main.getByRole('textbox', { name: 'Note' }), 'Goodwill for the outage');
    await userEvent.click(main.getByRole('button', { name: 'Add credit' }));
    const body = within(document.body);
    await expect(await body.findByText('A credit of $10.50 was taken off INV-2025-12-00048.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Amount in USD' })).toHaveAccessibleDescription(
      /At most \$40\.17/,
    );
    await userEvent.click(main.getByRole('button', { name: /^Resend to / }));
    await expect(await body.findByText(/^Invoice INV-2025-12-00048 was sent to /)).toBeVisible();
    await expect(main.getByTestId('invoice-events')).toHaveTextContent(
      'Credit of $10.50: Goodwill for the outage',
    );
  },
});

/** An id the ledger does not have: the server's words, with a retry. */
export const NotFound = meta.story({
  parameters: { visual: { dark: true }, ...invoiceRoute(999_999_999) },
  args: { invoiceId: '999999999' },
  play: async ({ canvasElement }) => {
    const alert = await within(within(canvasElement).getByRole('main')).findByRole('alert', {}, LEDGER);
    await expect(alert).toHaveTextContent('This invoice could not be loaded');
    await expect(alert).toHaveTextContent('There is no invoice with this id.');
  },
});

/** Waiting for the invoice. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(`${MOCK_API_BASE_URL}/admin/api/invoices/:invoice.json`, () => new Promise<never>(() => {})),
    );
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByText('Loading the invoice')).toBeInTheDocument();
  },
});
