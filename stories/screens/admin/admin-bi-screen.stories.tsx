import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminBiScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const biUrl = `${MOCK_API_BASE_URL}/admin/api/bi.json`;

const meta = preview.meta({
  title: 'Screens/Admin/BI',
  component: AdminBiScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminDashboardBi()),
    path: withBasename(href.adminDashboardBi()),
  },
});

/** The rows of a chart's data table (one per point), the chart's text alternative. */
async function pointsIn(canvas: HTMLElement, chart: string): Promise<number> {
  const figure = await within(canvas).findByRole('figure', { name: chart });
  return within(figure).getAllByRole('row').length - 1;
}

const METRICS = ['Signups', 'Active workspaces', 'Revenue', 'Usage'] as const;

/** The last 30 days against the 30 before, each metric with its headline figure and change. */
export const Last30Days = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Business intelligence' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');
    await expect(await pointsIn(canvasElement, 'Signups per day')).toBe(30);
    for (const metric of METRICS) {
      await expect(canvas.getByText(metric, { selector: 'p' })).toBeVisible();
    }
    await expect(canvas.getByRole('figure', { name: 'Revenue per day (USD)' })).toBeVisible();
    await expect(canvas.getAllByText('vs. the 30 days before')).toHaveLength(4);
  },
});

/** A link with ?period=12m opens the year view: one point per month. */
export const Last12Months = meta.story({
  parameters: { route: `${withBasename(href.adminDashboardBi())}?period=12m` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await pointsIn(canvasElement, 'Revenue per month (USD)')).toBe(12);
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 12 months');
    await expect(canvas.getAllByText('vs. the 12 months before')).toHaveLength(4);
  },
});

/** Shows the router's location under the screen, so a story can show that the period lands in the URL. */
function CurrentUrl() {
  const location = useLocation();
  return (
    <p className="mt-6 text-fg-muted text-sm">
      Address: <code data-testid="current-url">{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

/** Picking a period with the keyboard redraws the charts and updates the address. */
export const ChangePeriod = meta.story({
  render: () => (
    <>
      <AdminBiScreen />
      <CurrentUrl />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await pointsIn(canvasElement, 'Signups per day')).toBe(30);
    canvas.getByRole('combobox', { name: 'Period' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 90 days' }));
    await waitFor(async () => expect(await pointsIn(canvasElement, 'Signups per day')).toBe(90));
    await expect(canvas.getByTestId('current-url')).toHaveTextContent(
      `${withBasename(href.adminDashboardBi())}?period=90d`,
    );
    await expect(canvas.getAllByText('vs. the 90 days before')).toHaveLength(4);
  },
});

/** Founders see the same figures. */
export const Founder = meta.story({
  parameters: { scenario: 'founder' },
  play: async ({ canvasElement }) => {
    await expect(await pointsIn(canvasElement, 'Usage per day')).toBe(30);
  },
});

/** Waiting for the figures: the period can already be changed, the cards are placeholders. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(biUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the business metrics')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The server fails with its own words: they are shown with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(biUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Revenue figures are being reconciled; try again shortly.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The business metrics could not be loaded');
    await expect(alert).toHaveTextContent('Revenue figures are being reconciled; try again shortly.');
  },
});

/** "Try again" loads the figures once the server answers again. */
export const RecoversOnRetry = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(biUrl, () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /Network error while doing a GET request to .*\/admin\/api\/bi\.json/,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await pointsIn(canvasElement, 'Signups per day')).toBe(30);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** No connection at all: the spec's network text. */
export const NetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(biUrl, () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a GET request to .*\/admin\/api\/bi\.json.*This usually means the server is unreachable/,
    );
  },
});

/** Someone without the admin role reaches the page (the app's guard normally prevents it): why there is nothing. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This dashboard is for admins and founders');
    await expect(alert).toHaveTextContent('Only admins can see business metrics.');
  },
});
