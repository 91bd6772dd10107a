import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { stubClipboard } from '../../patterns/clipboard-stub';
import { getNeverAnswers } from '../account/mock-requests';
import { openTab, page, reply, section } from './settings-shared';
import { as, settingsMeta } from './workspace-settings-screen-shared';

const meta = preview.meta({ title: 'Screens/Settings/WorkspaceSettingsScreen/States', ...settingsMeta });

const writeText = fn(async (_text: string) => {});

/** Jane owns Acme Media: every section filled from the workspace, each with its own Save, and the danger zone. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const general = await section(canvas, 'General');
    await expect(general.getByLabelText(/^Workspace name/)).toHaveValue('Acme Media');
    await expect(general.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');
    await expect(await general.findByRole('button', { name: 'Save changes' }, reply)).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Processing',
      'Limits',
      'Billing details',
      'Danger zone',
    ]);
    // Sensitive fields are never shown, in any section.
    await expect(canvas.queryByLabelText(/secret|customer/i, { selector: '*' })).toBeNull();
  },
});

/** Processing: the four switches, the default stacks (deprecated ones marked) and spec §9's expiries. */
export const ProcessingTab = meta.story({
  play: async ({ canvas }) => {
    const processing = await openTab(canvas, 'Processing');
    await expect(processing.getByRole('switch', { name: 'Replay crashed assemblies' })).toBeChecked();
    await expect(processing.getByRole('switch', { name: 'Require signed requests' })).not.toBeChecked();
    await expect(processing.getByRole('combobox', { name: 'Default FFmpeg stack' })).toHaveTextContent(
      'v6.0.0',
    );
    await expect(processing.getByRole('combobox', { name: 'Keep assembly status' })).toHaveTextContent(
      '30 days',
    );
  },
});

/** Limits, with what the plan allows beside each. */
export const LimitsTab = meta.story({
  play: async ({ canvas }) => {
    const limits = await openTab(canvas, 'Limits');
    await expect(limits.getByLabelText('Assemblies a minute')).toHaveAccessibleDescription(
      /Your plan allows up to 60\./,
    );
    await expect(limits.getByLabelText('Assemblies at once')).toHaveAccessibleDescription(
      /Your plan runs up to 10 at once\./,
    );
  },
});

/** Billing details: the VAT hint follows the billing country from the Country entity. */
export const BillingTab = meta.story({
  play: async ({ canvas }) => {
    const billing = await openTab(canvas, 'Billing details');
    await expect(billing.getByRole('combobox', { name: 'Billing country' })).toHaveTextContent('Germany');
    await expect(billing.getByLabelText('VAT id')).toHaveAccessibleDescription(
      /19 % VAT .*Start it with DE\./,
    );
  },
});

/** The danger zone: what cancelling means, a reason and the address typed again. */
export const DangerZoneTab = meta.story({
  play: async ({ canvas }) => {
    const danger = await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await expect(danger.getByText('What happens next')).toBeVisible();
    await expect(danger.getByLabelText(/^Type acme-media to confirm/)).toHaveValue('');
    await expect(danger.getByRole('button', { name: 'Cancel workspace' })).toBeVisible();
  },
});

/** The slug is shown and copied as it is, since it is in every URL of the workspace. */
export const CopyAddress = meta.story({
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    const address = await section(canvas, 'Workspace address');
    await expect(address.getByText('acme-media')).toBeVisible();
    await userEvent.click(address.getByRole('button', { name: 'Copy address' }));
    await expect(writeText).toHaveBeenCalledWith('acme-media');
  },
});

/** Tom is a member: he reads the settings, disabled, without Save buttons, and cannot cancel. */
export const MemberReadOnly = meta.story({
  ...as('member'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You can read these settings', {}, reply)).toBeVisible();
    const general = await section(canvas, 'General');
    await expect(general.getByLabelText(/^Workspace name/)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Save/ })).toBeNull();
    await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await expect(canvas.getByText('Only an owner can cancel the workspace.')).toBeVisible();
  },
});

/** Priya is an admin of Initech Video: she changes the settings, but only an owner cancels. */
export const AdminCannotCancel = meta.story({
  ...as('admin'),
  play: async ({ canvas }) => {
    const general = await section(canvas, 'General');
    await expect(general.getByLabelText(/^Workspace name/)).toHaveValue('Initech Video');
    await expect(await general.findByRole('button', { name: 'Save changes' }, reply)).toBeEnabled();
    await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await expect(canvas.getByText('Only an owner can cancel the workspace.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel workspace' })).toBeNull();
  },
});

/** While the plan loads, the sections show their shape and the region says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/plan.json'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The server is down: the spec's network text and a way to try again. */
export const LoadError = meta.story({
  parameters: { scenario: 'serverDown', visual: { dark: true } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('could not be loaded');
    await expect(alert).toHaveTextContent(/Network error while doing a GET request to /);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
});
