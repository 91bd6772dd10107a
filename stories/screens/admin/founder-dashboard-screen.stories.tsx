import { MOCK_API_BASE_URL } from '@console/mock-api';
import { FounderDashboardScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The mock backend builds its fleet of 50,000 workspaces and their invoices on the first call, in a few seconds. */
const FLEET_WAIT = { timeout: 20_000 };

const dashboardUrl = `${MOCK_API_BASE_URL}/admin/api/founder-dashboard.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Founder dashboard',
  component: FounderDashboardScreen,
  parameters: {
    shell: 'admin',
    scenario: 'founder',
    route: withBasename(href.adminFounderDashboard()),
    path: withBasename(href.adminFounderDashboard()),
  },
});

/** Fran's page: every figure is a link to the list behind it. */
export const Founder = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Founder dashboard' })).toBeVisible();
    const active = await main.findByRole('link', { name: /^Active workspaces: / }, FLEET_WAIT);
    await expect(active).toHaveAttribute('href', href.adminWorkspaces('active'));
    await expect(main.getByRole('link', { name: /^Churned workspaces: / })).toHaveAttribute(
      'href',
      href.adminWorkspaces('cancelled'),
    );
    await expect(main.getByRole('link', { name: /^Failed payments: / })).toHaveAttribute(
      'href',
      href.adminInvoices(),
    );
    await expect(main.getByRole('link', { name: /^Revenue forecast/ })).toHaveAttribute(
      'href',
      href.adminRevenues(),
    );
    await expect(main.getByRole('figure', { name: 'Signups per week' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Why workspaces cancelled' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Top workspaces by usage' })).toBeVisible();
  },
});

/** Waiting for the figures. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(dashboardUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the founder dashboard')).toBeInTheDocument();
  },
});

/** The server fails in its own words, with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(dashboardUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The figures are being recomputed.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The founder dashboard could not be loaded');
    await expect(alert).toHaveTextContent('The figures are being recomputed.');
  },
});

/** An admin who is not a founder: the server refuses, and the page says the dashboard is the founders'. */
export const AdminNotFounder = meta.story({
  parameters: { scenario: 'admin' },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('This dashboard is for founders');
    await expect(alert).toHaveTextContent('Only founders can see the founder dashboard.');
  },
});
