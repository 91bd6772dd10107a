import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminWorkspaceUsageScreen, href, patterns, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { useParams } from 'react-router';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const usageUrl = `${MOCK_API_BASE_URL}/admin/api/workspaces/:workspace/usage.json`;
const reply = { timeout: 10_000 };

function Routed() {
  const { adminWorkspace = '' } = useParams();
  return <AdminWorkspaceUsageScreen adminWorkspace={adminWorkspace} />;
}

const meta = preview.meta({
  title: 'Screens/Admin/Workspace usage',
  component: AdminWorkspaceUsageScreen,
  args: { adminWorkspace: 'globex-studio' },
  render: () => <Routed />,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminWorkspaceUsage('globex-studio')),
    path: withBasename(patterns.adminWorkspaceUsage),
  },
});

/** Twelve months as a chart, the robots' totals and the CSV. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Usage of Globex Studio' }, reply),
    ).toBeVisible();
    const chart = await main.findByRole('figure', { name: /Processed data/ }, reply);
    await expect(within(chart).getAllByRole('row')).toHaveLength(13);
    await expect(main.getByRole('table', { name: 'Usage by robot' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
});

/** Waiting for the usage. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(usageUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the usage')).toBeInTheDocument();
  },
});

/** No usage at all in the twelve months. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(usageUrl, () =>
        HttpResponse.json({
          meta: { status: 'ok' },
          workspace: { id: 5, name: 'Quiet Labs', slug: 'quiet-labs' },
          months: [{ month: '2025-12', bytes: 0, assemblies: 0, robots: [] }],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No usage in these twelve months', {}, reply)).toBeVisible();
  },
});

/** The server fails: its words and a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(usageUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Usage is being recounted.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The usage could not be loaded');
    await expect(alert).toHaveTextContent('Usage is being recounted.');
  },
});

/** Someone without the admin role: the server's refusal. */
export const Refused = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only admins can manage workspaces.');
  },
});
