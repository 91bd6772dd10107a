import { z } from 'zod/mini';
import { RowIdSchema, TimestampSchema } from './fields';

export const NewsletterSubscriberSchema = z.object({
  id: RowIdSchema,
  email: z.email(),
  /** Null when the address subscribed without an account. */
  user_id: z.nullable(RowIdSchema),
  /** The address confirmed the double opt-in e-mail. */
  confirmed: z.boolean(),
  subscribed_at: TimestampSchema,
  unsubscribed_at: z.nullable(TimestampSchema),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;
