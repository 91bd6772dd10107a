import { z } from 'zod/mini';
import { NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

/** A workspace moving from one plan to another. */
export const PlanChangeSchema = z.object({
  id: RowIdSchema,
  account_id: RowIdSchema,
  /** Such as 'upgrade' or 'downgrade'; the spec does not list the types, so any name is accepted. */
  type: NonEmptyStringSchema,
  /** Null for a workspace's first plan. */
  old_plan_id: z.nullable(RowIdSchema),
  new_plan_id: RowIdSchema,
  reason: z.nullable(z.string()),
  created: TimestampSchema,
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;
