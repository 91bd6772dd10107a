import { createWorkspace } from '@console/api';
import { href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { pageFailsOnce, pageNeverAnswers, withOutage } from '../list-failures';
import { getUnavailableOnce } from './template-requests';
import {
  ENCODE_HLS_LADDER,
  loadedTable,
  MIGRATING,
  names,
  reply,
  templatesScreenMeta,
} from './templates-screen-helpers';

/** Every state of the list: loading, rows, none yet, a next page on its way, a failed refresh, a failed page. */
const meta = preview.meta({ title: 'Screens/Templates/TemplatesScreen/States', ...templatesScreenMeta });

/** Waiting for the first page: skeleton rows, and the region says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/templates.json'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the templates')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('table', { name: 'Templates' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** Jane's Acme Media: 36 templates, the last modified first, 25 to a page. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(names(table).slice(0, 3)).toEqual([
      'course-videos-hls',
      'encode-hls-ladder',
      'manuals-to-pdf',
    ]);
    await expect(within(table).getByRole('columnheader', { name: 'Modified' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const ladder = within(table).getByRole('link', { name: 'encode-hls-ladder' });
    await expect(ladder).toHaveAttribute('href', href.template('acme-media', ENCODE_HLS_LADDER));
    const ladderRow = ladder.closest('tr') as HTMLElement;
    await expect(within(ladderRow).getByText(`${ENCODE_HLS_LADDER.slice(0, 12)}…`)).toBeVisible();
    await expect(
      within(ladderRow).getByRole('button', { name: 'Copy template id of encode-hls-ladder' }),
    ).toBeVisible();
    // Last used by the newest assembly of the workspace's history, two minutes before the fixtures' instant.
    await expect(within(ladderRow).getByText('2 minutes ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/UTC$/),
    );

    const courseRow = within(table)
      .getByRole('link', { name: 'course-videos-hls' })
      .closest('tr') as HTMLElement;
    await expect(within(courseRow).getByText('Signature required')).toBeVisible();
    const pdfRow = within(table).getByRole('link', { name: 'manuals-to-pdf' }).closest('tr') as HTMLElement;
    await expect(within(pdfRow).getByText('Never')).toBeVisible();
    await expect(within(pdfRow).queryByText('Signature required')).toBeNull();

    await expect(canvas.getByRole('link', { name: 'New template' })).toHaveAttribute(
      'href',
      href.templateNew('acme-media'),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
  },
});

/**
 * Sam's brand-new Northwind Labs has no templates: the list gives way to the one thing to do. The workspace is
 * created through the real call, so the mock backend answers as it would after the form.
 */
export const Empty = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: { scenario: 'memberNoWorkspaces', route: withBasename(href.templates('northwind-labs')) },
  async beforeEach() {
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No templates yet' }, reply)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first template' })).toHaveAttribute(
      'href',
      href.templateNew('northwind-labs'),
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New template' })).toBeNull();
  },
});

/** The server fails with its own words: they are shown with a way to try again, which works once it recovers. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(getUnavailableOnce('/acme-media/api/templates.json', MIGRATING));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The templates could not be loaded');
    await expect(alert).toHaveTextContent(MIGRATING);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedTable(canvas, 'Showing 1–25 of 36');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Globex Studio's list call, whose 60 templates make three pages. */
const GLOBEX_TEMPLATES = '/globex-studio/api/templates.json';

/**
 * While the next page loads, the current one stays on screen dimmed and marked busy, and the pager still says
 * which page those rows are: nothing passes them off as page 2.
 */
export const Refreshing = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.templates('globex-studio')), visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(pageNeverAnswers(GLOBEX_TEMPLATES, 2));
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 60');
    const first = names(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const rows = table.closest('[data-slot="server-list-rows"]') as HTMLElement;
    await waitFor(() => expect(rows).toHaveAttribute('aria-busy', 'true'));
    await expect(rows.querySelector('[data-slot="refreshing-scrim"]')).not.toBeNull();
    await expect(names(table)).toEqual(first);
    await expect(canvas.getByText('Showing 1–25 of 60')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
});

/**
 * Asking again fails while the second page is on screen (here: the connection comes back and the list
 * revalidates): the rows stay, under a warning that they may be out of date, with a way to ask again.
 */
export const RefreshFailed = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: `${withBasename(href.templates('globex-studio'))}?page=2` },
  ...withOutage(GLOBEX_TEMPLATES, MIGRATING, async (canvas, goAway) => {
    const table = await loadedTable(canvas, 'Showing 26–50 of 60');
    const second = names(table);
    goAway();
    window.dispatchEvent(new Event('online'));

    const title = await canvas.findByText('The templates could not be refreshed', {}, reply);
    const banner = title.closest('[data-slot="banner"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent(MIGRATING);
    await expect(banner).toHaveTextContent('The rows below are as they were last loaded.');
    await expect(names(table)).toEqual(second);
    await expect(canvas.queryByRole('alert')).toBeNull();

    const again = within(banner).getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'), reply);
    await expect(canvas.getByText('The templates could not be refreshed')).toBeVisible();
    await expect(names(table)).toEqual(second);
  }),
});

/**
 * The next page fails to load: the first page's rows give way to the error rather than pass for the second's;
 * the search stays, and "Try again" loads the second page.
 */
export const NextPageFails = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.templates('globex-studio')) },
  beforeEach({ msw }) {
    msw.use(pageFailsOnce(GLOBEX_TEMPLATES, 2, MIGRATING));
  },
  play: async ({ canvas }) => {
    const first = names(await loadedTable(canvas, 'Showing 1–25 of 60'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The templates could not be loaded');
    await expect(alert).toHaveTextContent(MIGRATING);
    await expect(canvas.queryByRole('table', { name: 'Templates' })).toBeNull();
    await expect(canvas.queryByText('The templates could not be refreshed')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await loadedTable(canvas, 'Showing 26–50 of 60');
    await expect(names(table).some((name) => first.includes(name))).toBe(false);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});
