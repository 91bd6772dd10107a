import { type CreditCard, errorMessage, formatMoney, type Invoice, useBillingActions } from '@console/api';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { useToast } from '../../primitives/toast';
import { brandName } from './payment-method';

export type PayInvoiceButtonProps = {
  slug: string;
  invoice: Invoice;
  /** The card it will be charged to, named in the question; null when the workspace has none on file. */
  card: CreditCard | null | undefined;
  size?: 'sm' | 'md';
};

/**
 * "Pay now" for an unpaid invoice: asks before charging the card, and keeps the dialog open with the payment
 * provider's words when the charge is declined. Paying refreshes the current user, so the unpaid-invoices banner
 * goes once nothing is left to pay.
 */
export function PayInvoiceButton({ slug, invoice, card, size = 'sm' }: PayInvoiceButtonProps) {
  const { payInvoice } = useBillingActions(slug);
  const { toast } = useToast();
  const total = formatMoney(invoice.total_fee, invoice.currency);
  return (
    <ConfirmDialog
      intent="primary"
      title={`Pay invoice ${invoice.number}?`}
      description={
        card
          ? `${total} is charged to the ${brandName(card.type)} card ending in ${card.preview_number.slice(-4)}.`
          : `${total} is charged to the card on file.`
      }
      confirmLabel={`Pay ${total}`}
      trigger={
        <Button size={size} aria-label={`Pay now: ${invoice.number}`}>
          Pay now
        </Button>
      }
      onConfirm={async () => {
        try {
          await payInvoice(invoice.id);
        } catch (error) {
          throw new Error(`The payment did not go through: ${errorMessage(error)}`);
        }
        toast({
          variant: 'success',
          title: `Invoice ${invoice.number} is paid`,
          description: `${total} was charged.`,
        });
      }}
    />
  );
}
