import { AuthKeySecretScreen, href, patterns, SECRET_VISIBLE_MS, TimersProvider } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { loadManualTimers, manualTimersOf } from '../../patterns/manual-timers';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** Acme's "Production uploads" key (id 1) can still show its secret; "Staging" (id 2) showed it already. */
const meta = preview.meta({
  title: 'Screens/Credentials/AuthKeySecretScreen',
  component: AuthKeySecretScreen,
  parameters: routeOf(href.authKeySecret('acme-media', 1), patterns.authKeySecret),
  args: { workspace: 'acme-media', credentialId: '1' },
  beforeEach: withSession,
  loaders: [loadManualTimers],
  render: (args, { loaded }) => (
    <TimersProvider timers={manualTimersOf(loaded)}>
      <AuthKeySecretScreen {...args} />
    </TimersProvider>
  ),
});

/** Before the one showing: a warning that it happens once, and the button that shows it. */
export const ReadyToShow = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The secret is shown only once', {}, reply)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show secret' })).toBeEnabled();
  },
});

/** Shown: the secret with copy and a .env download, and a warning that it will not be shown again. */
export const SecretShown = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show secret' }, reply));
    await expect(await canvas.findByText('Copy it now: it will not be shown again', {}, reply)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download as .env' })).toBeVisible();
    await expect(canvas.getByText(/^[0-9a-f]{40}$/)).toBeVisible();
  },
});

/** After the timeout the secret is gone from the page, and the key says it can no longer be shown. */
export const HiddenAfterTimeout = meta.story({
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show secret' }, reply));
    await canvas.findByText(/^[0-9a-f]{40}$/, {}, reply);
    const clock = manualTimersOf(loaded);
    await clock.armed();
    clock.advance(SECRET_VISIBLE_MS);
    await expect(canvas.queryByText(/^[0-9a-f]{40}$/)).toBeNull();
    await expect(await canvas.findByText('This secret can no longer be shown', {}, reply)).toBeVisible();
  },
});

/** A key whose secret was shown before: only the way to a new one, by rotating. */
export const SecretGone = meta.story({
  args: { credentialId: '2' },
  parameters: routeOf(href.authKeySecret('acme-media', 2), patterns.authKeySecret),
  play: async ({ canvas }) => {
    const banner = (await canvas.findByText('This secret can no longer be shown', {}, reply)).closest(
      '[role]',
    );
    await expect(
      within(banner as HTMLElement).getByRole('link', { name: 'Rotate the secret' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show secret' })).toBeNull();
  },
});
