import { getCurrentUser, WORKSPACE_ROLE_MESSAGES, WORKSPACE_SETTINGS_MESSAGES } from '@console/api';
import type { MockBackend } from '@console/mock-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { openTab, page, personaBackend, reply, section } from './settings-shared';
import { as, settingsMeta } from './workspace-settings-screen-shared';

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const meta = preview.meta({ title: 'Screens/Settings/WorkspaceSettingsScreen/Saving', ...settingsMeta });

/** A save shows a toast; the form then holds what is stored, with nothing left unsaved. */
export const SaveGeneral = meta.story({
  play: async ({ canvas }) => {
    const general = await section(canvas, 'General');
    const name = general.getByLabelText(/^Workspace name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Media Group');
    await expect(await canvas.findByRole('tab', { name: /^General.*unsaved changes$/ })).toBeVisible();
    await userEvent.click(await general.findByRole('button', { name: 'Save changes' }, reply));
    await expect(await page.findByText('General saved', {}, reply)).toBeVisible();
    await expect(name).toHaveValue('Acme Media Group');
    await expect(await canvas.findByRole('tab', { name: 'General' })).toBeVisible();
  },
});

/** Bad input is refused beside its field, before anything is sent. */
export const InvalidInput = meta.story({
  play: async ({ canvas }) => {
    const general = await section(canvas, 'General');
    await userEvent.clear(general.getByLabelText(/^Workspace name/));
    await userEvent.type(general.getByLabelText(/^Linkback URL/), 'acme.example');
    await userEvent.click(await general.findByRole('button', { name: 'Save changes' }, reply));
    await waitFor(() =>
      expect(general.getByLabelText(/^Workspace name/)).toHaveAccessibleDescription(
        new RegExp(WORKSPACE_SETTINGS_MESSAGES.nameMissing),
      ),
    );
    await expect(general.getByLabelText(/^Linkback URL/)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(WORKSPACE_SETTINGS_MESSAGES.linkbackInvalid)),
    );
    // A short form says it beside each field only: no summary of the same messages above it.
    await expect(general.queryByRole('link', { name: WORKSPACE_SETTINGS_MESSAGES.nameMissing })).toBeNull();
    await waitFor(() => expect(general.getByLabelText(/^Workspace name/)).toHaveFocus());
  },
});

/** The server refuses a limit above the plan: its words beside the field, and what was typed stays. */
export const LimitAbovePlan = meta.story({
  play: async ({ canvas }) => {
    const limits = await openTab(canvas, 'Limits');
    await userEvent.type(limits.getByLabelText('Assemblies a minute'), '61');
    await userEvent.click(await limits.findByRole('button', { name: 'Save changes' }, reply));
    await expect(
      await limits.findByText(WORKSPACE_SETTINGS_MESSAGES.limitAbovePlan(60), {}, reply),
    ).toBeVisible();
    await expect(limits.getByLabelText('Assemblies a minute')).toHaveValue('61');
    await expect(limits.getByLabelText('Assemblies a minute')).toHaveAttribute('aria-invalid', 'true');
  },
});

/** An EU billing country checks the VAT id through the Country entity's is_eu. */
export const VatIdInvalid = meta.story({
  play: async ({ canvas }) => {
    const billing = await openTab(canvas, 'Billing details');
    await userEvent.type(billing.getByLabelText('VAT id'), 'FR123');
    await userEvent.click(await billing.findByRole('button', { name: 'Save changes' }, reply));
    await expect(await billing.findByText(WORKSPACE_SETTINGS_MESSAGES.vatIdWrongCountry('DE'))).toBeVisible();
    await expect(billing.getByLabelText('VAT id')).toHaveValue('FR123');
  },
});

let demoted: MockBackend | null = null;

/** Priya was made a member while the page was open: her save gets the server's refusal, and her edit stays. */
export const RefusedForMember = meta.story({
  ...as('admin'),
  async beforeEach({ msw }) {
    const { backend, handlers } = personaBackend('admin');
    demoted = backend;
    msw.use(...handlers);
    await getCurrentUser();
  },
  play: async ({ canvas }) => {
    const general = await section(canvas, 'General');
    // Once the page knows she is an admin (its Save is there), the server changes its mind.
    await general.findByRole('button', { name: 'Save changes' }, reply);
    const priya = demoted?.state.memberships.find(
      (m) => m.workspace.slug === 'initech-video' && m.role === 'admin',
    );
    if (priya) priya.role = 'member';
    await userEvent.type(general.getByLabelText(/^Company/), ' LLC');
    await userEvent.click(await general.findByRole('button', { name: 'Save changes' }, reply));
    const alert = await general.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent(WORKSPACE_ROLE_MESSAGES.editSettings);
    await expect(general.getByLabelText(/^Company/)).toHaveValue('Initech Video LLC');
  },
});

/** Leaving with unsaved changes asks first, naming the sections that have them. */
export const UnsavedChangesGuard = meta.story({
  play: async ({ canvas }) => {
    const general = await section(canvas, 'General');
    await userEvent.type(general.getByLabelText(/^Company/), ' GmbH');
    const limits = await openTab(canvas, 'Limits');
    await userEvent.type(limits.getByLabelText('Assemblies at once'), '4');
    await userEvent.click(canvas.getByRole('link', { name: 'account settings' }));
    const dialog = await page.findByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toHaveTextContent('Your changes to General and Limits have not been saved.');
    await expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeVisible();
  },
});
