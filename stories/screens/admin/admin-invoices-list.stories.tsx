import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminInvoicesScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/admin/api/invoices.json`;
/** The scenario lays out the 50,000 workspaces' ledger in the browser first: a few seconds on a busy machine. */
const LEDGER = { timeout: 20_000 };
const route = (search = '') => withBasename(`${href.adminInvoices()}${search}`);

const meta = preview.meta({
  title: 'Screens/Admin/Invoices',
  component: AdminInvoicesScreen,
  parameters: { shell: 'admin', scenario: 'admin', route: route(), path: withBasename(href.adminInvoices()) },
});

/** The invoice table's body rows once the first page is there (the loading page has the totals and the table too). */
async function invoiceRows(canvasElement: HTMLElement) {
  const element = within(canvasElement).getByRole('main');
  const main = within(element);
  await main.findByRole('region', { name: 'Totals of this page' }, LEDGER);
  await waitFor(() => expect(element.querySelector('[aria-busy="true"]')).toBeNull(), LEDGER);
  return within(main.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);
}

/** Ada's first page: the newest month's invoices, fifty of them, with what they add up to per currency. */
export const NewestFirst = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const rows = await invoiceRows(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await expect(rows).toHaveLength(50);
    await expect(within(rows[0] as HTMLElement).getByText('December 2025')).toBeVisible();
    const totals = main.getByRole('region', { name: 'Totals of this page' });
    await expect(within(totals).getByText(/^EUR, \d+ invoices$/)).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveTextContent('Every month');
  },
});

/** Filters from a link: December's unpaid invoices in euros; then in pounds. */
export const UnpaidInEuros = meta.story({
  parameters: { route: route('?month=2025-12&paid=unpaid&currency=EUR') },
  play: async ({ canvasElement }) => {
    const rows = await invoiceRows(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(within(row).queryByText('Paid')).toBeNull();
    await expect(main.getByRole('combobox', { name: 'Paid' })).toHaveTextContent('Unpaid');
    await expect(main.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    await expect(main.getByTestId('page-total-EUR')).toHaveTextContent(/€0\.00 paid/);
    await expect(main.queryByTestId('page-total-USD')).toBeNull();

    // Another currency, chosen with the keyboard, narrows the list again from its first page.
    main.getByRole('combobox', { name: 'Currency' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'GBP' }));
    await waitFor(() => expect(main.queryByTestId('page-total-EUR')).toBeNull(), LEDGER);
    await expect(main.getByTestId('page-total-GBP')).toHaveTextContent(/£0\.00 paid/);
  },
});

/** No invoice has the filters together: said, with a way back to every invoice. */
export const NoMatches = meta.story({
  parameters: { route: route('?month=2019-01') },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByText('No invoices match', {}, LEDGER)).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveTextContent('January 2019');
    await expect(main.getByRole('button', { name: 'Show every invoice' })).toBeEnabled();
  },
});

/** Waiting for the first page. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByText('Loading the invoices')).toBeInTheDocument();
  },
});

/** The ledger fails to answer: the server's words and a retry, the filters still usable. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The ledger is being rebuilt.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The invoices could not be loaded');
    await expect(alert).toHaveTextContent('The ledger is being rebuilt.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Someone without the admin role (the app's guard normally sends them away): the server's refusal. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Only admins can manage invoices.',
    );
  },
});
