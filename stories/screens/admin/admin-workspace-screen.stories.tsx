import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminWorkspaceScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  adminWorkspaceParameters,
  fleetReply,
  loaded,
  RoutedAdminWorkspace,
  withSession,
} from './admin-workspace-helpers';

const detailUrl = `${MOCK_API_BASE_URL}/admin/api/workspaces/:workspace.json`;

const meta = preview.meta({
  title: 'Screens/Admin/Workspace',
  component: AdminWorkspaceScreen,
  // The screen reads its workspace from the route (RoutedAdminWorkspace); the arg only satisfies its props.
  args: { adminWorkspace: 'acme-media' },
  render: () => <RoutedAdminWorkspace />,
  beforeEach: withSession,
  parameters: adminWorkspaceParameters('acme-media'),
});

/** A seeded workspace with everything an operator looks at, and its actions. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    for (const section of [
      'Profile and billing',
      'Plan and limits',
      'Sensitive fields',
      'Members',
      'API keys',
      'Invoices and credits',
      'Plan changes',
      'Admin activity',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Open the workspace' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/acme-media$/),
    );
    await expect(main.getByRole('table', { name: 'Members' })).toHaveTextContent('Jane');
    await expect(main.getByTestId('masked-secret_key')).toHaveTextContent(/^••••••••/);
  },
});

/** Revealing a masked field is an explicit action; the server records it, and the activity shows it. */
export const RevealField = meta.story({
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Reveal secret key' }));
    await waitFor(() => expect(main.getByTestId('masked-secret_key')).not.toHaveTextContent('•'), fleetReply);
    await expect(main.getByRole('button', { name: 'Copy secret key' })).toBeVisible();
    const activity = main.getByRole('table', { name: 'Admin activity' });
    await expect(await within(activity).findByText('Secret key', {}, fleetReply)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Hide' }));
    await expect(main.getByTestId('masked-secret_key')).toHaveTextContent(/^••••••••/);
  },
});

/** A cancelled workspace of the fleet, opened by id: its reason shows, and Restore replaces Cancel. */
export const Cancelled = meta.story({
  parameters: adminWorkspaceParameters('100076'),
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Cobaltlight Software');
    await expect(main.getByText('Cancel reason')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Restore' })).toBeVisible();
  },
});

/** A deleted workspace: read-only, no actions but its usage. */
export const Deleted = meta.story({
  parameters: adminWorkspaceParameters('greenbox-news'),
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Greenbox News');
    await expect(main.getByText('Deleted', { selector: 'dt, dt *' })).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Open the workspace' })).toBeNull();
    await expect(main.queryByRole('button', { name: 'Add credit' })).toBeNull();
  },
});

/** Waiting for the workspace. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(detailUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the workspace')).toBeInTheDocument();
  },
});

/** No workspace with this slug or id: the server's words. */
export const NotFound = meta.story({
  parameters: adminWorkspaceParameters('no-such-workspace'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, fleetReply);
    await expect(alert).toHaveTextContent('The workspace could not be loaded');
    await expect(alert).toHaveTextContent('There is no workspace with this slug or id.');
  },
});

/** The server fails: its words, with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(detailUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The billing database is not answering.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The billing database is not answering.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Someone without the admin role (the app's guard normally sends them away): the server's refusal. */
export const Refused = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only admins can manage workspaces.');
  },
});
