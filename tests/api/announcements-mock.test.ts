import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MESSAGES,
  createAnnouncement,
  deleteAnnouncement,
  getCurrentUser,
  listAdminAnnouncements,
  listAnnouncements,
  markAnnouncementRead,
  publishAnnouncement,
  unpublishAnnouncement,
  updateAnnouncement,
} from '../../packages/api/src';
import { DEMO_PEOPLE, type MockBackend } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

// Invalid bodies are sent on purpose below; the helper warns about them before sending.
const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const ACME = 'acme-media';

/** Logs someone else in on the same backend, as a second browser would. */
async function switchTo(backend: MockBackend, email: string) {
  const user = backend.state.users.find((stored) => stored.user.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  backend.startSession(user.user.id);
  await getCurrentUser();
}

describe('the admin announcement calls', () => {
  it('list every announcement newest first, the draft on top', async () => {
    await startScenario('admin');
    const { announcements } = await listAdminAnnouncements();
    expect(announcements.map((a) => [a.title, a.published === null])).toEqual([
      ['ffmpeg v5 stacks retire on March 1', true],
      ['Faster video encoding in eu-west-1', false],
      ['Scheduled maintenance on the 20th', false],
      ['New: automatic retries for failed imports', false],
    ]);
    expectNoSchemaReports();
  });

  it('refuse anyone who is not an admin with a 403', async () => {
    await startScenario('member');
    expect(await refusal(listAdminAnnouncements())).toEqual({
      status: 403,
      message: ANNOUNCEMENT_MESSAGES.forbidden,
    });
    expect(await refusal(createAnnouncement({ title: 'Hi', body: 'There' }))).toEqual({
      status: 403,
      message: ANNOUNCEMENT_MESSAGES.forbidden,
    });
  });

  it('create a trimmed draft, refuse an empty title beside its field, and update it', async () => {
    const backend = await startScenario('admin');
    const { announcement } = await createAnnouncement({ title: '  Hello  ', body: ' **Bold** news ' });
    expect(announcement).toMatchObject({
      title: 'Hello',
      body: '**Bold** news',
      published: null,
      read_count: 0,
    });
    const empty = await createAnnouncement({ title: '   ', body: 'x' }).catch((error: unknown) => error);
    expect(empty).toMatchObject({ status: 400, serverMessage: ANNOUNCEMENT_MESSAGES.titleRequired });
    expect(empty).toHaveProperty('meta.field', 'title');
    const saved = await updateAnnouncement(announcement.id, { title: 'Hello again', body: 'Plain' });
    expect(saved.announcement).toMatchObject({ title: 'Hello again', body: 'Plain' });
    expect(backend.state.announcements).toHaveLength(5);
    expect(await refusal(updateAnnouncement(999, { title: 'a', body: 'b' }))).toEqual({
      status: 404,
      message: ANNOUNCEMENT_MESSAGES.notFound,
    });
  });

  it('publish, unpublish and delete; deleting drops its read records', async () => {
    const backend = await startScenario('admin');
    const published = await publishAnnouncement(4);
    expect(published.announcement.published).not.toBeNull();
    expect((await unpublishAnnouncement(4)).announcement.published).toBeNull();
    await deleteAnnouncement(1);
    expect(backend.state.announcements.map((a) => a.id)).toEqual([2, 3, 4]);
    expect(backend.state.announcementReads.some((read) => read.announcement_id === 1)).toBe(false);
  });
});

describe('the customer announcement calls', () => {
  it("list the published ones newest first with Jane's reads: the newest is unread", async () => {
    await startScenario('member');
    const reply = await listAnnouncements(ACME);
    expect(reply.announcements.map((a) => [a.title, a.read])).toEqual([
      ['Faster video encoding in eu-west-1', false],
      ['Scheduled maintenance on the 20th', true],
      ['New: automatic retries for failed imports', true],
    ]);
    expect(reply.unread_count).toBe(1);
    expectNoSchemaReports();
  });

  it('mark one read once per person, raising its read count once', async () => {
    const backend = await startScenario('member');
    const before = backend.state.announcements.find((a) => a.id === 3)?.read_count ?? 0;
    expect((await markAnnouncementRead(ACME, 3)).announcement.read).toBe(true);
    await markAnnouncementRead(ACME, 3);
    expect(backend.state.announcements.find((a) => a.id === 3)?.read_count).toBe(before + 1);
    expect((await listAnnouncements(ACME)).unread_count).toBe(0);
    expect(await refusal(markAnnouncementRead(ACME, 4))).toEqual({
      status: 404,
      message: ANNOUNCEMENT_MESSAGES.notFound,
    });
  });

  it('show what Ada publishes to Jane unread, and Ada sees the read count Jane raised', async () => {
    const backend = await startScenario('admin');
    const { announcement } = await createAnnouncement({ title: 'Fresh news', body: 'Read me' });
    await publishAnnouncement(announcement.id);
    await switchTo(backend, DEMO_PEOPLE.member.email);
    const list = await listAnnouncements(ACME);
    expect(list.announcements[0]).toMatchObject({ title: 'Fresh news', read: false });
    expect(list.unread_count).toBe(2);
    await markAnnouncementRead(ACME, announcement.id);
    await switchTo(backend, DEMO_PEOPLE.admin.email);
    const after = (await listAdminAnnouncements()).announcements.find((a) => a.id === announcement.id);
    expect(after?.read_count).toBe(1);
  });
});
