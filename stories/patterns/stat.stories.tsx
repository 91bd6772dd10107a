import { Stat } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const GB = 1024 ** 3;

const meta = preview.meta({
  title: 'Patterns/Stat',
  component: Stat,
  args: { label: 'Assemblies this month', value: 18_432 },
  argTypes: {
    format: { control: 'inline-radio', options: ['number', 'bytes', 'percent'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

export const Playground = meta.story({});

export const WithDelta = meta.story({
  args: {
    delta: { value: '+12.5%', direction: 'up', sentiment: 'positive', period: 'vs. December' },
    hint: 'Counted in UTC; the month resets on Feb 1.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18,432')).toBeVisible();
    await expect(canvas.getByText('+12.5%')).toBeVisible();
  },
});

export const BadNewsGoingUp = meta.story({
  args: {
    label: 'Failed assemblies',
    value: 214,
    delta: { value: '+38', direction: 'up', sentiment: 'negative', period: 'vs. last week' },
  },
});

export const Unchanged = meta.story({
  args: {
    label: 'Active auth keys',
    value: 4,
    delta: { value: '0', direction: 'flat', period: 'since last month' },
  },
});

export const UsageAgainstLimit = meta.story({
  args: {
    label: 'Storage used',
    value: 12.4 * GB,
    format: 'bytes',
    limit: 50 * GB,
    framed: true,
  },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used against the limit' });
    await expect(meter).toHaveAttribute('aria-valuetext', '12.40 GB of 50 GB');
    await expect(meter).toHaveAttribute('data-state', 'normal');
  },
});

export const NearTheLimit = meta.story({
  args: {
    label: 'Encoding GB this month',
    value: 43.7 * GB,
    format: 'bytes',
    limit: 50 * GB,
    hint: 'Your plan includes 50 GB; more is billed at € 0.90 per GB.',
    framed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-state', 'warning');
  },
});

export const OverTheLimit = meta.story({
  args: {
    label: 'Encoding GB this month',
    value: 57.2 * GB,
    format: 'bytes',
    limit: 50 * GB,
    hint: 'Additional usage is billed on the next invoice.',
    framed: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-state', 'danger');
  },
});

export const Percent = meta.story({
  args: { label: 'Success rate', value: 0.9874, format: 'percent', size: 'lg' },
});

export const Dashboard = meta.story({
  render: () => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <Stat
        framed
        label="Assemblies this month"
        value={18_432}
        delta={{ value: '+12.5%', direction: 'up', sentiment: 'positive', period: 'vs. December' }}
      />
      <Stat
        framed
        label="Failed assemblies"
        value={214}
        delta={{ value: '−9%', direction: 'down', sentiment: 'positive', period: 'vs. December' }}
      />
      <Stat framed label="Encoding GB" value={43.7 * GB} format="bytes" limit={50 * GB} />
    </div>
  ),
});
