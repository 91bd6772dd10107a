import { z } from 'zod/mini';
import { CurrencySchema, RowIdSchema } from './fields';

/** Money owed to a workspace, deducted from a later invoice. */
export const CreditSchema = z.object({
  id: RowIdSchema,
  account_id: RowIdSchema,
  /** The invoice it was deducted from; null while still open. */
  invoice_id: z.nullable(RowIdSchema),
  amount: z.number().check(z.positive()),
  currency: CurrencySchema,
  note: z.string(),
});
export type Credit = z.infer<typeof CreditSchema>;
