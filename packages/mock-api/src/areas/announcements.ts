import type { User } from '@console/api';
import {
  ANNOUNCEMENT_MESSAGES,
  type Announcement,
  type AnnouncementInput,
  AnnouncementInputSchema,
  type CustomerAnnouncement,
} from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { daysAgo, minutesAgo, seedNow } from '../factories/seed';
import { failure, type MockReply, ok } from '../reply';

/*
 * Announcements: admins write, publish, unpublish and delete them; every signed-in person sees the published ones
 * in their workspace's shell, and reading one records it once per person and raises its read count. The rows live
 * in `backend.state.announcements` and `announcementReads`, so demo mode keeps them.
 */

// --- seeding ---

const SEEDED = [
  {
    title: 'New: automatic retries for failed imports',
    body: 'Imports from **S3**, **Google Cloud Storage** and **Azure** now retry up to three times before an assembly fails.\n\nNothing to change in your templates; see [the import robots](https://transloadit.com/docs/robots/) for the details.',
    days: 40,
    read_count: 1_843,
  },
  {
    title: 'Scheduled maintenance on the 20th',
    body: 'Between 02:00 and 02:30 UTC new uploads may wait in the queue for a few minutes.\n\n- Running assemblies are not affected\n- Status pages stay up\n\nQuestions? Write to [support](mailto:support@transloadit.com).',
    days: 12,
    read_count: 912,
  },
  {
    title: 'Faster video encoding in eu-west-1',
    body: 'Assemblies using `/video/encode` in **eu-west-1** now run on newer machines and finish up to 30% sooner.\n\nNo template changes are needed.',
    days: 2,
    read_count: 127,
  },
] as const;

/**
 * Three published announcements (40, 12 and 2 days old) and a draft; Jane (the member) has read the two older
 * ones, so the newest is unread for her.
 */
export function seedAnnouncements(backend: MockBackend, readers: readonly User[]): void {
  SEEDED.forEach((seed, index) => {
    backend.state.announcements.push({
      id: index + 1,
      title: seed.title,
      body: seed.body,
      read_count: seed.read_count,
      created: daysAgo(seed.days + 1),
      published: daysAgo(seed.days),
    });
  });
  backend.state.announcements.push({
    id: SEEDED.length + 1,
    title: 'ffmpeg v5 stacks retire on March 1',
    body: 'Templates that pin `ffmpeg_stack: "v5.0.0"` move to **v6** on March 1. Read the [migration notes](https://transloadit.com/docs/) first.',
    read_count: 0,
    created: minutesAgo(90),
    published: null,
  });
  for (const reader of readers) {
    for (const announcement of backend.state.announcements.slice(0, 2)) {
      backend.state.announcementReads.push({
        announcement_id: announcement.id,
        user_id: reader.id,
        created: daysAgo(SEEDED[announcement.id - 1]?.days ?? 0),
      });
    }
  }
}

// --- reading ---

/** Newest first: by when it was published, drafts (never published) by when they were written, on top. */
const newestFirst = (a: Announcement, b: Announcement) =>
  Date.parse(b.published ?? b.created) - Date.parse(a.published ?? a.created) || b.id - a.id;

const find = (backend: MockBackend, id: string) =>
  backend.state.announcements.find((announcement) => String(announcement.id) === id);

const hasRead = (backend: MockBackend, announcement: Announcement, user: User) =>
  backend.state.announcementReads.some(
    (read) => read.announcement_id === announcement.id && read.user_id === user.id,
  );

function forCustomer(
  backend: MockBackend,
  announcement: Announcement,
  user: User,
): CustomerAnnouncement | null {
  if (announcement.published === null) return null;
  return {
    id: announcement.id,
    title: announcement.title,
    body: announcement.body,
    published: announcement.published,
    read: hasRead(backend, announcement, user),
  };
}

function customerList(backend: MockBackend, user: User): MockReply {
  const announcements = [...backend.state.announcements]
    .sort(newestFirst)
    .flatMap((announcement) => forCustomer(backend, announcement, user) ?? []);
  return ok({ announcements, unread_count: announcements.filter((item) => !item.read).length });
}

/** Records the read once per person; the count rises with the first read only. */
function markRead(backend: MockBackend, user: User, id: string): MockReply {
  const announcement = find(backend, id);
  if (!announcement || announcement.published === null) return failure(404, ANNOUNCEMENT_MESSAGES.notFound);
  if (!hasRead(backend, announcement, user)) {
    backend.state.announcementReads.push({
      announcement_id: announcement.id,
      user_id: user.id,
      created: seedNow(),
    });
    announcement.read_count += 1;
  }
  return ok({ announcement: forCustomer(backend, announcement, user) });
}

// --- writing (admin) ---

function parseInput(body: unknown): AnnouncementInput | MockReply {
  const input = AnnouncementInputSchema.safeParse(body);
  if (input.success) return input.data;
  const issue = input.error.issues[0];
  const field = issue?.path[0] === 'body' ? 'body' : 'title';
  return failure(400, issue?.message ?? ANNOUNCEMENT_MESSAGES.titleRequired, field);
}

/** Adds a draft as the create call does (also how stories and tests seed one). */
export function addAnnouncement(backend: MockBackend, input: AnnouncementInput): Announcement {
  const id = backend.state.announcements.reduce((max, announcement) => Math.max(max, announcement.id), 0) + 1;
  const announcement: Announcement = { id, ...input, read_count: 0, created: seedNow(), published: null };
  backend.state.announcements.push(announcement);
  return announcement;
}

function create(backend: MockBackend, body: unknown): MockReply {
  const input = parseInput(body);
  if ('status' in input) return input;
  return ok({ announcement: addAnnouncement(backend, input) }, 'Draft saved. Publish it when it is ready.');
}

function update(backend: MockBackend, id: string, body: unknown): MockReply {
  const announcement = find(backend, id);
  if (!announcement) return failure(404, ANNOUNCEMENT_MESSAGES.notFound);
  const input = parseInput(body);
  if ('status' in input) return input;
  Object.assign(announcement, input);
  return ok({ announcement }, 'Announcement saved.');
}

function setPublished(backend: MockBackend, id: string, published: boolean): MockReply {
  const announcement = find(backend, id);
  if (!announcement) return failure(404, ANNOUNCEMENT_MESSAGES.notFound);
  announcement.published = published ? (announcement.published ?? seedNow()) : null;
  return ok(
    { announcement },
    published
      ? `“${announcement.title}” is published: customers see it now.`
      : `“${announcement.title}” is unpublished: customers no longer see it.`,
  );
}

function remove(backend: MockBackend, id: string): MockReply {
  const announcement = find(backend, id);
  if (!announcement) return failure(404, ANNOUNCEMENT_MESSAGES.notFound);
  backend.state.announcements = backend.state.announcements.filter((stored) => stored !== announcement);
  backend.state.announcementReads = backend.state.announcementReads.filter(
    (read) => read.announcement_id !== announcement.id,
  );
  return ok({}, `“${announcement.title}” deleted.`);
}

// --- handlers ---

const FORBIDDEN = ANNOUNCEMENT_MESSAGES.forbidden;

/** The admin calls need an admin or founder (writes their CSRF token too); the customer calls a workspace member. */
export const area: MockArea = ({ backend, base, send, post, memberGet }) => [
  http.get(`${base}/admin/api/announcements.json`, () =>
    send(() =>
      backend.asAdmin(undefined, FORBIDDEN, () =>
        ok({ announcements: [...backend.state.announcements].sort(newestFirst) }),
      ),
    ),
  ),
  // Before the update route, whose `:id` would otherwise take "create".
  post('/admin/api/announcements/create.json', (body, csrfToken) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => create(backend, body)),
  ),
  post('/admin/api/announcements/:id/publish.json', (_body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => setPublished(backend, String(params.id), true)),
  ),
  post('/admin/api/announcements/:id/unpublish.json', (_body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => setPublished(backend, String(params.id), false)),
  ),
  post('/admin/api/announcements/:id/delete.json', (_body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => remove(backend, String(params.id))),
  ),
  post('/admin/api/announcements/:id.json', (body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => update(backend, String(params.id), body)),
  ),
  memberGet('/:slug/api/announcements.json', ({ user }) => customerList(backend, user)),
  post('/:slug/api/announcements/:id/read.json', (_body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, ({ user }) =>
      markRead(backend, user, String(params.id)),
    ),
  ),
];
