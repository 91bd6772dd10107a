import { z } from 'zod/mini';
import { IpAddressSchema, RowIdSchema, TimestampSchema } from './fields';

/**
 * A signed-in browser, for a "where you are logged in" list. Identified by a row id: the session
 * cookie's value is a credential and never leaves the server.
 */
export const SessionSchema = z.object({
  id: RowIdSchema,
  user_id: RowIdSchema,
  user_agent: z.string(),
  ip: z.nullable(IpAddressSchema),
  /** Whether this is the session making the request. */
  is_current: z.boolean(),
  created: TimestampSchema,
  last_seen: TimestampSchema,
  expires: TimestampSchema,
});
export type Session = z.infer<typeof SessionSchema>;
