import { z } from 'zod/mini';
import { AnnouncementSchema, CustomerAnnouncementSchema } from './announcement';
import { MetaSchema } from './envelope';
import { CountSchema } from './fields';

/** Every announcement, drafts too, newest first (admin). */
export const AnnouncementListReplySchema = z.object({
  meta: MetaSchema,
  announcements: z.array(AnnouncementSchema),
});
export type AnnouncementListReply = z.infer<typeof AnnouncementListReplySchema>;

/** The reply of creating, updating, publishing and unpublishing an announcement (admin). */
export const AnnouncementReplySchema = z.object({ meta: MetaSchema, announcement: AnnouncementSchema });
export type AnnouncementReply = z.infer<typeof AnnouncementReplySchema>;

/** The published announcements as the signed-in person sees them, newest first, and how many they have not read. */
export const CustomerAnnouncementListReplySchema = z.object({
  meta: MetaSchema,
  announcements: z.array(CustomerAnnouncementSchema),
  unread_count: CountSchema,
});
export type CustomerAnnouncementListReply = z.infer<typeof CustomerAnnouncementListReplySchema>;

/** The reply of marking one announcement read: it, as the person now sees it. */
export const CustomerAnnouncementReplySchema = z.object({
  meta: MetaSchema,
  announcement: CustomerAnnouncementSchema,
});
export type CustomerAnnouncementReply = z.infer<typeof CustomerAnnouncementReplySchema>;
