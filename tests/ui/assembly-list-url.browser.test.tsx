import { BUSY_REFRESH_MS, configureClient } from '@console/api';
import {
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  setAssemblyClock,
  startAssembly,
} from '@console/mock-api';
import { AssembliesScreen, NowProvider, ToastProvider } from '@console/ui';
import { getResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** The mock server's answers are slow under a loaded CI machine; lists of 25 rows render in development mode. */
const loaded = { timeout: 10_000 };

/** Answers fetch from Jane's scenario in-process, so the screen runs its real data path without a service worker. */
function serveMember() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  setAssemblyClock(backend, () => backendNow);
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  return backend;
}

/** A test run in Acme Media, started at the backend's current time; it finishes a few seconds later. */
function startTestRun(backend: ReturnType<typeof serveMember>) {
  return startAssembly(backend, {
    accountId: 1,
    kind: 'test-run',
    parentId: null,
    templateId: null,
    json: '{"steps":{}}',
    region: 'us-east-1',
    cluster: 'us-east-1-prod-1',
    inputFileCount: 1,
    inputBytes: 1_000_000,
    outputFileCount: 1,
    outputBytes: 500_000,
    fields: [],
  });
}

/** The mock backend's clock, which moves only when a test moves it. */
let backendNow = Date.parse(FIXTURE_NOW);

/** The list under a memory router, as the console mounts it; the router is returned to read and move its history. */
async function renderList(initial: string) {
  const router = createMemoryRouter(
    [{ path: '/c/:workspace/assemblies', element: <AssembliesScreen workspace="acme-media" /> }],
    { initialEntries: [initial] },
  );
  await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NowProvider now={FIXTURE_NOW}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </NowProvider>
    </SWRConfig>,
  );
  return router;
}

const search = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.search;

async function pickState(option: string) {
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: option }).click();
}

afterEach(() => {
  vi.restoreAllMocks();
  backendNow = Date.parse(FIXTURE_NOW);
});

describe('the assembly list keeps its view in the URL', () => {
  it('writes a filter into the query, starts again at the first page, and Back and Forward move between views', async () => {
    serveMember();
    const router = await renderList('/c/acme-media/assemblies?page=3');
    await expect.element(page.getByText('Showing 51–75 of 2,400'), loaded).toBeVisible();

    await pickState('Failed');
    expect(search(router)).toBe('?state=failed');
    await expect.element(page.getByText('Showing 1–25 of 240'), loaded).toBeVisible();

    await router.navigate(-1);
    expect(search(router)).toBe('?page=3');
    await expect.element(page.getByRole('combobox', { name: 'State' })).toHaveTextContent('Any state');
    await expect.element(page.getByText('Showing 51–75 of 2,400'), loaded).toBeVisible();

    await router.navigate(1);
    await expect.element(page.getByRole('combobox', { name: 'State' })).toHaveTextContent('Failed');
    await expect.element(page.getByText('Showing 1–25 of 240'), loaded).toBeVisible();
  });

  it('puts a search into the query once typing pauses, and the box follows Back', async () => {
    serveMember();
    const router = await renderList('/c/acme-media/assemblies');
    await expect.element(page.getByText('Showing 1–25 of 2,400'), loaded).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search by assembly id' });
    await userEvent.fill(box, '3440');
    await expect.poll(() => search(router), loaded).toBe('?q=3440');
    await expect.element(page.getByText('Showing 1–1 of 1'), loaded).toBeVisible();

    await router.navigate(-1);
    await expect.element(box).toHaveValue('');
    await expect.element(page.getByText('Showing 1–25 of 2,400'), loaded).toBeVisible();
  });

  it('keeps a range that ends before it starts out of the query and says why beside the dates', async () => {
    serveMember();
    const router = await renderList('/c/acme-media/assemblies?to=2026-01-05');
    await expect.element(page.getByText(/^Showing 1–25 of /), loaded).toBeVisible();

    await userEvent.fill(page.getByLabelText('From'), '2026-01-10');
    await expect.element(page.getByText('The start date must not be after the end date')).toBeVisible();
    await new Promise((settle) => setTimeout(settle, 600));
    expect(search(router)).toBe('?to=2026-01-05');

    await userEvent.fill(page.getByLabelText('From'), '2026-01-01');
    await expect.poll(() => search(router), loaded).toBe('?to=2026-01-05&from=2026-01-01');
  });

  it('refreshes a running assembly on the page by itself until it has finished', async () => {
    const backend = serveMember();
    backendNow += 60_000;
    const running = startTestRun(backend);
    await renderList('/c/acme-media/assemblies');
    const row = page.getByRole('row').filter({ hasText: running.id.slice(0, 12) });
    await expect.element(row.getByText('Uploading'), loaded).toBeVisible();

    // Nobody reloads: the list asks again while something on it runs, and shows the run finished.
    backendNow += 60_000;
    await expect.element(row.getByText('Completed'), { timeout: 10_000 }).toBeVisible();
  });

  it('starts following an assembly that begins after the list had nothing running', async () => {
    const backend = serveMember();
    // A day after the seeded history, viewing only that day: nothing on the list, so nothing to follow.
    backendNow = Date.parse('2026-01-16T12:00:00.000Z');
    await renderList('/c/acme-media/assemblies?from=2026-01-16');
    await expect.element(page.getByText('No assemblies match these filters'), loaded).toBeVisible();
    // Long enough for any poll the first reply scheduled to have run and stopped.
    await new Promise((settle) => setTimeout(settle, BUSY_REFRESH_MS + 500));

    const running = startTestRun(backend);
    // The connection coming back revalidates the list, which now shows the new run; from then on it follows it.
    window.dispatchEvent(new Event('online'));
    const row = page.getByRole('row').filter({ hasText: running.id.slice(0, 12) });
    await expect.element(row.getByText('Uploading'), loaded).toBeVisible();

    backendNow += 60_000;
    await expect.element(row.getByText('Completed'), { timeout: 10_000 }).toBeVisible();
  });
});
