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

const meta = preview.meta({
  title: 'Screens/Admin/Workspace/Dialogs',
  component: AdminWorkspaceScreen,
  args: { adminWorkspace: 'acme-media' },
  render: () => <RoutedAdminWorkspace />,
  beforeEach: withSession,
  parameters: adminWorkspaceParameters('acme-media'),
});

const dialog = () => within(document.body).findByRole('dialog', {}, fleetReply);

/** Add a credit: it shows in the credits at once. */
export const AddCredit = meta.story({
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Add credit' }));
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText(/Amount/), '30');
    await userEvent.type(form.getByLabelText(/Note/), 'Outage');
    await userEvent.click(form.getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), fleetReply);
    await expect(within(main.getByRole('table', { name: 'Credits' })).getByText('Outage')).toBeVisible();
  },
});

/** Edit limits: a typo is refused beside its field, nothing typed is lost; without a reason nothing is saved. */
export const EditLimitsInvalid = meta.story({
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Edit limits' }));
    const form = within(await dialog());
    const rate = form.getByLabelText(/Assembly rate limit/);
    await userEvent.type(rate, 'fifty');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(
      form.getByText('Give a whole number above 0, or leave it empty for the plan’s limit.'),
    ).toBeVisible();
    await expect(form.getByText('Give a reason; it is recorded with the change.')).toBeVisible();
    await expect(rate).toHaveValue('fifty');
  },
});

/** Cancel asks for a reason, then the workspace shows as cancelled with Restore offered. */
export const CancelWorkspace = meta.story({
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Cancel workspace' }));
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Cancel Acme Media?' })).toBeVisible();
    await userEvent.type(form.getByLabelText(/Reason/), 'Owner asked');
    await userEvent.click(form.getByRole('button', { name: 'Cancel workspace' }));
    await expect(await main.findByRole('button', { name: 'Restore' }, fleetReply)).toBeVisible();
  },
});

/** Change plan: the choice and a reason; the plan change is listed. */
export const ChangePlan = meta.story({
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Change plan' }));
    const body = within(document.body);
    const form = within(await dialog());
    form.getByRole('combobox', { name: /Plan/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Pro' }));
    await userEvent.type(form.getByLabelText(/Reason/), 'Deal');
    await userEvent.click(form.getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), fleetReply);
    await expect(within(main.getByRole('table', { name: 'Plan changes' })).getByText('Deal')).toBeVisible();
  },
});

/** The server refuses a write: its words above the form, and the form keeps what was typed. */
export const WriteRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/admin/api/workspaces/:workspace/credits.json`, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Credits are frozen while the month is being invoiced.' } },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const main = await loaded(canvas, 'Acme Media');
    await userEvent.click(main.getByRole('button', { name: 'Add credit' }));
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText(/Amount/), '15');
    await userEvent.type(form.getByLabelText(/Note/), 'Refund');
    await userEvent.click(form.getByRole('button', { name: 'Add credit' }));
    await expect(await form.findByRole('alert', {}, fleetReply)).toHaveTextContent(
      'Credits are frozen while the month is being invoiced.',
    );
    await expect(form.getByLabelText(/Note/)).toHaveValue('Refund');
  },
});
