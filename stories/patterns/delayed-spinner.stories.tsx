import { DelayedSpinner } from '@console/ui';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Patterns/DelayedSpinner',
  component: DelayedSpinner,
  // Stories show the spinner at once; the 400 ms default delay is covered by tests/ui/delayed-spinner.browser.test.tsx.
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

export const AppearsAfterDelay = meta.story({
  args: { delayMs: 400, label: 'Loading workspace', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading workspace' })).toBeVisible());
  },
});
