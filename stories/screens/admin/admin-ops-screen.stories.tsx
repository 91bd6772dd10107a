import { buildQueueStatistics, buildServerMachine, FIXTURE_NOW, MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminOpsScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const opsUrl = `${MOCK_API_BASE_URL}/admin/api/ops.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Ops',
  component: AdminOpsScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminOps()),
    path: withBasename(href.adminOps()),
  },
});

const outage = () =>
  HttpResponse.json(
    { meta: { status: 'error', message: 'The queue monitor is not answering.' } },
    { status: 503 },
  );

/** The main region once the first figures are on screen (the tables show placeholder rows before). */
async function loaded(canvas: HTMLElement) {
  const main = within(within(canvas).getByRole('main'));
  await main.findByTestId('ops-freshness');
  return main;
}

/** The text of one column of a table, row by row. */
function column(table: HTMLElement, header: string): string[] {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const index = headers.findIndex((text) => text.includes(header));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

/**
 * The factories' fleet, the same on every read, so the page's own refresh cannot change a screenshot; `later`
 * gives the next measurement, five seconds on, with every live machine busier.
 */
const steadyFleet = (later = false) => {
  const measuredAt = new Date(Date.parse(FIXTURE_NOW) + (later ? 5_000 : 0)).toISOString();
  return HttpResponse.json({
    meta: { status: 'ok' },
    queues: Array.from({ length: 6 }, (_, index) =>
      buildQueueStatistics({ measured_at: measuredAt }, index + 1),
    ),
    machines: Array.from({ length: 24 }, (_, index) => {
      const machine = buildServerMachine({}, index + 1);
      return later && machine.status !== 'terminated' ? { ...machine, load: machine.load + 1 } : machine;
    }),
    measured_at: measuredAt,
  });
};

let busier = false;

/**
 * Ada's view: both queues of every region and the fleet's machines, live. Asking again (as the page does every 5
 * seconds on its own) shows the next measurement.
 */
export const Live = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    busier = false;
    // Reads repeat until the play makes the machines busier, so the screenshot holds still.
    msw.use(http.get(opsUrl, () => steadyFleet(busier)));
  },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const queues = main.getByRole('table', { name: 'Queues' });
    await expect(within(queues).getAllByRole('row')).toHaveLength(7);
    const machines = main.getByRole('table', { name: 'Machines' });
    await expect(within(machines).getAllByRole('row')).toHaveLength(25);
    await expect(within(machines).getAllByText('Draining').length).toBeGreaterThan(0);
    await expect(main.getByText('Jobs waiting')).toBeVisible();
    await expect(main.getByTestId('ops-freshness')).toHaveTextContent('Live');
    await expect(main.getByTestId('ops-measured-at')).toHaveTextContent('12:00:00 PM UTC');

    const before = column(machines, 'Load');
    busier = true;
    await userEvent.click(main.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(column(machines, 'Load')).not.toEqual(before));
    await expect(main.getByTestId('ops-measured-at')).toHaveTextContent('12:00:05 PM UTC');
    await expect(main.getByTestId('ops-freshness')).toHaveTextContent('Live');
  },
});

let monitorDown = false;

/** A refresh fails: the last figures stay, marked stale with the time they were measured, until a retry works. */
export const StaleAfterFailedRefresh = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    monitorDown = false;
    // The same fleet on every read until the play takes the monitor down: on a busy machine the page's own refresh
    // came before the play did, and the scenario's next measurement showed other figures in the screenshot.
    msw.use(http.get(opsUrl, () => (monitorDown ? outage() : steadyFleet())));
  },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    const machines = await main.findByRole('table', { name: 'Machines' });
    const shown = column(machines, 'Load');
    monitorDown = true;
    await userEvent.click(main.getByRole('button', { name: 'Refresh now' }));
    await expect(await main.findByText('These figures are stale')).toBeVisible();
    await expect(main.getByTestId('ops-freshness')).toHaveTextContent('Stale');
    await expect(
      main.getByText(/The last refresh failed: The queue monitor is not answering\./),
    ).toBeVisible();
    await expect(main.getByText('What you see was measured at 12:00:00 PM UTC.')).toBeVisible();
    await expect(column(machines, 'Load')).toEqual(shown);
    await expect(main.queryByRole('button', { name: 'Refresh now' })).toBeNull();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
});

/** After a failed refresh, Retry brings the live figures back. */
export const RecoversOnRetry = meta.story({
  beforeEach({ msw }) {
    let reads = 0;
    // Only the second read fails.
    msw.use(
      http.get(opsUrl, () => {
        reads += 1;
        return reads === 2 ? outage() : steadyFleet();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const main = await loaded(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Refresh now' }));
    await expect(await main.findByText('These figures are stale')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(main.queryByText('These figures are stale')).toBeNull());
    await expect(main.getByTestId('ops-freshness')).toHaveTextContent('Live');
    await expect(main.getByRole('button', { name: 'Refresh now' })).toBeEnabled();
  },
});

/** Waiting for the first figures: headline and table placeholders. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(opsUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement, canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull();
    await expect(main.queryByText(/Last updated/)).toBeNull();
  },
});

/** Nothing has arrived yet and the first read fails: the server's words and a way to try again. */
export const FirstReadFails = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(opsUrl, outage));
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The queues and machines could not be loaded');
    await expect(alert).toHaveTextContent('The queue monitor is not answering.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Someone without the admin role reaches the page (the app's guard normally prevents it): the server's refusal. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('Only admins can see the queues and machines.');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});
