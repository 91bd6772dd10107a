import { request } from '../client';
import { type AnnouncementInput, AnnouncementInputSchema } from '../schemas/announcement';
import {
  AnnouncementListReplySchema,
  AnnouncementReplySchema,
  CustomerAnnouncementListReplySchema,
  CustomerAnnouncementReplySchema,
} from '../schemas/announcement-calls';
import { EnvelopeSchema } from '../schemas/envelope';

const segment = encodeURIComponent;
const admin = '/admin/api/announcements';

/** Every announcement, drafts too, newest first; admins and founders only (403 for anyone else). */
export const listAdminAnnouncements = () =>
  request({ path: `${admin}.json`, responseSchema: AnnouncementListReplySchema });

/** Creates a draft; customers see it once it is published. */
export const createAnnouncement = (body: AnnouncementInput) =>
  request({
    path: `${admin}/create.json`,
    method: 'POST',
    body,
    requestSchema: AnnouncementInputSchema,
    responseSchema: AnnouncementReplySchema,
  });

export const updateAnnouncement = (id: number, body: AnnouncementInput) =>
  request({
    path: `${admin}/${segment(id)}.json`,
    method: 'POST',
    body,
    requestSchema: AnnouncementInputSchema,
    responseSchema: AnnouncementReplySchema,
  });

export const publishAnnouncement = (id: number) =>
  request({
    path: `${admin}/${segment(id)}/publish.json`,
    method: 'POST',
    responseSchema: AnnouncementReplySchema,
  });

/** Takes it off customers' lists; who has read it stays recorded. */
export const unpublishAnnouncement = (id: number) =>
  request({
    path: `${admin}/${segment(id)}/unpublish.json`,
    method: 'POST',
    responseSchema: AnnouncementReplySchema,
  });

export const deleteAnnouncement = (id: number) =>
  request({ path: `${admin}/${segment(id)}/delete.json`, method: 'POST', responseSchema: EnvelopeSchema });

/** The published announcements for the signed-in person, newest first, each with whether they have read it. */
export const listAnnouncements = (slug: string) =>
  request({
    path: `/${segment(slug)}/api/announcements.json`,
    responseSchema: CustomerAnnouncementListReplySchema,
  });

/** Records that the signed-in person read it (once: reading again counts nothing). */
export const markAnnouncementRead = (slug: string, id: number) =>
  request({
    path: `/${segment(slug)}/api/announcements/${segment(id)}/read.json`,
    method: 'POST',
    responseSchema: CustomerAnnouncementReplySchema,
  });
