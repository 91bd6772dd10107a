import { z } from 'zod/mini';
import { AnnouncementSchema, CustomerAnnouncementSchema } from './announcement';
import { replyOf } from './envelope';
import { CountSchema } from './fields';

/** Every announcement, drafts too, newest first (admin). */
export const AnnouncementListReplySchema = replyOf({
  announcements: z.array(AnnouncementSchema),
});
export type AnnouncementListReply = z.infer<typeof AnnouncementListReplySchema>;

/** The reply of creating, updating, publishing and unpublishing an announcement (admin). */
export const AnnouncementReplySchema = replyOf({ announcement: AnnouncementSchema });
export type AnnouncementReply = z.infer<typeof AnnouncementReplySchema>;

/** The published announcements as the signed-in person sees them, newest first, and how many they have not read. */
export const CustomerAnnouncementListReplySchema = replyOf({
  announcements: z.array(CustomerAnnouncementSchema),
  unread_count: CountSchema,
});
export type CustomerAnnouncementListReply = z.infer<typeof CustomerAnnouncementListReplySchema>;

/** The reply of marking one announcement read: it, as the person now sees it. */
export const CustomerAnnouncementReplySchema = replyOf({
  announcement: CustomerAnnouncementSchema,
});
export type CustomerAnnouncementReply = z.infer<typeof CustomerAnnouncementReplySchema>;
