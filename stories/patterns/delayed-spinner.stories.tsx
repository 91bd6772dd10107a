import { DelayedSpinner, TimersProvider } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { loadManualTimers, manualTimersOf } from './manual-timers';

const meta = preview.meta({
  title: 'Patterns/DelayedSpinner',
  component: DelayedSpinner,
  // Stories show the spinner at once; AppearsAfterDelay covers the default delay with a clock it moves itself.
  args: { delayMs: 0, label: 'Loading' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    placement: { control: 'inline-radio', options: ['inline', 'centered'] },
  },
});

export const Playground = meta.story({});

export const WithLabel = meta.story({
  args: { label: 'Loading templates', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading templates' })).toBeVisible();
    await expect(canvas.getByText('Loading templates')).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div className="flex items-center gap-6">
      <DelayedSpinner {...args} size="sm" label="Loading assemblies" />
      <DelayedSpinner {...args} size="md" label="Loading invoices" />
      <DelayedSpinner {...args} size="lg" label="Loading workspace" />
    </div>
  ),
});

export const Centered = meta.story({
  args: { placement: 'centered', size: 'lg', label: 'Loading workspace', showLabel: true },
});

/**
 * With the default delay (spec: about 400 ms) a quick load shows nothing and a slow one shows the spinner. The
 * story's clock only moves when the play function moves it, so the docs page, which runs no play function, shows
 * the blank first 400 ms.
 */
export const AppearsAfterDelay = meta.story({
  args: { delayMs: undefined, label: 'Loading workspace', showLabel: true },
  loaders: [loadManualTimers],
  render: (args, { loaded }) => (
    <TimersProvider timers={manualTimersOf(loaded)}>
      <DelayedSpinner {...args} />
    </TimersProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const clock = manualTimersOf(loaded);
    await expect(canvas.queryByRole('status')).toBeNull();
    await clock.armed();
    clock.advance(300);
    await expect(canvas.queryByRole('status')).toBeNull();
    clock.advance(200);
    await expect(canvas.getByRole('status', { name: 'Loading workspace' })).toBeVisible();
  },
});
