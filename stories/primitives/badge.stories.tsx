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

export const AssemblyStatuses = meta.story({
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="ASSEMBLY_COMPLETED" />
      <StatusBadge status="ASSEMBLY_UPLOADING" />
      <StatusBadge status="ASSEMBLY_EXECUTING" />
      <StatusBadge status="ASSEMBLY_REPLAYING" />
      <StatusBadge status="ASSEMBLY_CANCELED" />
      <StatusBadge status="REQUEST_ABORTED" />
      <StatusBadge status="ASSEMBLY_CRASHED" />
      <StatusBadge status="INVALID_SIGNATURE" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed').closest('[data-slot=status-badge]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(canvas.getByText('Executing').closest('[data-slot=status-badge]')).toHaveAttribute(
      'data-tone',
      'info',
    );
    await expect(canvas.getByText('Canceled').closest('[data-slot=status-badge]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    await expect(canvas.getByText('ASSEMBLY_CRASHED').closest('[data-slot=status-badge]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(canvas.getByText('INVALID_SIGNATURE')).toBeVisible();
  },
});

export const RunningPulse = meta.story({
  render: () => <StatusBadge status="ASSEMBLY_EXECUTING" />,
  play: async ({ canvasElement }) => {
    // Storybook and tests run with motion off, so the dot must stand still for screenshots.
    const dot = canvasElement.querySelector('[data-slot=status-badge] > span[aria-hidden=true]');
    if (!(dot instanceof HTMLElement)) throw new Error('The running dot is missing');
    await expect(getComputedStyle(dot).animationName).toBe('none');
  },
});

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
});
