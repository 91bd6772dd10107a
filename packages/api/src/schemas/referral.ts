import { z } from 'zod/mini';
import { MoneySchema, NonEmptyStringSchema, RowIdSchema } from './fields';

export const ReferralSchema = z.object({
  id: RowIdSchema,
  /** Such as 'email' or 'twitter'. */
  type: NonEmptyStringSchema,
  /** Free text set by the service. */
  status: z.string(),
  /** Null until the invited person signs up. */
  referred_account_id: z.nullable(RowIdSchema),
  invited_email: z.nullable(z.email()),
  /** Amount taken off the referred workspace's invoices, in its plan's currency. */
  discount: MoneySchema,
  twitter_username: z.nullable(NonEmptyStringSchema),
  tweet_text: z.nullable(NonEmptyStringSchema),
  /** Seen from the referring workspace (true) or the referred one (false). */
  is_referer: z.boolean(),
});
export type Referral = z.infer<typeof ReferralSchema>;
