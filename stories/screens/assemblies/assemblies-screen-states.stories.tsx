import { createWorkspace, getCurrentUser, setCsrfToken } from '@console/api';
import { assemblyIdFor, MOCK_API_BASE_URL, presetTemplateId } from '@console/mock-api';
import { href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { pageFailsOnce, pageNeverAnswers, withOutage } from '../list-failures';
import { assembliesScreenMeta, loadedTable, reply, rows, states } from './assemblies-screen-helpers';

/** Every state of the list: loading, rows, none yet, a next page on its way, a failed refresh, a failed page. */
/** Acme Media's list call. */
const ACME_ASSEMBLIES = '/acme-media/api/assemblies.json';
const REBUILDING = 'The assembly index is being rebuilt. Try again in a minute.';

const meta = preview.meta({ title: 'Screens/Assemblies/AssembliesScreen/States', ...assembliesScreenMeta });

/** Waiting for the first page: skeleton rows, and the region says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/acme-media/api/assemblies.json'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assemblies' })).toBeVisible();
    await expect(canvas.getByText('Loading the assemblies')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).not.toBeNull();
  },
});

/**
 * Jane's Acme Media: 2,400 assemblies, newest first, 25 to a page. Five of the newest are still running and
 * pulse; failed ones show their error code under the badge.
 */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assemblies' })).toBeVisible();
    const table = await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await expect(rows(table)).toHaveLength(25);
    await expect(states(table).slice(0, 10)).toEqual([
      'Completed',
      'Completed',
      'Failed',
      'Completed',
      'Completed',
      'Executing',
      'Completed',
      'Uploading',
      'Completed',
      'Canceled',
    ]);

    const newest = assemblyIdFor(1, 1);
    const first = rows(table)[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: newest.slice(0, 12) })).toHaveAttribute(
      'href',
      href.assembly('acme-media', newest),
    );
    await expect(
      within(first).getByRole('button', { name: 'Copy assembly ID', description: newest.slice(0, 12) }),
    ).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'encode-hls-ladder' })).toHaveAttribute(
      'href',
      href.template('acme-media', presetTemplateId(1)),
    );
    await expect(within(first).getByText(/minutes ago$/)).toHaveAttribute(
      'title',
      expect.stringMatching(/UTC$/),
    );
    await expect(
      within(rows(table)[2] as HTMLElement).getByText(', error INVALID_FILE_META_DATA'),
    ).toHaveClass('sr-only');
    await expect(within(rows(table)[7] as HTMLElement).getByText('Not measured')).toBeVisible();

    await expect(
      canvas.getByText('5 assemblies on this page are still running; they update by themselves.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 96' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Any state');
    await expect(canvas.getByRole('combobox', { name: 'Template' })).toHaveTextContent('Any template');
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  },
});

/**
 * Sam's brand-new Northwind Labs has never run an assembly: no filters and no table, but the way to the templates
 * and the docs. The workspace is created through the real call, so the mock backend answers as it would.
 */
export const Empty = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: { scenario: 'memberNoWorkspaces', route: withBasename(href.assemblies('northwind-labs')) },
  async beforeEach() {
    await getCurrentUser();
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
    return () => setCsrfToken(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No assemblies yet' }, reply)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the templates' })).toHaveAttribute(
      'href',
      href.templates('northwind-labs'),
    );
    await expect(canvas.getByRole('link', { name: 'Read how assemblies work' })).toHaveAttribute(
      'href',
      'https://transloadit.com/docs/topics/assemblies/',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
});

/** The server fails with its own words; "Try again" asks once more and shows the list. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `${MOCK_API_BASE_URL}/acme-media/api/assemblies.json`,
        () =>
          HttpResponse.json(
            {
              meta: {
                status: 'error',
                message: REBUILDING,
              },
            },
            { status: 503 },
          ),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The assemblies could not be loaded');
    await expect(alert).toHaveTextContent(REBUILDING);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** While the next page loads, the current one stays on screen, dimmed and marked busy. */
export const LoadingNextPage = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(pageNeverAnswers(ACME_ASSEMBLIES, 2));
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const newest = assemblyIdFor(1, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const region = table.closest('[data-slot="server-list-rows"]') as HTMLElement;
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    await expect(region.querySelector('[data-slot="refreshing-scrim"]')).not.toBeNull();
    await expect(within(table).getByRole('link', { name: newest.slice(0, 12) })).toBeVisible();
    await expect(canvas.getByText('Showing 1–25 of 2,400')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
});

/**
 * Asking again fails while the second page is on screen (here: the connection comes back and the list
 * revalidates): the rows stay, with a note above them that they may be out of date and a way to ask again.
 */
export const RefreshFailedRowsKept = meta.story({
  parameters: { route: `${withBasename(href.assemblies('acme-media'))}?page=2` },
  ...withOutage(ACME_ASSEMBLIES, REBUILDING, async (canvas, goAway) => {
    const table = await loadedTable(canvas, 'Showing 26–50 of 2,400');
    goAway();
    window.dispatchEvent(new Event('online'));

    const title = await canvas.findByText('The assemblies could not be refreshed', {}, reply);
    const banner = title.closest('[data-slot="banner"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent(REBUILDING);
    await expect(banner).toHaveTextContent('The rows below are as they were last loaded.');
    await expect(rows(table)).toHaveLength(25);
    await expect(canvas.getByText('Showing 26–50 of 2,400')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Asking again while the service is still away keeps both the rows and the note.
    const again = within(banner).getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'), reply);
    await expect(canvas.getByText('The assemblies could not be refreshed')).toBeVisible();
    await expect(rows(table)).toHaveLength(25);
  }),
});

/**
 * Another page that fails to load is not a failed refresh: the first page's rows would pass for the second's, so
 * they give way to the error, with the way to ask again.
 */
export const NextPageFails = meta.story({
  beforeEach({ msw }) {
    msw.use(pageFailsOnce(ACME_ASSEMBLIES, 2, REBUILDING));
  },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const newest = assemblyIdFor(1, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The assemblies could not be loaded');
    await expect(alert).toHaveTextContent(REBUILDING);
    await expect(canvas.queryByRole('table', { name: 'Assemblies' })).toBeNull();
    await expect(canvas.queryByText('The assemblies could not be refreshed')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await loadedTable(canvas, 'Showing 26–50 of 2,400');
    await expect(within(table).queryByRole('link', { name: newest.slice(0, 12) })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});
