import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminWorkspacesScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/admin/api/workspaces.json`;
/** The first answer generates the 50,000 workspaces of the fleet: generous on busy machines. */
const fleetReply = { timeout: 20_000 };

/** The screen on its route, with the status from the path as the console's page gives it. */
function Routed() {
  const { workspaceStatus } = useParams();
  return <AdminWorkspacesScreen workspaceStatus={workspaceStatus} />;
}

const meta = preview.meta({
  title: 'Screens/Admin/Workspaces',
  component: AdminWorkspacesScreen,
  render: () => <Routed />,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminWorkspaces()),
    path: `${withBasename(href.adminWorkspaces())}/:workspaceStatus?`,
  },
});

async function table(canvas: ReturnType<typeof within>) {
  return within(canvas.getByRole('main')).findByRole('table', { name: 'Workspaces' }, fleetReply);
}

const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

/** Every workspace, newest first, 50 a page over the whole fleet. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
    await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(50), fleetReply);
    await expect(main.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Every status');
    await expect(main.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  },
});

/** A status in the address: only the cancelled workspaces, each badged so. */
export const ByStatus = meta.story({
  parameters: { route: withBasename(href.adminWorkspaces('cancelled')) },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Workspaces: Cancelled' })).toBeVisible();
    await waitFor(async () => {
      const rows = bodyRows(await table(canvas));
      expect(rows).toHaveLength(50);
      for (const row of rows) expect(within(row).getByText('Cancelled')).toBeVisible();
    }, fleetReply);
  },
});

/** Searching by slug narrows the list to that workspace. */
export const Filtered = meta.story({
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await table(canvas);
    await userEvent.type(main.getByRole('searchbox', { name: 'Search workspaces' }), 'acme-media');
    await waitFor(async () => {
      const rows = bodyRows(main.getByRole('table', { name: 'Workspaces' }));
      expect(rows).toHaveLength(1);
      expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Acme Media' })).toBeVisible();
    }, fleetReply);
  },
});

/** A search nothing matches: the way back to every workspace. */
export const Empty = meta.story({
  parameters: { route: `${withBasename(href.adminWorkspaces())}?q=no-such-workspace-anywhere` },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('No workspaces match', {}, fleetReply)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Show every workspace' })).toBeVisible();
  },
});

/** A status the list does not know: said plainly, with a way to every workspace. */
export const UnknownStatus = meta.story({
  parameters: { route: withBasename(href.adminWorkspaces('sleeping')) },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('“sleeping” is not a workspace status')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Show every workspace' })).toBeVisible();
  },
});

/** Waiting for the first page. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the workspaces')).toBeInTheDocument();
  },
});

/** The server fails with its own words, with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The workspace index is rebuilding.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The workspaces could not be loaded');
    await expect(alert).toHaveTextContent('The workspace index is rebuilding.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Someone without the admin role (the app's guard normally sends them away): the server's refusal. */
export const Refused = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, fleetReply);
    await expect(alert).toHaveTextContent('Only admins can manage workspaces.');
  },
});
