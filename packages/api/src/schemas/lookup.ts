import { z } from 'zod/mini';
import { NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

/** A tracked visit through a marketing or referral link, tied to a workspace once it signs up. */
export const LookupSchema = z.object({
  id: RowIdSchema,
  /** Where the link was placed, such as a partner or a campaign name. */
  from: z.nullable(NonEmptyStringSchema),
  referer: z.nullable(NonEmptyStringSchema),
  account_id: z.nullable(RowIdSchema),
  /** Search query that led to the visit. */
  q: z.nullable(z.string()),
  /** Channel, such as 'ads' or 'social'. */
  chan: z.nullable(NonEmptyStringSchema),
  /** Path the link pointed at. */
  target: NonEmptyStringSchema,
  created: TimestampSchema,
  modified: TimestampSchema,
  deleted: z.nullable(TimestampSchema),
});
export type Lookup = z.infer<typeof LookupSchema>;
