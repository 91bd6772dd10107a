import { getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AnnouncementsBell, WorkspaceShell } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/acme-media/api/announcements.json`;
const reply = { timeout: 5000 };
const page = within(document.body);

const meta = preview.meta({
  title: 'Patterns/Announcements bell',
  component: AnnouncementsBell,
  args: { workspace: 'acme-media' },
  // The workspace shell's header, where the console shows the bell (Jane is signed in).
  render: (args) => (
    <div className="flex h-14 items-center justify-end border-border border-b bg-surface px-4">
      <AnnouncementsBell {...args} />
    </div>
  ),
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

const bell = (canvas: ReturnType<typeof within>, name: string | RegExp = /^Announcements/) =>
  canvas.findByRole('button', { name }, reply);

/** Jane has not read the newest announcement: the badge says 1, and so does the button's name. */
export const Unread = meta.story({
  play: async ({ canvas }) => {
    const button = await bell(canvas, 'Announcements, 1 unread');
    await expect(within(button).getByText('1')).toBeVisible();
  },
});

/** Everything read: the bell stays, without a badge. */
export const AllRead = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json({
          meta: { status: 'ok' },
          unread_count: 0,
          announcements: [
            {
              id: 1,
              title: 'Maintenance done',
              body: 'All good.',
              published: '2026-01-10T09:00:00.000Z',
              read: true,
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await bell(canvas, 'Announcements');
    await expect(canvasElement.querySelector('[data-slot="announcements-badge"]')).toBeNull();
  },
});

/** Nothing published (or the list could not be read): the header has no bell at all. */
export const NoneOrUnavailable = meta.story({
  beforeEach({ msw }) {
    let asked = 0;
    msw.use(
      http.get(listUrl, () => {
        asked += 1;
        return HttpResponse.json({ meta: { status: 'ok' }, unread_count: 0, announcements: [] });
      }),
    );
    return () => expect(asked).toBeGreaterThan(0);
  },
  play: async ({ canvas }) => {
    // Long enough for the idle callback and the reply; the bell must still not be there.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** The panel lists every published announcement newest first; the unread one is marked, for screen readers too. */
export const PanelOpen = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await bell(canvas, 'Announcements, 1 unread'));
    const dialog = await page.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('list', { name: 'Announcements, newest first' }, reply);
    const items = within(list).getAllByRole('button');
    await expect(items.map((item) => item.textContent?.split('Jan')[0]?.split('Dec')[0])).toEqual([
      'Faster video encoding in eu-west-1(unread)',
      'Scheduled maintenance on the 20th',
      'New: automatic retries for failed imports',
    ]);
  },
});

/** Opening the unread one shows it in full, marks it read (the badge goes) and Back returns focus to it. */
export const OpenMarksRead = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await bell(canvas, 'Announcements, 1 unread'));
    const dialog = await page.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Faster video encoding in eu-west-1/ }, reply),
    );
    const heading = within(dialog).getByRole('heading', { name: 'Faster video encoding in eu-west-1' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByRole('article')).toHaveTextContent('finish up to 30% sooner');
    // The modal panel hides the page from assistive technology meanwhile, the bell too.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Announcements', hidden: true })).toBeInTheDocument(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'All announcements' }));
    const item = within(dialog).getByRole('button', { name: /Faster video encoding in eu-west-1/ });
    await waitFor(() => expect(item).toHaveFocus());
    await expect(item).not.toHaveTextContent('(unread)');
  },
});

/** By keyboard: Tab reaches the bell, Enter opens the panel, Escape closes it and focus goes back to the bell. */
export const Keyboard = meta.story({
  play: async ({ canvas }) => {
    const button = await bell(canvas, 'Announcements, 1 unread');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByRole('list', {}, reply);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
});

/** In the workspace shell's header, before the user menu, as the console shows it. */
export const InTheShell = meta.story({
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <WorkspaceShell
      user={{ name: 'Jane Cooper', email: 'jane@example.com' }}
      workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
      currentSlug="acme-media"
      headerActions={<AnnouncementsBell {...args} />}
      onLogout={() => {}}
    >
      <h1 className="font-semibold text-2xl">Acme Media</h1>
    </WorkspaceShell>
  ),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('button', { name: 'Announcements, 1 unread' }, reply)).toBeVisible();
    await expect(header.getByRole('button', { name: /Jane Cooper/ })).toBeVisible();
  },
});
