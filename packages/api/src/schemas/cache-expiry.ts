import { z } from 'zod/mini';
import { NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

/** Tells the service's caches to drop an entry, such as a workspace's plan after a plan change. */
export const CacheExpirySchema = z.object({
  id: RowIdSchema,
  cache_key: NonEmptyStringSchema,
  /** Entries cached before this instant are stale. */
  expires: TimestampSchema,
  created: TimestampSchema,
});
export type CacheExpiry = z.infer<typeof CacheExpirySchema>;
