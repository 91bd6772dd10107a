import { getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminCouponsScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/admin/api/coupons.json`;
const reply = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Admin/Coupons',
  component: AdminCouponsScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminCoupons()),
    path: withBasename(href.adminCoupons()),
  },
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** The rows of the table, top to bottom, each as its cells' text (without the actions). */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Every seeded coupon, newest first: valid ones, an expired one and one used up, the partner's linked. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await main.findByText('LAUNCH-100', {}, reply);
    const table = main.getByRole('table', { name: 'Coupons' });
    const shown = rows(table);
    await expect(shown[0]).toEqual([
      'LAUNCH-100',
      'Used up',
      '20 % for 3 months',
      'None',
      'No end',
      '100 / 100 redemptions of LAUNCH-100: show who',
    ]);
    await expect(shown[1]?.slice(0, 2)).toEqual(['SUMMER-2025', 'Expired']);
    await expect(shown.find((row) => row[0] === 'PARTNER-ACME')?.slice(2, 4)).toEqual([
      '50.00 credit',
      'Acme Media',
    ]);
    await expect(main.getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
      'href',
      expect.stringContaining(href.adminWorkspace('acme-media')),
    );
  },
});

/** A link with ?status=expired shows the expired coupons only. */
export const Expired = meta.story({
  parameters: { route: `${withBasename(href.adminCoupons())}?status=expired` },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await main.findByText('SUMMER-2025', {}, reply);
    await expect(rows(main.getByRole('table', { name: 'Coupons' })).map((row) => row[0])).toEqual([
      'SUMMER-2025',
    ]);
    await expect(main.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Expired');
  },
});

/** A filter nothing matches says so and offers every coupon again. */
export const FilterMatchesNone = meta.story({
  parameters: { route: `${withBasename(href.adminCoupons())}?status=used_up` },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => HttpResponse.json({ meta: { status: 'ok' }, coupons: [] })));
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('No coupons here', {}, reply)).toBeVisible();
    await expect(main.getByText('No coupon is used up right now.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Show all coupons' })).toBeEnabled();
  },
});

/** None created yet: the empty state offers the first one. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => HttpResponse.json({ meta: { status: 'ok' }, coupons: [] })));
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('No coupons yet', {}, reply)).toBeVisible();
    await expect(main.getAllByRole('button', { name: 'New coupon' })).toHaveLength(1);
  },
});

/** Waiting for the list: skeleton rows, marked busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the coupons')).toBeInTheDocument();
  },
});

/** The server fails with its own words: they are shown with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The billing store is restarting.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The coupons could not be loaded');
    await expect(alert).toHaveTextContent('The billing store is restarting.');
  },
});

/** Someone who is not an admin reaches the call: the 403's words say why. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('Only admins can manage coupons.');
  },
});
