import { z } from 'zod/mini';
import { RowIdSchema, TimestampSchema } from './fields';

export const ONE_TIME_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'two_factor'] as const;

/**
 * A password-reset, e-mail-verification or second-factor token, as admins see it. The token value is
 * deliberately absent: it only ever travels in the e-mail or link, never to the console.
 */
export const OneTimeTokenSchema = z.object({
  id: RowIdSchema,
  user_id: RowIdSchema,
  purpose: z.enum(ONE_TIME_TOKEN_PURPOSES),
  expires: TimestampSchema,
  /** Null while unused; a token works once. */
  used_at: z.nullable(TimestampSchema),
  created: TimestampSchema,
});
export type OneTimeToken = z.infer<typeof OneTimeTokenSchema>;
