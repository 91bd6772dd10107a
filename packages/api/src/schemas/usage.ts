import { z } from 'zod/mini';
import { CountSchema, MonthSchema, NonEmptyStringSchema, RegionSchema, RobotSchema } from './fields';

/** One robot's traffic in one month and region: the rows behind the usage page and invoices. */
export const UsageSchema = z.object({
  robot: RobotSchema,
  /** Multiplier applied to the bytes when billing, such as 1 or 0.5. */
  robot_factor: z.number().check(z.nonnegative()),
  bytes_in: CountSchema,
  bytes_out: CountSchema,
  /** Not billed. */
  free: z.boolean(),
  /** Ran in the discounted batch queue. */
  discount_queue: z.boolean(),
  /** Imported or exported over HTTPS. */
  https: z.boolean(),
  month: MonthSchema,
  region: RegionSchema,
  tags: z.array(NonEmptyStringSchema),
});
export type Usage = z.infer<typeof UsageSchema>;
