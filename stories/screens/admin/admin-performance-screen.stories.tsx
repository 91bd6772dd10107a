import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminPerformanceScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const statisticsUrl = `${MOCK_API_BASE_URL}/admin/api/statistics.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Performance',
  component: AdminPerformanceScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminDashboard()),
    path: withBasename(href.adminDashboard()),
  },
});

/** The rows of a chart's data table (one per bucket), the chart's text alternative. */
async function bucketsIn(canvas: HTMLElement, chart: string): Promise<number> {
  const figure = await within(canvas).findByRole('figure', { name: chart });
  return within(figure).getAllByRole('row').length - 1;
}

/** Ada's default view: every region, hour by hour over the last 48 hours, with an incident in eu-west-1. */
export const Hourly = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Granularity' })).toHaveTextContent(
      'Hourly, last 48 hours',
    );
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('All regions');
    await expect(await bucketsIn(canvasElement, 'Assemblies by outcome')).toBe(48);
    await expect(canvas.getByText('all regions, the last 48 hours')).toBeVisible();
    for (const chart of [
      'Unsuccessful assemblies by outcome',
      'Average duration per assembly',
      'Data in and out',
    ]) {
      await expect(canvas.getByRole('figure', { name: chart })).toBeVisible();
    }
  },
});

/** A link with the filters in the URL opens the same view: daily, eu-west-1 only. */
export const DailyInOneRegion = meta.story({
  parameters: { route: `${withBasename(href.adminDashboard())}?granularity=day&region=eu-west-1` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await bucketsIn(canvasElement, 'Assemblies by outcome')).toBe(30);
    await expect(canvas.getByRole('combobox', { name: 'Granularity' })).toHaveTextContent(
      'Daily, last 30 days',
    );
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('eu-west-1');
    await expect(canvas.getByText('eu-west-1, the last 30 days')).toBeVisible();
  },
});

/** Shows the router's location under the screen, so a story can show that the filters land in the URL. */
function CurrentUrl() {
  const location = useLocation();
  return (
    <p className="mt-6 text-fg-muted text-sm">
      Address: <code data-testid="current-url">{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

/** Picking filters with the keyboard updates the charts and the address. */
export const ChangeFilters = meta.story({
  render: () => (
    <>
      <AdminPerformanceScreen />
      <CurrentUrl />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await bucketsIn(canvasElement, 'Assemblies by outcome')).toBe(48);
    const body = within(document.body);

    canvas.getByRole('combobox', { name: 'Granularity' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Daily, last 30 days' }));
    await waitFor(async () => expect(await bucketsIn(canvasElement, 'Assemblies by outcome')).toBe(30));

    canvas.getByRole('combobox', { name: 'Region' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'us-east-1' }));
    await expect(await canvas.findByText('us-east-1, the last 30 days')).toBeVisible();
    await expect(canvas.getByTestId('current-url')).toHaveTextContent(
      `${withBasename(href.adminDashboard())}?granularity=day&region=us-east-1`,
    );
  },
});

/** Founders see the same dashboard. */
export const Founder = meta.story({
  parameters: { scenario: 'founder' },
  play: async ({ canvasElement }) => {
    await expect(await bucketsIn(canvasElement, 'Data in and out')).toBe(48);
  },
});

/** A region the service has no traffic in: nothing ran, which is said rather than drawn as flat lines. */
export const EmptyRange = meta.story({
  parameters: { route: `${withBasename(href.adminDashboard())}?region=sa-east-1` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No assemblies in this range' })).toBeVisible();
    await expect(canvas.getByText(/Nothing ran in sa-east-1 during the last 48 hours/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('sa-east-1');
  },
});

/** Waiting for the statistics: the filters are usable, the charts are placeholders. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(statisticsUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the assembly statistics')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Granularity' })).toBeEnabled();
  },
});

/** The server fails with its own words: they are shown with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(statisticsUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The statistics warehouse is not answering.' } },
          { status: 502 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The assembly statistics could not be loaded');
    await expect(alert).toHaveTextContent('The statistics warehouse is not answering.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** No connection at all: the spec's network text. */
export const NetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(statisticsUrl, () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a GET request to .*\/admin\/api\/statistics\.json.*This usually means the server is unreachable/,
    );
  },
});

/** Someone without the admin role reaches the page (the app's guard normally prevents it): why there is nothing. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This dashboard is for admins and founders');
    await expect(alert).toHaveTextContent('Only admins can see assembly statistics.');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});
