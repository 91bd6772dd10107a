import { getCurrentUser, setCsrfToken } from '@console/api';
import { href, InvoiceScreen, patterns, withBasename } from '@console/ui';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { billingAccount, installHandlers, scenarioAfter } from './billing-screen-helpers';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

/** Acme's newest invoice is id 12 (December 2025); Globex's is 24. */
const invoiceRoute = (slug: string, id: number) => ({
  route: withBasename(href.invoice(slug, id)),
  path: withBasename(patterns.invoice),
});

const meta = preview.meta({
  title: 'Screens/Billing/InvoiceScreen',
  component: InvoiceScreen,
  parameters: invoiceRoute('acme-media', 12),
  args: { workspace: 'acme-media', invoiceId: '12' },
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** December's receipt to Jane: a 20 % coupon, a $25 referral credit and German VAT at 19 %, paid by card. */
export const Receipt = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const document = await canvas.findByRole('article', { name: 'Receipt INV-2025-12-00012' }, REPLY);
    const lines = within(document).getByRole('table', { name: 'Invoice lines' });
    await expect(within(lines).getByRole('rowheader', { name: 'Startup plan, December 2025' })).toBeVisible();
    await expect(within(lines).getByRole('rowheader', { name: 'Coupon discount (20 %)' })).toBeVisible();
    await expect(within(lines).getByRole('rowheader', { name: 'Credit' })).toBeVisible();
    await expect(within(lines).getByRole('rowheader', { name: 'VAT (19 %)' })).toBeVisible();
    await expect(within(document).getByText('Jane Cooper')).toBeVisible();
    await expect(within(document).getByText('Paid')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Convert to invoice' })).toHaveAttribute(
      'href',
      href.invoiceConvert('acme-media', 12),
    );
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  },
});

/** Globex Studio B.V. gave a Dutch VAT ID: no VAT, and the reverse-charge note instead. */
export const ReverseCharge = meta.story({
  parameters: invoiceRoute('globex-studio', 24),
  args: { workspace: 'globex-studio', invoiceId: '24' },
  play: async ({ canvas }) => {
    const document = await canvas.findByRole('article', { name: 'Invoice INV-2025-12-00024' }, REPLY);
    await expect(within(document).getByText('VAT ID NL123456789B01')).toBeVisible();
    await expect(
      within(document).getByText(/^Reverse charge: VAT to be accounted for by the recipient/),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Convert to invoice' })).toBeNull();
  },
});

/** Print opens the browser's print dialog; the print rules show the document alone. */
export const Printing = meta.story({
  play: async ({ canvas }) => {
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Print' }, REPLY));
      await expect(printed).toBe(1);
    } finally {
      window.print = print;
    }
  },
});

/** An unpaid invoice: Pay now charges the Visa card, and the invoice reads as paid. */
export const PayNow = meta.story({
  parameters: { scenario: 'unpaidInvoices' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay now: INV-2025-12-00012' }, REPLY));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Pay invoice INV-2025-12-00012?',
    });
    // The card on file is its own read, which a busy machine can answer after the dialog opens.
    await expect(
      await within(dialog).findByText(/is charged to the Visa card ending in 4242\.$/, {}, REPLY),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText(/^Paid \$.* by card/, {}, REPLY)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  },
});

/** The card on file is declined: the dialog stays open with the provider's words, and the invoice stays unpaid. */
export const PayDeclined = meta.story({
  ...declinedBy('0002', 'Your card was declined.'),
  parameters: { visual: { dark: true } },
});

/** A story whose card on file ends in `last4`, one of the payment provider's test cards that decline. */
function declinedBy(last4: string, message: string) {
  return {
    async beforeEach({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) {
      await installHandlers(
        msw,
        scenarioAfter('unpaidInvoices', (backend) => {
          const card = billingAccount(backend, 'acme-media').card;
          if (card) card.preview_number = `•••• ${last4}`;
        }),
      );
    },
    play: async ({
      canvas,
      canvasElement,
    }: {
      canvas: ReturnType<typeof within>;
      canvasElement: HTMLElement;
    }) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Pay now: INV-2025-12-00012' }, REPLY));
      const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
      await userEvent.click(dialog.getByRole('button', { name: /^Pay \$/ }));
      await expect(
        await dialog.findByText(`The payment did not go through: ${message}`, {}, REPLY),
      ).toBeVisible();
    },
  };
}

/** The card has too little money on it. */
export const PayInsufficientFunds = meta.story(declinedBy('9995', 'Your card has insufficient funds.'));

/** The provider could not process the card this time. */
export const PayProcessingError = meta.story(
  declinedBy('0119', 'An error occurred while processing your card. Try again in a little bit.'),
);

/** The card ran out before the payment: the provider refuses it as expired. */
export const PayWithExpiredCard = meta.story({
  async beforeEach({ msw }) {
    await installHandlers(
      msw,
      scenarioAfter('unpaidInvoices', (backend) => {
        const card = billingAccount(backend, 'acme-media').card;
        if (card) card.expires = '2025-10';
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay now: INV-2025-12-00012' }, REPLY));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await expect(
      await within(dialog).findByText('The payment did not go through: Your card has expired.', {}, REPLY),
    ).toBeVisible();
  },
});

/** Without a card on file there is nothing to charge. */
export const PayWithoutCard = meta.story({
  async beforeEach({ msw }) {
    await installHandlers(
      msw,
      scenarioAfter('unpaidInvoices', (backend) => {
        billingAccount(backend, 'acme-media').card = null;
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay now: INV-2025-12-00012' }, REPLY));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText(/is charged to the card on file\.$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await expect(
      await within(dialog).findByText(
        'The payment did not go through: Add a card before paying this invoice.',
      ),
    ).toBeVisible();
  },
});

/** An id the workspace has no invoice under. */
export const NotFound = meta.story({
  parameters: invoiceRoute('acme-media', 9999),
  args: { invoiceId: '9999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This invoice could not be loaded', {}, REPLY)).toBeVisible();
    await expect(canvas.getByText('Invoice not found')).toBeVisible();
  },
});

/** Waiting for the invoice. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/invoices/12.json'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the invoice')).toBeInTheDocument();
  },
});
