import { href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { loadedTable, names, reply, templatesScreenMeta } from './templates-screen-helpers';

/** Finding a template: sorting, searching and paging, each kept in the URL. */
const meta = preview.meta({ title: 'Screens/Templates/TemplatesScreen/Browsing', ...templatesScreenMeta });

/** Sorting by name from the header; the order lives in the URL, so this view can be linked to. */
export const SortedByName = meta.story({
  parameters: { route: `${withBasename(href.templates('acme-media'))}?sort=name&dir=asc` },
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
  parameters: { route: `${withBasename(href.templates('acme-media'))}?q=podcast` },
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

/** Globex Studio's 60 templates: three pages, and Next moves through them. */
export const Huge = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.templates('globex-studio')) },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 60');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const first = names(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByText('Showing 26–50 of 60', {}, reply);
    // The first page stays on screen, dimmed and busy, until the second has arrived.
    await waitFor(
      () => expect(table.closest('[data-slot="server-list-rows"]')).not.toHaveAttribute('aria-busy'),
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
  parameters: { route: `${withBasename(href.templates('globex-studio'))}?page=3` },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 51–60 of 60');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
});

/** A page past the end (an old link, or the last row of the last page deleted) shows the last page instead. */
export const PastTheLastPage = meta.story({
  parameters: { route: `${withBasename(href.templates('acme-media'))}?page=9` },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 26–36 of 36');
    await expect(within(table).getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
  },
});
