import { assemblyIdFor, buildTemplate, MOCK_API_BASE_URL } from '@console/mock-api';
import { href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  assembliesScreenMeta,
  hugeReply,
  loadedTable,
  pick,
  reply,
  states,
  VIDEO_THUMBNAILS,
} from './assemblies-screen-helpers';

/** Narrowing the list by state, template, days and search, from a link or by hand. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssembliesScreen/Filters', ...assembliesScreenMeta });

/**
 * Filters that match nothing say so, with no pager; "Clear filters" (the one way offered) shows every assembly
 * again and puts focus on the first filter.
 */
export const NoMatches = meta.story({
  parameters: {
    visual: { dark: true },
    route: `${withBasename(href.assemblies('acme-media'))}?state=replaying&from=2026-01-01&to=2026-01-02`,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No assemblies match these filters' }, reply),
    ).toBeVisible();
    // One way to clear them, in the empty state: the filter bar does not offer it a second time.
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Replaying');
    await expect(canvas.getByLabelText('From')).toHaveValue('01/01/2026');
    await expect(canvas.getByLabelText('To')).toHaveValue('01/02/2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveFocus();
    await expect(state).toHaveTextContent('Any state');
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
});

/** A link with filters in its query opens the same view: failed video-thumbnails assemblies, second page. */
export const FilteredViaUrl = meta.story({
  parameters: {
    route: `${withBasename(href.assemblies('acme-media'))}?state=failed&template=${VIDEO_THUMBNAILS}&page=2`,
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 26–50 of 123');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Failed');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Template' })).toHaveTextContent('video-thumbnails'),
    );
    await expect(new Set(states(table))).toEqual(new Set(['Failed']));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  },
});

/** Choosing a filter applies it at once and starts again at the first page. */
export const FilterByState = meta.story({
  parameters: { route: `${withBasename(href.assemblies('acme-media'))}?page=3` },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 51–75 of 2,400');
    await pick(canvas, 'State', 'Failed');
    const table = await loadedTable(canvas, 'Showing 1–25 of 240');
    await expect(new Set(states(table))).toEqual(new Set(['Failed']));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
});

/**
 * Days narrow the list to assemblies created on them (in the person's zone; UTC here), both ends included: from a
 * link, then by typing in the browser's locale (en-US here, month first).
 */
export const FilterByDays = meta.story({
  parameters: { route: `${withBasename(href.assemblies('acme-media'))}?from=2026-01-14` },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 126');
    await expect(canvas.getByLabelText('From')).toHaveValue('01/14/2026');
    await userEvent.type(canvas.getByLabelText('To'), '01/14/2026');
    await loadedTable(canvas, 'Showing 1–25 of 85');
  },
});

/**
 * A person in Los Angeles: days are theirs, named in the legend, and the server is told so; the 14th there
 * ends eight hours after it ends in UTC, so it holds other assemblies than the UTC story's.
 */
export const FilterByDaysInTheirZone = meta.story({
  parameters: {
    timeZone: 'America/Los_Angeles',
    route: `${withBasename(href.assemblies('acme-media'))}?from=2026-01-14&to=2026-01-14`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Created (America/Los_Angeles)' })).toBeVisible();
    await loadedTable(canvas, 'Showing 1–25 of 78');
  },
});

/** A range that ends before it starts is explained beside the dates and not applied; the typed dates stay. */
export const InvalidDateRange = meta.story({
  parameters: { route: `${withBasename(href.assemblies('acme-media'))}?to=2026-01-05` },
  play: async ({ canvas }) => {
    const summary = (await canvas.findByText(/^Showing /, {}, reply)).textContent ?? '';
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(from, '01/10/2026');
    await expect(await canvas.findByText('The start date must not be after the end date')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The start date must not be after the end date');
    await expect(canvas.getByRole('group', { name: 'Created (UTC)' })).toBeVisible();
    await expect(from).toHaveValue('01/10/2026');
    await expect(to).toHaveValue('01/05/2026');
    await expect(canvas.getByText(summary)).toBeVisible();
  },
});

/**
 * Acme's plan cannot search assembly fields: the box searches ids only and names the plans that can (the console
 * has no billing page to link to yet). An id prefix finds its assembly.
 */
export const FieldsSearchOff = meta.story({
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const search = canvas.getByRole('searchbox', { name: 'Search by assembly id' });
    await expect(search).toHaveAccessibleDescription(
      'Searching by assembly field values comes with the Pro and Enterprise plans.',
    );
    await expect(canvas.queryByRole('link', { name: /plan/i })).toBeNull();

    const failed = assemblyIdFor(1, 3);
    await userEvent.type(search, failed.slice(0, 6));
    const table = await loadedTable(canvas, 'Showing 1–1 of 1');
    await expect(within(table).getByRole('link', { name: failed.slice(0, 12) })).toBeVisible();
  },
});

/** Globex's plan searches field values too: an order number finds the assembly that was sent with it. */
export const FieldsSearchOn = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.assemblies('globex-studio')) },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 100,000', hugeReply);
    const search = canvas.getByRole('searchbox', { name: 'Search by id or field value' });
    await expect(canvas.queryByText(/is not part of your plan/)).toBeNull();
    await userEvent.type(search, 'ORD-000012{Enter}');
    const table = await loadedTable(canvas, 'Showing 1–1 of 1');
    await expect(within(table).getByRole('link', { name: 'ee315536f5fe' })).toHaveAttribute(
      'href',
      href.assembly('globex-studio', 'ee315536f5fe7272d7b4bba6f8e9229b'),
    );
  },
});

/** More templates than one page of the list call holds (100): A to Z, ending in the second page's names. */
const MANY_TEMPLATES = Array.from({ length: 130 }, (_, index) =>
  buildTemplate({ name: `campaign-${String(index + 1).padStart(3, '0')}` }, index + 1),
);

/** A workspace with 130 templates: the template filter offers every one of them, not only the first page's. */
export const EveryTemplateInFilter = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/templates.json`, ({ request }) => {
        const search = new URL(request.url).searchParams;
        const page = Number(search.get('page') ?? '1');
        const perPage = Number(search.get('per_page') ?? '25');
        return HttpResponse.json({
          meta: { status: 'ok' },
          templates: MANY_TEMPLATES.slice((page - 1) * perPage, page * perPage),
          total: MANY_TEMPLATES.length,
          page,
          per_page: perPage,
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const trigger = canvas.getByRole('combobox', { name: 'Template' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(131), reply);
    await expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('campaign-130');
    await userEvent.keyboard('{Escape}');
  },
});
