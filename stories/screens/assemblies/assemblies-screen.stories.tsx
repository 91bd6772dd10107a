import { createWorkspace, getCurrentUser, setCsrfToken } from '@console/api';
import {
  assemblyIdFor,
  buildTemplate,
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  presetTemplateId,
  setAssemblyClock,
} from '@console/api/mocks';
import { AssembliesScreen } from '@console/ui';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 10_000 };
/** Globex's first page also builds the mock's index over 100,000 assemblies. */
const hugeReply = { timeout: 15_000 };

const VIDEO_THUMBNAILS = presetTemplateId(3);

const meta = preview.meta({
  title: 'Screens/Assemblies/AssembliesScreen',
  component: AssembliesScreen,
  parameters: { route: '/c/acme-media/assemblies', path: '/c/:workspace/assemblies' },
  args: { workspace: 'acme-media' },
});

type Canvas = ReturnType<typeof within>;

async function loadedTable(canvas: Canvas, summary: string, options = reply) {
  await canvas.findByText(summary, {}, options);
  return canvas.getByRole('table', { name: 'Assemblies' });
}

/** The table's body rows. */
function rows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** Each row's state, as its badge says it. */
function states(table: HTMLElement): string[] {
  return rows(table).map(
    (row) => row.querySelector('[data-slot="assembly-status-badge"]')?.textContent?.trim() ?? '',
  );
}

/** Opens a filter's Select by keyboard and picks an option. */
async function pick(canvas: Canvas, filter: string, option: string) {
  const trigger = canvas.getByRole('combobox', { name: filter });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await expect(trigger).toHaveTextContent(option);
}

/**
 * Jane's Acme Media: 2,400 assemblies, newest first, 25 to a page. Five of the newest are still running and
 * pulse; failed ones show their error code under the badge.
 */
export const Populated = meta.story({
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
    await expect(within(first).getByRole('link', { name: `${newest.slice(0, 12)}…` })).toHaveAttribute(
      'href',
      `/acme-media/assemblies/${newest}`,
    );
    await expect(
      within(first).getByRole('button', { name: 'Copy assembly ID', description: `${newest.slice(0, 12)}…` }),
    ).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'encode-hls-ladder' })).toHaveAttribute(
      'href',
      `/acme-media/templates/${presetTemplateId(1)}`,
    );
    await expect(within(first).getByText(/minutes ago$/)).toHaveAttribute(
      'title',
      expect.stringMatching(/UTC$/),
    );
    await expect(within(rows(table)[2] as HTMLElement).getByText('INVALID_FILE_META_DATA')).toBeVisible();
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

/** The server fails with its own words; "Try again" asks once more and shows the list. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `${MOCK_API_BASE_URL}/acme-media/api/assemblies.json`,
        () =>
          HttpResponse.json(
            {
              meta: {
                status: 'error',
                message: 'The assembly index is being rebuilt. Try again in a minute.',
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
    await expect(alert).toHaveTextContent('The assembly index is being rebuilt. Try again in a minute.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/**
 * Sam's brand-new Northwind Labs has never run an assembly: no filters and no table, but the way to the templates
 * and the docs. The workspace is created through the real call, so the mock backend answers as it would.
 */
export const Empty = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: { scenario: 'memberNoWorkspaces', route: '/c/northwind-labs/assemblies' },
  async beforeEach() {
    await getCurrentUser();
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
    return () => setCsrfToken(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No assemblies yet' }, reply)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the templates' })).toHaveAttribute(
      'href',
      '/northwind-labs/templates',
    );
    await expect(canvas.getByRole('link', { name: 'Read how assemblies work' })).toHaveAttribute(
      'href',
      'https://transloadit.com/docs/topics/assemblies/',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
});

/** Filters that match nothing say so; "Clear filters" shows every assembly again and puts focus on the first filter. */
export const NoMatches = meta.story({
  parameters: { route: '/c/acme-media/assemblies?state=replaying&from=2026-01-01&to=2026-01-02' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No assemblies match these filters' }, reply),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Replaying');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-01-02');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveFocus();
    await expect(state).toHaveTextContent('Any state');
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
});

/** Globex Studio's 100,000 assemblies page on the server: the last of 4,000 pages is one click away. */
export const Huge = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: '/c/globex-studio/assemblies' },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 100,000', hugeReply);
    await expect(rows(table)).toHaveLength(25);
    await expect(canvas.getByText('Page 1 of 4,000')).toBeVisible();

    const last = canvas.getByRole('button', { name: 'Page 4,000' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await loadedTable(canvas, 'Showing 99,976–100,000 of 100,000');
    await expect(canvas.getByRole('button', { name: 'Page 4,000' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 4,000' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
});

/** A link with filters in its query opens the same view: failed video-thumbnails assemblies, second page. */
export const FilteredViaUrl = meta.story({
  parameters: { route: `/c/acme-media/assemblies?state=failed&template=${VIDEO_THUMBNAILS}&page=2` },
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
  parameters: { route: '/c/acme-media/assemblies?page=3' },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 51–75 of 2,400');
    await pick(canvas, 'State', 'Failed');
    const table = await loadedTable(canvas, 'Showing 1–25 of 240');
    await expect(new Set(states(table))).toEqual(new Set(['Failed']));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Days narrow the list to assemblies created on them (UTC), both ends included: from a link, then by typing. */
export const FilterByDays = meta.story({
  parameters: { route: '/c/acme-media/assemblies?from=2026-01-14' },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 126');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-14');
    await userEvent.type(canvas.getByLabelText('To'), '2026-01-14');
    await loadedTable(canvas, 'Showing 1–25 of 85');
  },
});

/** A range that ends before it starts is explained beside the dates and not applied; the typed dates stay. */
export const InvalidDateRange = meta.story({
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(from, '2026-01-10');
    await userEvent.type(to, '2026-01-05');
    await expect(await canvas.findByText('The start date must not be after the end date')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The start date must not be after the end date');
    await expect(canvas.getByRole('group', { name: 'Created (UTC)' })).toBeVisible();
    await expect(from).toHaveValue('2026-01-10');
    await expect(to).toHaveValue('2026-01-05');
    await expect(canvas.getByText('Showing 1–25 of 2,400')).toBeVisible();
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
    await expect(within(table).getByRole('link', { name: `${failed.slice(0, 12)}…` })).toBeVisible();
  },
});

/** Globex's plan searches field values too: an order number finds the assembly that was sent with it. */
export const FieldsSearchOn = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: '/c/globex-studio/assemblies' },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 100,000', hugeReply);
    const search = canvas.getByRole('searchbox', { name: 'Search by id or field value' });
    await expect(canvas.queryByText(/is not part of your plan/)).toBeNull();
    await userEvent.type(search, 'ORD-000012{Enter}');
    const table = await loadedTable(canvas, 'Showing 1–1 of 1');
    await expect(within(table).getByRole('link', { name: 'ee315536f5fe…' })).toHaveAttribute(
      'href',
      '/globex-studio/assemblies/ee315536f5fe7272d7b4bba6f8e9229b',
    );
  },
});

/** Next, by keyboard: the new page loads and focus stays on the button for the page after. */
export const KeyboardPaging = meta.story({
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await loadedTable(canvas, 'Showing 26–50 of 2,400');
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
});

/** While the next page loads, the current one stays on screen, dimmed and marked busy. */
export const LoadingNextPage = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/assemblies.json`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? new Promise<never>(() => {}) : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const newest = assemblyIdFor(1, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const region = table.closest('[data-slot="assembly-table"]') as HTMLElement;
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    await expect(region.querySelector('[data-slot="refreshing-scrim"]')).not.toBeNull();
    await expect(within(table).getByRole('link', { name: `${newest.slice(0, 12)}…` })).toBeVisible();
    await expect(canvas.getByText('Showing 1–25 of 2,400')).toBeVisible();
  },
});

type MswUse = { msw: { use: (...handlers: RequestHandler[]) => void } };

/**
 * The list answers until the story says the service has gone away; from then on every list request fails with
 * the server's words. Made afresh for each run of the story.
 */
function withListOutage(play: (canvas: Canvas, goAway: () => void) => Promise<void>) {
  let away = false;
  return {
    parameters: { route: '/c/acme-media/assemblies?page=2' },
    beforeEach({ msw }: MswUse) {
      away = false;
      msw.use(
        http.get(`${MOCK_API_BASE_URL}/acme-media/api/assemblies.json`, () =>
          away
            ? HttpResponse.json(
                {
                  meta: {
                    status: 'error',
                    message: 'The assembly index is being rebuilt. Try again in a minute.',
                  },
                },
                { status: 503 },
              )
            : undefined,
        ),
      );
    },
    play: async ({ canvas }: { canvas: Canvas }) =>
      play(canvas, () => {
        away = true;
      }),
  };
}

/**
 * Asking again fails while the second page is on screen (here: the connection comes back and the list
 * revalidates): the rows stay, with a note above them that they may be out of date and a way to ask again.
 */
export const RefreshFailedRowsKept = meta.story(
  withListOutage(async (canvas, goAway) => {
    const table = await loadedTable(canvas, 'Showing 26–50 of 2,400');
    goAway();
    window.dispatchEvent(new Event('online'));

    const title = await canvas.findByText('The assemblies could not be refreshed', {}, reply);
    const banner = title.closest('[data-slot="banner"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent('The assembly index is being rebuilt. Try again in a minute.');
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
);

/** Jane's backend with a clock the story moves by hand; the list's polls read it. Made afresh for each run. */
function withMovableClock(play: (canvas: Canvas, advance: (ms: number) => void) => Promise<void>) {
  let now = Date.parse(FIXTURE_NOW);
  return {
    beforeEach({ msw }: MswUse) {
      now = Date.parse(FIXTURE_NOW);
      const { backend } = createScenario('member');
      setAssemblyClock(backend, () => now);
      msw.use(...createHandlers(backend));
    },
    play: async ({ canvas }: { canvas: Canvas }) =>
      play(canvas, (ms) => {
        now += ms;
      }),
  };
}

/**
 * Nobody reloads: five minutes later by the service's clock, the running rows have finished by themselves (the
 * list asks again every two seconds while one is running), and it stops saying that some are still running.
 */
export const BusyRowsFinish = meta.story(
  withMovableClock(async (canvas, advance) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await expect(states(table)[5]).toBe('Executing');
    await expect(states(table)[7]).toBe('Uploading');
    await expect(
      canvas.getByText('5 assemblies on this page are still running; they update by themselves.'),
    ).toBeVisible();

    advance(5 * 60_000);
    await waitFor(() => expect(canvas.queryByText(/still running/)).toBeNull(), reply);
    const finished = states(table);
    await expect(finished.filter((state) => ['Uploading', 'Executing', 'Replaying'].includes(state))).toEqual(
      [],
    );
    await expect(finished.slice(5, 8)).toEqual(['Completed', 'Completed', 'Completed']);
    await expect(canvas.getByText('Showing 1–25 of 2,400')).toBeVisible();
  }),
);

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

/**
 * Another page that fails to load is not a failed refresh: the first page's rows would pass for the second's, so
 * they give way to the error, with the way to ask again.
 */
export const NextPageFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/assemblies.json`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json(
              {
                meta: {
                  status: 'error',
                  message: 'The assembly index is being rebuilt. Try again in a minute.',
                },
              },
              { status: 503 },
            )
          : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The assemblies could not be loaded');
    await expect(alert).toHaveTextContent('The assembly index is being rebuilt. Try again in a minute.');
    await expect(canvas.queryByRole('table', { name: 'Assemblies' })).toBeNull();
    await expect(canvas.queryByText('The assemblies could not be refreshed')).toBeNull();
  },
});
