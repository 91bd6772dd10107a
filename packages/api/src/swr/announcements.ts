import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  listAnnouncements,
  markAnnouncementRead,
  publishAnnouncement,
  unpublishAnnouncement,
  updateAnnouncement,
} from '../calls/announcements';
import type { AnnouncementInput } from '../schemas/announcement';
import type {
  AnnouncementListReply,
  AnnouncementReply,
  CustomerAnnouncementListReply,
} from '../schemas/announcement-calls';
import { actionsHook } from './action-kit';
import { announcementKeys } from './query-keys';

/** Every announcement, drafts too (admin). */
export function useAdminAnnouncements(config?: SWRConfiguration<AnnouncementListReply>) {
  return useSWR(announcementKeys.admin, () => listAdminAnnouncements(), config);
}

/** The published announcements for the signed-in person in a workspace; pass null to wait. */
export function useAnnouncements(
  slug: string | null,
  config?: SWRConfiguration<CustomerAnnouncementListReply>,
) {
  return useSWR(
    slug ? announcementKeys.workspace(slug) : null,
    ([, , key]) => listAnnouncements(key),
    config,
  );
}

/**
 * The admin's writes, each followed by the cache updates it implies: the admin list is revalidated, and so is
 * every customer list in this cache, whichever workspace it was read in (an admin sees the bell in their own
 * workspaces too, and a publish changes all of them).
 */
export const useAnnouncementActions = actionsHook((settle) => {
  const changed = { refresh: [announcementKeys.admin], invalidate: [announcementKeys.workspaces] };
  return {
    create: (input: AnnouncementInput): Promise<AnnouncementReply> =>
      settle(createAnnouncement(input), changed),
    update: (id: number, input: AnnouncementInput): Promise<AnnouncementReply> =>
      settle(updateAnnouncement(id, input), changed),
    publish: (id: number): Promise<AnnouncementReply> => settle(publishAnnouncement(id), changed),
    unpublish: (id: number): Promise<AnnouncementReply> => settle(unpublishAnnouncement(id), changed),
    remove: (id: number) => settle(deleteAnnouncement(id), changed),
  };
});

/**
 * Marks an announcement read for the signed-in person. The list shows it read at once (and one fewer unread);
 * the reply then replaces that guess, and a failure puts the list back as it was.
 */
export function useMarkAnnouncementRead(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async (id: number) => {
      const key = announcementKeys.workspace(slug);
      await mutate<CustomerAnnouncementListReply>(
        key,
        async (current) => {
          const reply = await markAnnouncementRead(slug, id);
          return current && withRead(current, reply.announcement.id);
        },
        {
          optimisticData: (current) => (current ? withRead(current, id) : (current as never)),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    [mutate, slug],
  );
}

function withRead(list: CustomerAnnouncementListReply, id: number): CustomerAnnouncementListReply {
  const announcements = list.announcements.map((item) => (item.id === id ? { ...item, read: true } : item));
  return { ...list, announcements, unread_count: announcements.filter((item) => !item.read).length };
}
