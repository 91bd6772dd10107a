import { getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminPlansScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The mock backend builds its fleet of 50,000 workspaces on the first call, in a few seconds. */
const FLEET_WAIT = { timeout: 20_000 };

const plansUrl = `${MOCK_API_BASE_URL}/admin/api/plans.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Plans',
  component: AdminPlansScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminPlans()),
    path: withBasename(href.adminPlans()),
  },
  // The app reads the current user (and with it the CSRF token writes need) before any admin page.
  async beforeEach() {
    await getCurrentUser().catch(() => null);
    return () => setCsrfToken(null);
  },
});

/** Every plan of the catalogue: the published ones billing offers, retired and regional ones, with their workspaces. */
export const Catalogue = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const table = await main.findByRole('table', { name: 'Plans' });
    await expect(
      await within(table).findByRole('button', { name: 'Startup (EUR)' }, FLEET_WAIT),
    ).toBeVisible();
    await expect(within(table).getAllByText('Published')).toHaveLength(3);
    await expect(within(table).getByRole('button', { name: 'Pro' })).toBeVisible();
  },
});

/** Publishing a plan from its row: the list says so at once. */
export const Publish = meta.story({
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const table = await main.findByRole('table', { name: 'Plans' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Actions for plan Enterprise' }, FLEET_WAIT),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Publish' }));
    await expect(
      await within(document.body).findByText(
        'Plan “Enterprise” is published: the billing page offers it.',
        {},
        FLEET_WAIT,
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(table).getAllByText('Published')).toHaveLength(4));
  },
});

/** Unpublishing asks first, naming the workspaces that keep the plan. */
export const Unpublish = meta.story({
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const table = await main.findByRole('table', { name: 'Plans' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Actions for plan Startup' }, FLEET_WAIT),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Unpublish' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Unpublish Startup?' });
    await expect(dialog).toHaveTextContent('keep it until they change plans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish plan' }));
    await waitFor(() => expect(within(table).getAllByText('Published')).toHaveLength(2));
  },
});

/** Waiting for the catalogue: skeleton rows. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(plansUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(canvas.getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** No plan at all yet: the way to create the first. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(plansUrl, () => HttpResponse.json({ meta: { status: 'ok' }, plans: [] })));
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('No plans yet')).toBeVisible();
  },
});

/** The server fails in its own words, with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(plansUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The catalogue is being migrated.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The plans could not be loaded');
    await expect(alert).toHaveTextContent('The catalogue is being migrated.');
  },
});

/** A member who reaches the page: the server's refusal. */
export const Refused = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Plans are for admins and founders');
    await expect(alert).toHaveTextContent('Only admins can manage plans.');
  },
});
