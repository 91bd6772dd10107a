import { configureClient } from '@console/api';
import { createHandlers, createScenario, FIXTURE_NOW, MOCK_API_BASE_URL } from '@console/api/mocks';
import {
  AssembliesScreen,
  NowProvider,
  TemplatesScreen,
  ToastProvider,
  WorkspaceIndexScreen,
  WorkspaceShell,
} from '@console/ui';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** The mock server's answers are slow under a loaded CI machine; lists of 25 rows render in development mode. */
const loaded = { timeout: 10_000 };

/** Answers fetch from Jane's scenario in-process; every answer waits until the test releases it. */
function serveHeld(): () => void {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  const handlers = createHandlers(backend, { network });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    await held;
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  return release;
}

/** A workspace screen in the workspace shell, at its route, as the console mounts it. */
async function renderScreen(path: string, route: string, screen: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <WorkspaceShell
            user={{ name: 'Jane Cooper', email: 'jane@example.com' }}
            workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
            currentSlug="acme-media"
            onLogout={() => {}}
          >
            {screen}
          </WorkspaceShell>
        ),
      },
    ],
    { initialEntries: [path] },
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
}

/** What would move when the data arrives: the list's rows, where the list starts, and the page's height. */
function layout() {
  const frame = document.querySelector('main [data-page-kind]');
  const table = frame?.querySelector('[data-slot="data-table"] table');
  // The dashboard's table arrives with its data, after a placeholder of its size: where it starts is its section's.
  const start = frame?.querySelector('section[aria-labelledby="recent-assemblies-title"]') ?? table;
  return {
    rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => row.getBoundingClientRect().height),
    tableTop: start?.getBoundingClientRect().top ?? Number.NaN,
    page: frame?.getBoundingClientRect().height ?? Number.NaN,
  };
}

/** Within a pixel or two: rounding of fractional line heights, not a jump anyone sees. */
function expectSameLayout(
  before: ReturnType<typeof layout>,
  after: ReturnType<typeof layout>,
  rows: boolean,
) {
  if (rows) {
    expect(before.rows.length).toBeGreaterThan(0);
    expect(before.rows).toHaveLength(after.rows.length);
  }
  before.rows.forEach((height, index) => {
    expect(Math.abs(height - (after.rows[index] ?? 0))).toBeLessThanOrEqual(2);
  });
  expect(Math.abs(before.tableTop - after.tableTop)).toBeLessThanOrEqual(2);
  expect(Math.abs(before.page - after.page)).toBeLessThanOrEqual(2);
}

beforeAll(async () => {
  await page.viewport(1440, 900);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen loading takes the room it takes loaded, at 1440 × 900', () => {
  it.each([
    {
      name: 'the assemblies list',
      path: '/c/acme-media/assemblies',
      route: '/c/:workspace/assemblies',
      screen: <AssembliesScreen workspace="acme-media" />,
      ready: 'Showing 1–25 of 2,400',
    },
    {
      name: 'the templates list',
      path: '/c/acme-media/templates',
      route: '/c/:workspace/templates',
      screen: <TemplatesScreen workspace="acme-media" />,
      ready: 'Showing 1–25 of 36',
    },
    {
      name: 'the dashboard',
      path: '/c/acme-media',
      route: '/c/:workspace',
      screen: <WorkspaceIndexScreen workspace="acme-media" />,
      ready: 'View all assemblies',
      skeletonRows: false,
    },
  ])('$name', async ({ path, route, screen, ready, skeletonRows = true }) => {
    const release = serveHeld();
    await renderScreen(path, route, screen);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull();
    const before = layout();
    release();
    await expect.element(page.getByText(ready), loaded).toBeVisible();
    await expect.poll(() => document.querySelector('main [aria-busy="true"]'), loaded).toBeNull();
    expectSameLayout(before, layout(), skeletonRows);
  });
});
