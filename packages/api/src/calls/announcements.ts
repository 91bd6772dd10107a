import { AnnouncementInputSchema } from '../schemas/announcement';
import {
  AnnouncementListReplySchema,
  AnnouncementReplySchema,
  CustomerAnnouncementListReplySchema,
  CustomerAnnouncementReplySchema,
} from '../schemas/announcement-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, adminEntityPaths, readCall, workspaceEntityPaths, writeCall } from './call-kit';

const { all, one } = adminEntityPaths<number>('announcements');
const { all: workspaceAll, one: workspaceOne } = workspaceEntityPaths<number>('announcements');

/** Every announcement, drafts too, newest first; admins and founders only (403 for anyone else). */
export const listAdminAnnouncements = readCall(all('.json'), AnnouncementListReplySchema);

/** Creates a draft; customers see it once it is published. */
export const createAnnouncement = writeCall(
  all('/create.json'),
  AnnouncementInputSchema,
  AnnouncementReplySchema,
);

export const updateAnnouncement = writeCall(one('.json'), AnnouncementInputSchema, AnnouncementReplySchema);

export const publishAnnouncement = actionCall(one('/publish.json'), AnnouncementReplySchema);

/** Takes it off customers' lists; who has read it stays recorded. */
export const unpublishAnnouncement = actionCall(one('/unpublish.json'), AnnouncementReplySchema);

export const deleteAnnouncement = actionCall(one('/delete.json'), EnvelopeSchema);

/** The published announcements for the signed-in person, newest first, each with whether they have read it. */
export const listAnnouncements = readCall(workspaceAll('.json'), CustomerAnnouncementListReplySchema);

/** Records that the signed-in person read it (once: reading again counts nothing). */
export const markAnnouncementRead = actionCall(workspaceOne('/read.json'), CustomerAnnouncementReplySchema);
