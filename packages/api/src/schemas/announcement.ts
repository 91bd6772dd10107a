import { z } from 'zod/mini';
import { CountSchema, NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';

export const AnnouncementSchema = z.object({
  id: RowIdSchema,
  title: NonEmptyStringSchema,
  /** Markdown; render it without raw HTML (docs/security.md). */
  body: NonEmptyStringSchema,
  /** How many users have read it. */
  read_count: CountSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** Marks one announcement as read by one user. */
export const AnnouncementReadSchema = z.object({
  announcement_id: RowIdSchema,
  user_id: RowIdSchema,
  created: TimestampSchema,
});
export type AnnouncementRead = z.infer<typeof AnnouncementReadSchema>;

/** Create and update an announcement (admin). */
export const AnnouncementInputSchema = z.pick(AnnouncementSchema, { title: true, body: true });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;
