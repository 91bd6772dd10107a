import { Badge, StatusBadge } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'eu-west-1' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Playground = meta.story({});

export const Tones = meta.story({
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Internal key</Badge>
      <Badge tone="primary">Pro plan</Badge>
      <Badge tone="success">Smart CDN</Badge>
      <Badge tone="warning">Plan limit at 92%</Badge>
      <Badge tone="danger">Bill limit reached</Badge>
      <Badge tone="info">Beta</Badge>
    </div>
  ),
});

export const Sizes = meta.story({
  render: () => (
    <div className="flex items-center gap-2">
      <Badge size="sm" tone="primary">
        Pro plan
      </Badge>
      <Badge size="md" tone="primary">
        Pro plan
      </Badge>
    </div>
  ),
});

/** States that are not assemblies' (those have AssemblyStatusBadge): each tone with its icon and word. */
export const GenericStatuses = meta.story({
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone="success" label="Paid" />
      <StatusBadge tone="danger" label="Unpaid" />
      <StatusBadge tone="warning" label="Expires in 3 days" />
      <StatusBadge tone="success" label="Active" />
      <StatusBadge tone="neutral" label="Revoked" />
      <StatusBadge tone="primary" label="Owner" />
    </div>
  ),
  play: async ({ canvas }) => {
    const paid = canvas.getByText('Paid');
    await expect(paid).toHaveAttribute('data-tone', 'success');
    await expect(paid.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByText('Unpaid')).toHaveAttribute('data-tone', 'danger');
  },
});
