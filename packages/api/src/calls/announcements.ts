import { AnnouncementInputSchema } from '../schemas/announcement';
import {
  AnnouncementListReplySchema,
  AnnouncementReplySchema,
  CustomerAnnouncementListReplySchema,
  CustomerAnnouncementReplySchema,
} from '../schemas/announcement-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, readCall, writeCall } from './call-kit';

const segment = encodeURIComponent;
const admin = '/admin/api/announcements';
const one = (id: number) => `${admin}/${segment(id)}`;

/** Every announcement, drafts too, newest first; admins and founders only (403 for anyone else). */
export const listAdminAnnouncements = readCall(() => `${admin}.json`, AnnouncementListReplySchema);

/** Creates a draft; customers see it once it is published. */
export const createAnnouncement = writeCall(
  () => `${admin}/create.json`,
  AnnouncementInputSchema,
  AnnouncementReplySchema,
);

export const updateAnnouncement = writeCall(
  (id: number) => `${one(id)}.json`,
  AnnouncementInputSchema,
  AnnouncementReplySchema,
);

export const publishAnnouncement = actionCall(
  (id: number) => `${one(id)}/publish.json`,
  AnnouncementReplySchema,
);

/** Takes it off customers' lists; who has read it stays recorded. */
export const unpublishAnnouncement = actionCall(
  (id: number) => `${one(id)}/unpublish.json`,
  AnnouncementReplySchema,
);

export const deleteAnnouncement = actionCall((id: number) => `${one(id)}/delete.json`, EnvelopeSchema);

/** The published announcements for the signed-in person, newest first, each with whether they have read it. */
export const listAnnouncements = readCall(
  (slug: string) => `/${segment(slug)}/api/announcements.json`,
  CustomerAnnouncementListReplySchema,
);

/** Records that the signed-in person read it (once: reading again counts nothing). */
export const markAnnouncementRead = actionCall(
  (slug: string, id: number) => `/${segment(slug)}/api/announcements/${segment(id)}/read.json`,
  CustomerAnnouncementReplySchema,
);
