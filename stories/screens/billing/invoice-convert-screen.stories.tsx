import { getCurrentUser, setCsrfToken } from '@console/api';
import { href, InvoiceConvertScreen, patterns, withBasename } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postRefused } from '../account/mock-requests';

/** How long to wait for the mock server; generous, since CI machines run many browsers at once. */
const REPLY = { timeout: 5000 };

/** Converting December's receipt of Acme Media (invoice 12). */
const meta = preview.meta({
  title: 'Screens/Billing/InvoiceConvertScreen',
  component: InvoiceConvertScreen,
  parameters: {
    route: withBasename(href.invoiceConvert('acme-media', 12)),
    path: withBasename(patterns.invoiceConvert),
  },
  args: { workspace: 'acme-media', invoiceId: '12' },
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** The form starts from the receipt: Jane's name and Berlin address, no company yet. */
export const Prefilled = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Street address*', { exact: false })).toHaveValue(
      'Friedrichstraße 68',
    );
    await expect(canvas.getByLabelText(/^Contact name/)).toHaveValue('Jane Cooper');
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('Germany');
  },
});

/** Without a company, and with a French VAT ID for a German address: each field says what is wrong. */
export const Invalid = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^VAT ID/, {}, REPLY), 'FR12345678901');
    await userEvent.clear(canvas.getByLabelText(/^City/));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview the invoice' }));
    await expect(canvas.getByText('Enter the company the invoice is issued to.')).toBeVisible();
    await expect(canvas.getByText('Enter the city.')).toBeVisible();
    await expect(
      canvas.getByText('This VAT id is not from the billing country: it must start with DE.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Company/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^VAT ID/)).toHaveValue('FR12345678901');
  },
});

async function fillCompany(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(/^Company/, {}, REPLY), 'Acme Media GmbH');
  await userEvent.type(canvas.getByLabelText(/^VAT ID/), 'DE123456789');
  await userEvent.type(canvas.getByLabelText(/^PO number/), 'PO-2026-118');
  await userEvent.click(canvas.getByRole('button', { name: 'Preview the invoice' }));
}

/** The preview reads as the invoice will, then "Issue invoice" saves it and opens it. */
export const PreviewAndIssue = meta.story({
  play: async ({ canvas }) => {
    await fillCompany(canvas);
    const document = canvas.getByRole('article', { name: 'Invoice INV-2025-12-00012' });
    await expect(within(document).getByText('Acme Media GmbH')).toBeVisible();
    await expect(within(document).getByText('VAT ID DE123456789')).toBeVisible();
    await expect(within(document).getByText('PO-2026-118')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Issue invoice' }));
    await expect(await canvas.findByText(/^Navigated to/, {}, REPLY)).toHaveTextContent(
      `Navigated to ${href.invoice('acme-media', 12)}`,
    );
  },
});

/** The server refuses the conversion: its words above the preview, and nothing is lost. */
export const Refused = meta.story({
  async beforeEach({ msw }) {
    msw.use(
      postRefused(
        '/acme-media/api/invoices/12/convert.json',
        'This invoice was already sent to your accountant.',
      ),
    );
  },
  play: async ({ canvas }) => {
    await fillCompany(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue invoice' }));
    await expect(
      await canvas.findByText('This invoice was already sent to your accountant.', {}, REPLY),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the details' }));
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('Acme Media GmbH');
  },
});
