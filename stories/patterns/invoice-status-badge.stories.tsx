import { InvoiceStatusBadge } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Patterns/InvoiceStatusBadge',
  component: InvoiceStatusBadge,
});

/** The three states side by side, as billing, the invoice page and the admin lists show them. */
export const EveryState = meta.story({
  render: () => (
    <div className="flex flex-wrap gap-3">
      <InvoiceStatusBadge invoice={{ paid: true }} />
      <InvoiceStatusBadge invoice={{ paid: false }} />
      <InvoiceStatusBadge invoice={{ paid: false, payment_failed: true }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Unpaid').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Payment failed').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
});
