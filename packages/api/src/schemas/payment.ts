import { z } from 'zod/mini';
import { CurrencySchema, MoneySchema, NonEmptyStringSchema, RowIdSchema } from './fields';

/** One attempt to collect an invoice. */
export const PaymentSchema = z.object({
  id: RowIdSchema,
  invoice_id: RowIdSchema,
  /** Null for bank transfers. */
  credit_card_id: z.nullable(RowIdSchema),
  amount: MoneySchema,
  currency: CurrencySchema,
  success: z.boolean(),
  /** The provider's decline or failure message; null on success. */
  error: z.nullable(NonEmptyStringSchema),
  /** The provider's reply as text, for admins investigating a failed charge. */
  response: z.nullable(z.string()),
  payment_provider: NonEmptyStringSchema,
  payment_intent_id: z.nullable(NonEmptyStringSchema),
});
export type Payment = z.infer<typeof PaymentSchema>;
