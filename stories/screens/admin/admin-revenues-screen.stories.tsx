import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminRevenuesScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The mock backend builds its fleet of 50,000 workspaces and their invoices on the first call, in a few seconds. */
const FLEET_WAIT = { timeout: 20_000 };

const revenuesUrl = `${MOCK_API_BASE_URL}/admin/api/revenues.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Revenues',
  component: AdminRevenuesScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminRevenues()),
    path: withBasename(href.adminRevenues()),
  },
});

/** The rows of a chart's data table (one per point), the chart's text alternative. */
async function pointsIn(canvas: HTMLElement, chart: string): Promise<number> {
  const figure = await within(canvas).findByRole('figure', { name: chart }, FLEET_WAIT);
  return within(figure).getAllByRole('row').length - 1;
}

/** The last 12 months: headline figures against the month before, three charts, the month table. */
export const Last12Months = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Revenues' })).toBeVisible();
    await expect(await pointsIn(main, 'MRR and invoiced revenue per month (USD)')).toBe(12);
    await expect(
      within(main).getByRole('figure', { name: 'Invoiced per month by currency (USD)' }),
    ).toBeVisible();
    const table = within(main).getByRole('table', { name: 'Revenue per month (USD)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const currencies = within(main).getByRole('table', { name: 'Invoiced in the range by currency' });
    for (const currency of ['USD', 'EUR', 'GBP'])
      await expect(within(currencies).getByText(currency)).toBeVisible();
    await expect(within(main).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
});

/** Two years at once, from the range picker; the address keeps the choice. */
export const Last24Months = meta.story({
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(await pointsIn(main, 'MRR and invoiced revenue per month (USD)')).toBe(12);
    within(main).getByRole('combobox', { name: 'Range' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 24 months' }));
    await waitFor(async () =>
      expect(await pointsIn(main, 'MRR and invoiced revenue per month (USD)')).toBe(24),
    );
  },
});

/** Waiting for the figures. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(revenuesUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the revenues')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('main')).getByRole('button', { name: 'Download CSV' }),
    ).toBeDisabled();
  },
});

/** The server fails in its own words, with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(revenuesUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The ledger is being closed for the month.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The revenues could not be loaded');
    await expect(alert).toHaveTextContent('The ledger is being closed for the month.');
  },
});

/** Someone without the admin role reaches the page: the server's refusal. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('Revenues are for admins and founders');
    await expect(alert).toHaveTextContent('Only admins can see revenues.');
  },
});
