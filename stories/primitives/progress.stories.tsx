import { Progress } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Progress',
  component: Progress,
  args: { value: 40, 'aria-label': 'Uploading harbour.mov' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'success', 'danger', 'neutral'] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

/** A progress bar with its value, and the value in words where a percentage says too little. */
export const WithValueInWords = meta.story({
  args: { value: 12, max: 40, getValueLabel: (value, max) => `${value} MB of ${max} MB` },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading harbour.mov' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 MB of 40 MB');
  },
});

/** Under way, finished, stopped by a failure, stopped on purpose. */
export const Tones = meta.story({
  render: () => (
    <div className="grid gap-4">
      <Progress aria-label="Under way" value={40} />
      <Progress aria-label="Finished" value={100} tone="success" />
      <Progress aria-label="Stalled" value={65} tone="danger" />
      <Progress aria-label="Cancelled" value={20} tone="neutral" />
    </div>
  ),
});

/** Of a whole nobody knows yet (a download without a size): the bar is full and pulses, with no value. */
export const UnknownWhole = meta.story({
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading harbour.mov' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
});
