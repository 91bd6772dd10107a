import { z } from 'zod/mini';
import { CountSchema, RegionSchema, TimestampSchema } from './fields';

/** Priority jobs run as soon as a slot is free; batch jobs wait for cheaper capacity. */
export const QUEUE_NAMES = ['priority', 'batch'] as const;

/** A snapshot of one job queue in one region, for the ops page. */
export const QueueStatisticsSchema = z.object({
  region: RegionSchema,
  queue: z.enum(QUEUE_NAMES),
  waiting_count: CountSchema,
  running_count: CountSchema,
  /** How long the oldest waiting job has waited. */
  max_wait_ms: CountSchema,
  avg_wait_ms: CountSchema,
  measured_at: TimestampSchema,
});
export type QueueStatistics = z.infer<typeof QueueStatisticsSchema>;
