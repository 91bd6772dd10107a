import { z } from 'zod/mini';
import { CountSchema, NonEmptyStringSchema, RowIdSchema, TimestampSchema } from './fields';
import { requiredText, sameFor } from './inputs';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

/** What the announcement calls and forms say when they refuse something. */
export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Give the announcement a title.',
  titleTooLong: `Keep the title to ${ANNOUNCEMENT_TITLE_MAX} characters.`,
  bodyRequired: 'Write what the announcement says.',
  bodyTooLong: `Keep the text to ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en-US')} characters.`,
  notFound: 'This announcement does not exist (any more).',
  forbidden: 'Only admins can manage announcements.',
} as const;

export const AnnouncementSchema = z.object({
  id: RowIdSchema,
  title: NonEmptyStringSchema,
  /** Markdown; render it without raw HTML (docs/security.md). */
  body: NonEmptyStringSchema,
  /** How many users have read it. */
  read_count: CountSchema,
  created: TimestampSchema,
  /** When customers started to see it; null while it is a draft (or after it was unpublished). */
  published: z.nullable(TimestampSchema),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** Marks one announcement as read by one user. */
export const AnnouncementReadSchema = z.object({
  announcement_id: RowIdSchema,
  user_id: RowIdSchema,
  created: TimestampSchema,
});
export type AnnouncementRead = z.infer<typeof AnnouncementReadSchema>;

/** Create and update an announcement (admin); both fields are trimmed before they are checked. */
export const AnnouncementInputSchema = z.object({
  title: requiredText(sameFor(ANNOUNCEMENT_MESSAGES.titleRequired), { trim: true }).check(
    z.maxLength(ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGES.titleTooLong),
  ),
  body: requiredText(sameFor(ANNOUNCEMENT_MESSAGES.bodyRequired), { trim: true }).check(
    z.maxLength(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  ),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

/** An announcement as a customer sees it: published, with whether they have read it. */
export const CustomerAnnouncementSchema = z.object({
  id: RowIdSchema,
  title: NonEmptyStringSchema,
  body: NonEmptyStringSchema,
  published: TimestampSchema,
  read: z.boolean(),
});
export type CustomerAnnouncement = z.infer<typeof CustomerAnnouncementSchema>;
