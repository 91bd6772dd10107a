import { WORKSPACE_SETTINGS_MESSAGES } from '@console/api';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { openTab, reply } from './settings-shared';
import { settingsMeta } from './workspace-settings-screen-shared';

const meta = preview.meta({ title: 'Screens/Settings/WorkspaceSettingsScreen/Cancel', ...settingsMeta });

/** The address typed wrong: the server's words beside the field, the reason kept. */
export const ConfirmMismatch = meta.story({
  play: async ({ canvas }) => {
    const danger = await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await userEvent.type(danger.getByLabelText(/^Why are you cancelling/), 'We moved to a new company.');
    await userEvent.type(danger.getByLabelText(/^Type acme-media to confirm/), 'acme');
    await userEvent.click(await danger.findByRole('button', { name: 'Cancel workspace' }, reply));
    await expect(
      await danger.findByText(WORKSPACE_SETTINGS_MESSAGES.confirmMismatch('acme-media'), {}, reply),
    ).toBeVisible();
    await expect(danger.getByLabelText(/^Why are you cancelling/)).toHaveValue('We moved to a new company.');
  },
});

/** No reason: asked for beside the field, nothing sent. */
export const ReasonMissing = meta.story({
  play: async ({ canvas }) => {
    const danger = await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await userEvent.click(await danger.findByRole('button', { name: 'Cancel workspace' }, reply));
    await expect(await danger.findByText(WORKSPACE_SETTINGS_MESSAGES.reasonMissing)).toBeVisible();
  },
});

/** Cancelled: the app is told in the server's words, before the workspace data is refreshed. */
export const Cancelled = meta.story({
  play: async ({ canvas, args }) => {
    const danger = await openTab(canvas, 'Danger zone', 'Cancel the workspace');
    await userEvent.type(danger.getByLabelText(/^Why are you cancelling/), 'We moved to a new company.');
    await userEvent.type(danger.getByLabelText(/^Type acme-media to confirm/), 'acme-media');
    await userEvent.click(await danger.findByRole('button', { name: 'Cancel workspace' }, reply));
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledWith('“Acme Media” is cancelled.'), reply);
  },
});
