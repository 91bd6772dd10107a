import { type Payment, PaymentSchema } from '@console/api';
import { buildInvoice } from './invoice';
import { hexId } from './seed';

/** A card charge for buildInvoice's invoice with the same seq; every fourth attempt was declined. */
export function buildPayment(overrides: Partial<Payment> = {}, seq = 1): Payment {
  const invoice = buildInvoice({}, seq);
  const success = seq % 4 !== 0;
  const defaults: Payment = {
    id: seq,
    invoice_id: invoice.id,
    credit_card_id: 1,
    amount: invoice.total_fee,
    currency: invoice.currency,
    success,
    error: success ? null : 'Your card has insufficient funds.',
    response: success
      ? '{"status":"succeeded"}'
      : '{"status":"requires_payment_method","decline_code":"insufficient_funds"}',
    payment_provider: 'stripe',
    payment_intent_id: `pi_${hexId('payment-intent', seq).slice(0, 24)}`,
  };
  return PaymentSchema.parse({ ...defaults, ...overrides });
}
