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

/** Every SWR cache key of the announcements, in one place. */
export const announcementKeys = {
  admin: () => ['announcements', 'admin'] as const,
  workspace: (slug: string) => ['announcements', 'workspace', slug] as const,
};

/** Every announcement, drafts too (admin). */
export function useAdminAnnouncements(config?: SWRConfiguration<AnnouncementListReply>) {
  return useSWR(announcementKeys.admin(), () => listAdminAnnouncements(), config);
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

/** Matches every customer list, whichever workspace it was read in: a publish or a read changes all of them. */
const isCustomerListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'announcements' && key[1] === 'workspace';

/**
 * The admin's writes, each followed by the cache updates it implies: the admin list is revalidated, and so is
 * every customer list in this cache (an admin sees the bell in their own workspaces too).
 */
export function useAnnouncementActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async <T>(reply: T) => {
      await Promise.all([mutate(announcementKeys.admin()), mutate(isCustomerListKey)]);
      return reply;
    };
    return {
      create: async (input: AnnouncementInput): Promise<AnnouncementReply> =>
        settle(await createAnnouncement(input)),
      update: async (id: number, input: AnnouncementInput): Promise<AnnouncementReply> =>
        settle(await updateAnnouncement(id, input)),
      publish: async (id: number): Promise<AnnouncementReply> => settle(await publishAnnouncement(id)),
      unpublish: async (id: number): Promise<AnnouncementReply> => settle(await unpublishAnnouncement(id)),
      remove: async (id: number) => settle(await deleteAnnouncement(id)),
    };
  }, [mutate]);
}

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
