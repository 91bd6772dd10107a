import { getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminAnnouncementsScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/admin/api/announcements.json`;
const reply = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Admin/Announcements',
  component: AdminAnnouncementsScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminAnnouncements()),
    path: withBasename(href.adminAnnouncements()),
  },
  // The app loads the current user (and with it the CSRF token writes need) before any admin page.
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** The rows of the table, top to bottom, as title, status, published day and read count. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The seeded announcements: a draft on top, then the published ones newest first, with how many read each. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await main.findByText('Faster video encoding in eu-west-1', {}, reply);
    const table = main.getByRole('table', { name: 'Announcements' });
    await expect(rows(table)).toEqual([
      ['ffmpeg v5 stacks retire on March 1', 'Draft', 'Not yet', '0'],
      ['Faster video encoding in eu-west-1', 'Published', 'Jan 13, 2026', '127'],
      ['Scheduled maintenance on the 20th', 'Published', 'Jan 3, 2026', '912'],
      ['New: automatic retries for failed imports', 'Published', 'Dec 6, 2025', '1,843'],
    ]);
    await expect(main.getByRole('button', { name: 'New announcement' })).toBeEnabled();
  },
});

/** None written yet: the empty state offers the first one. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => HttpResponse.json({ meta: { status: 'ok' }, announcements: [] })));
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText('No announcements yet', {}, reply)).toBeVisible();
    await expect(main.getAllByRole('button', { name: 'New announcement' })).toHaveLength(1);
  },
});

/** Waiting for the list: skeleton rows, marked busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the announcements')).toBeInTheDocument();
  },
});

/** The server fails with its own words: they are shown with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The announcements store is restarting.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The announcements could not be loaded');
    await expect(alert).toHaveTextContent('The announcements store is restarting.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Someone who is not an admin reaches the call: the 403's words say why. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('Only admins can manage announcements.');
  },
});
