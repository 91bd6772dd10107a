import { createWorkspace, getCurrentUser, setCsrfToken } from '@console/api';
import { MOCK_API_BASE_URL, presetTemplateId } from '@console/api/mocks';
import { TemplatesScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { getUnavailableOnce } from './template-requests';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 5000 };

const ENCODE_HLS_LADDER = presetTemplateId(1);
const MIGRATING = 'The template store is being migrated. Try again shortly.';

const meta = preview.meta({
  title: 'Screens/Templates/TemplatesScreen',
  component: TemplatesScreen,
  parameters: { route: '/c/acme-media/templates', path: '/c/:workspace/templates' },
  args: { workspace: 'acme-media' },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

/** The names in the table, top to bottom. */
function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

async function loadedTable(canvas: ReturnType<typeof within>, summary: RegExp | string) {
  await canvas.findByText(summary, {}, reply);
  return canvas.getByRole('table', { name: 'Templates' });
}

/** Jane's Acme Media: 36 templates, the last modified first, 25 to a page. */
export const Populated = meta.story({
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
    await expect(ladder).toHaveAttribute('href', `/acme-media/templates/${ENCODE_HLS_LADDER}`);
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
      '/acme-media/templates/new',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
  },
});

/** Sorting by name from the header; the order lives in the URL, so this view can be linked to. */
export const SortedByName = meta.story({
  parameters: { route: '/c/acme-media/templates?sort=name&dir=asc' },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    const header = within(table).getByRole('columnheader', { name: 'Name' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = names(table);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await userEvent.click(within(header).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(names(table)[0]).toBe('webinar-recordings'));
  },
});

/** Typing searches by name or id once the typing pauses. */
export const Search = meta.story({
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    const search = canvas.getByRole('searchbox', { name: 'Search templates' });
    await userEvent.type(search, 'pdf');
    await canvas.findByText('Showing 1–6 of 6', {}, reply);
    await expect(names(table).every((name) => name.includes('pdf'))).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await canvas.findByText('Showing 1–25 of 36', {}, reply);
  },
});

/** A search that matches nothing says so, with the way back to every template. */
export const NoSearchResults = meta.story({
  parameters: { route: '/c/acme-media/templates?q=podcast' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No templates match' }, reply)).toBeVisible();
    await expect(canvas.getByText('No template name or id contains “podcast”.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('podcast');

    await userEvent.click(canvas.getByRole('button', { name: 'Show all templates' }));
    await canvas.findByText('Showing 1–25 of 36', {}, reply);
    const search = canvas.getByRole('searchbox', { name: 'Search templates' });
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
  },
});

/**
 * Sam's brand-new Northwind Labs has no templates: the list gives way to the one thing to do. The workspace is
 * created through the real call, so the mock backend answers as it would after the form.
 */
export const Empty = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: { scenario: 'memberNoWorkspaces', route: '/c/northwind-labs/templates' },
  async beforeEach() {
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No templates yet' }, reply)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first template' })).toHaveAttribute(
      'href',
      '/northwind-labs/templates/new',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New template' })).toBeNull();
  },
});

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

/** The server fails with its own words: they are shown with a way to try again, which works once it recovers. */
export const ServerError = meta.story({
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

/** Globex Studio's 60 templates: three pages, and Next moves through them. */
export const Huge = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: '/c/globex-studio/templates' },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 60');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const first = names(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByText('Showing 26–50 of 60', {}, reply);
    // The first page stays on screen, dimmed and busy, until the second has arrived.
    await waitFor(
      () => expect(table.closest('[data-slot="data-table"]')).not.toHaveAttribute('aria-busy'),
      reply,
    );
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(names(table).some((name) => first.includes(name))).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
});

/** A link to the last page shows it directly. */
export const LastPage = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: '/c/globex-studio/templates?page=3' },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 51–60 of 60');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
});

/** A page past the end (an old link, or the last row of the last page deleted) shows the last page instead. */
export const PastTheLastPage = meta.story({
  parameters: { route: '/c/acme-media/templates?page=9' },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 26–36 of 36');
    await expect(within(table).getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
  },
});

async function openDelete(canvas: ReturnType<typeof within>) {
  await loadedTable(canvas, 'Showing 1–25 of 36');
  await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
  return within(document.body).findByRole('dialog', { name: 'Delete template “encode-hls-ladder”?' });
}

/** Delete asks first, naming the template and what deleting it breaks. */
export const DeleteConfirmation = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await expect(dialog).toHaveTextContent('Uploads and API requests that name its id will fail.');
    await expect(within(dialog).getByRole('button', { name: 'Delete template' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});

/** Confirming deletes it: the row leaves, a toast says so, and focus lands in the search box. */
export const Deleted = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    const page = within(document.body);
    await expect(await page.findByText('Template deleted', {}, reply)).toBeVisible();
    await expect(page.getByText('“encode-hls-ladder” is gone.')).toBeVisible();
    await canvas.findByText('Showing 1–25 of 35', {}, reply);
    await expect(canvas.queryByRole('link', { name: 'encode-hls-ladder' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toHaveFocus());
  },
});

/** Cancel keeps the template and puts focus back on its actions button. */
export const DeleteCancelled = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('link', { name: 'encode-hls-ladder' })).toBeVisible();
  },
});

/** A refused delete says why in a toast; the template stays. */
export const DeleteFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/templates/:id/delete.json`, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Templates cannot be deleted during maintenance.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    const page = within(document.body);
    await expect(await page.findByText('“encode-hls-ladder” was not deleted', {}, reply)).toBeVisible();
    await expect(page.getByText('Templates cannot be deleted during maintenance.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'encode-hls-ladder' })).toBeVisible();
  },
});

/** Duplicate makes a copy named after the original; as the newest change it tops the list. */
export const Duplicated = meta.story({
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Duplicate' }));
    const page = within(document.body);
    await expect(await page.findByText('Template duplicated', {}, reply)).toBeVisible();
    await expect(page.getByText('“encode-hls-ladder-copy” is a copy of “encode-hls-ladder”.')).toBeVisible();
    await canvas.findByText('Showing 1–25 of 37', {}, reply);
    await expect(names(table)[0]).toBe('encode-hls-ladder-copy');
  },
});

/** A refused duplicate says why in a toast; the list stays as it was. */
export const DuplicateFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/templates/:id/duplicate.json`, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Templates cannot be copied during maintenance.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Duplicate' }));
    const page = within(document.body);
    await expect(await page.findByText('“encode-hls-ladder” was not duplicated', {}, reply)).toBeVisible();
    await expect(page.getByText('Templates cannot be copied during maintenance.')).toBeVisible();
    await expect(canvas.getByText('Showing 1–25 of 36')).toBeVisible();
    await expect(names(table)).not.toContain('encode-hls-ladder-copy');
  },
});
