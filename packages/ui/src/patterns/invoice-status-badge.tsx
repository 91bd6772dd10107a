import { StatusBadge, type StatusBadgeProps } from '../primitives/badge';

type InvoiceState = {
  paid: boolean;
  /** Known in the admin area: a charge was tried and refused. */
  payment_failed?: boolean;
};

/**
 * An invoice's state, read the same on the customer's billing page, the invoice itself and the admin lists: paid,
 * unpaid (amber: it asks for an action), or a payment that failed (red: something went wrong).
 */
export function invoiceStatus(invoice: InvoiceState): Pick<StatusBadgeProps, 'tone' | 'label'> {
  if (invoice.paid) return { tone: 'success', label: 'Paid' };
  if (invoice.payment_failed === true) return { tone: 'danger', label: 'Payment failed' };
  return { tone: 'warning', label: 'Unpaid' };
}

export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceState }) {
  return <StatusBadge {...invoiceStatus(invoice)} />;
}
