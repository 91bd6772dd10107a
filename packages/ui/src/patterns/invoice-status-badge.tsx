import { StatusBadge, type StatusBadgeProps } from '../primitives/badge';

type InvoiceState = {
  paid: boolean;
  /** Known in the admin area: a charge was tried and refused. */
  payment_failed?: boolean;
};

export type InvoicePaidState = 'paid' | 'payment-failed' | 'unpaid';

/**
 * Whether an invoice is paid, the one answer the badge and the document's payment lines both read: the invoice's
 * own flag, not its list of payments (an invoice marked paid by an authorisation code has no card payment).
 */
export function invoicePaidState(invoice: InvoiceState): InvoicePaidState {
  if (invoice.paid) return 'paid';
  return invoice.payment_failed === true ? 'payment-failed' : 'unpaid';
}

const STATUS: Record<InvoicePaidState, Pick<StatusBadgeProps, 'tone' | 'label'>> = {
  paid: { tone: 'success', label: 'Paid' },
  'payment-failed': { tone: 'danger', label: 'Payment failed' },
  unpaid: { tone: 'warning', label: 'Unpaid' },
};

/**
 * An invoice's state, read the same on the customer's billing page, the invoice itself and the admin lists: paid,
 * unpaid (amber: it asks for an action), or a payment that failed (red: something went wrong).
 */
export function invoiceStatus(invoice: InvoiceState): Pick<StatusBadgeProps, 'tone' | 'label'> {
  return STATUS[invoicePaidState(invoice)];
}

export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceState }) {
  return <StatusBadge {...invoiceStatus(invoice)} />;
}
