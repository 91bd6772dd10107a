import { z } from 'zod/mini';
import { CountSchema, NonEmptyStringSchema, RegionSchema, RowIdSchema, TimestampSchema } from './fields';

/** A health check of one Companion server (the service that imports files from Dropbox, Google Drive, …). */
export const CompanionPingSchema = z.object({
  id: RowIdSchema,
  hostname: NonEmptyStringSchema,
  region: RegionSchema,
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  ok: z.boolean(),
  response_time_ms: CountSchema,
  created: TimestampSchema,
});
export type CompanionPing = z.infer<typeof CompanionPingSchema>;
