import { configureClient } from '@console/api';
import {
  assemblyIdFor,
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  type ScenarioName,
} from '@console/mock-api';
import {
  AddonsScreen,
  AdminBiScreen,
  AdminInvoiceScreen,
  AdminInvoicesScreen,
  AdminOpsScreen,
  AdminPerformanceScreen,
  AdminRevenuesScreen,
  AdminWorkspaceScreen,
  AssembliesScreen,
  AssemblyScreen,
  BillingScreen,
  CollaboratorsScreen,
  FounderDashboardScreen,
  InvoiceScreen,
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
function serveHeld(scenario: ScenarioName = 'member'): () => void {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario(scenario);
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

/** A workspace screen in the workspace shell (an admin screen in a bare main), at its route, as the console mounts it. */
async function renderScreen(path: string, route: string, screen: ReactNode) {
  const admin = path.startsWith('/admin');
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: admin ? (
          <main>{screen}</main>
        ) : (
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

/** Less than one table row: what a list whose length only the data knows may move by. */
const ROW = 24;

/** Where each card and the first table start, how tall each card is, and the page's height. */
function sections() {
  const frame = document.querySelector('main [data-page-kind]');
  const cards = [
    ...(frame?.querySelectorAll(
      '[data-slot="card"], [data-slot="founder-figure"], [data-slot="addon"], [data-slot="bi-metric"]',
    ) ?? []),
  ].filter((card) => card.parentElement?.closest('[data-slot="card"]') === null);
  return {
    cards: cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height) };
    }),
    table: Math.round(frame?.querySelector('[data-slot="data-table"]')?.getBoundingClientRect().top ?? 0),
    page: Math.round(frame?.getBoundingClientRect().height ?? Number.NaN),
  };
}

describe('a page of cards loading is those cards, at 1440 × 900', () => {
  it.each([
    {
      name: 'billing',
      path: '/c/acme-media/billing',
      route: '/c/:workspace/billing',
      screen: <BillingScreen workspace="acme-media" />,
      ready: 'Save bill limit',
      // The invoices and the usage are a chunk of their own that loads beside the data.
      tables: 2,
      // Acme has neither banner (bill limit reached, plan exceeded): every card keeps its place.
      exact: Number.POSITIVE_INFINITY,
    },
    {
      name: 'the add-ons',
      path: '/c/acme-media/billing/addons',
      route: '/c/:workspace/billing/addons',
      screen: <AddonsScreen workspace="acme-media" />,
      ready: 'Add-ons',
      tables: 0,
      // Each card holds a two-line description and a button; Acme's last two are shorter than that (a row's less).
      exact: 4,
    },
    {
      name: 'the collaborators',
      path: '/c/acme-media/collaborators',
      route: '/c/:workspace/collaborators',
      screen: <CollaboratorsScreen workspace="acme-media" onLeft={() => {}} />,
      ready: 'Tom Becker',
      tables: 2,
      // Jane is Acme's owner, so no "only owners invite" banner. The invitations' skeleton rows hold about the
      // room of their empty state (Acme has none open), within a row: the cards from there on may move that much.
      exact: 1,
    },
    {
      name: 'a workspace in the admin',
      path: '/admin/workspace/acme-media',
      route: '/admin/workspace/:adminWorkspace',
      screen: <AdminWorkspaceScreen adminWorkspace="acme-media" />,
      ready: 'Admin activity',
      tables: 6,
      // Acme's admin activity is empty: its skeleton rows hold about the room of the empty state, within a row.
      exact: 8,
      scenario: 'admin' as const,
    },
    {
      name: 'the operations',
      path: '/admin/ops',
      route: '/admin/ops',
      screen: <AdminOpsScreen />,
      ready: 'Refresh now',
      tables: 2,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'admin' as const,
    },
    {
      name: 'the founder dashboard',
      path: '/admin/founder',
      route: '/admin/founder',
      screen: <FounderDashboardScreen />,
      ready: 'Why workspaces cancelled',
      tables: 0,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'founder' as const,
    },
    {
      name: 'the invoices in the admin',
      path: '/admin/invoices',
      route: '/admin/invoices',
      screen: <AdminInvoicesScreen />,
      ready: 'Totals of this page',
      tables: 1,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'admin' as const,
    },
    {
      name: 'the assembly performance',
      path: '/admin/performance',
      route: '/admin/performance',
      screen: <AdminPerformanceScreen />,
      ready: 'Assemblies by outcome',
      tables: 0,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'admin' as const,
    },
    {
      name: 'the business intelligence',
      path: '/admin/bi',
      route: '/admin/bi',
      screen: <AdminBiScreen />,
      ready: 'Revenue',
      tables: 0,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'admin' as const,
    },
    {
      name: 'the revenues',
      path: '/admin/revenues',
      route: '/admin/revenues',
      screen: <AdminRevenuesScreen />,
      ready: 'Revenue per month (USD)',
      tables: 2,
      exact: Number.POSITIVE_INFINITY,
      scenario: 'admin' as const,
    },
  ])('$name', async ({ path, route, screen, ready, tables, exact, scenario }) => {
    const release = serveHeld(scenario);
    await renderScreen(path, route, screen);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull();
    await expect
      .poll(() => document.querySelectorAll('main [data-slot="data-table"]').length, loaded)
      .toBeGreaterThanOrEqual(tables);
    const before = sections();
    release();
    await expect.element(page.getByText(ready).first(), loaded).toBeVisible();
    await expect.poll(() => document.querySelector('main [aria-busy="true"]'), loaded).toBeNull();
    const after = sections();
    expect(Math.abs(before.table - after.table), "the first table's top").toBeLessThanOrEqual(2);
    expect(before.cards).toHaveLength(after.cards.length);
    before.cards.forEach((card, index) => {
      const other = after.cards[index] ?? { top: Number.NaN, height: Number.NaN };
      // A card moves only by what the cards above it may; it may change height by its own allowance.
      expect(Math.abs(card.top - other.top), `card ${index}'s top`).toBeLessThanOrEqual(
        index <= exact ? 2 : ROW,
      );
      expect(Math.abs(card.height - other.height), `card ${index}'s height`).toBeLessThanOrEqual(
        index < exact ? 2 : ROW,
      );
    });
    expect(Math.abs(before.page - after.page)).toBeLessThanOrEqual(
      exact === Number.POSITIVE_INFINITY ? 2 : ROW,
    );
  });
});

/** Runs `body` in a phone's window, and gives the next test the laptop window the file starts with. */
async function atPhone(body: () => Promise<void>, width = 390) {
  await page.viewport(width, 844);
  try {
    await body();
  } finally {
    await page.viewport(1440, 900);
  }
}

describe('on a phone, what is under a page header stays put as the data arrives', () => {
  const assembly = assemblyIdFor(1, 1);
  it.each([
    {
      name: 'the assemblies list, whose running ones are noted beside its title',
      path: '/c/acme-media/assemblies',
      route: '/c/:workspace/assemblies',
      screen: <AssembliesScreen workspace="acme-media" />,
      ready: () => page.getByText('5 running, updating live'),
      // Where the filters start: the note beside the title must not wrap under it.
      measure: () =>
        document.querySelector('search[aria-label="Filter assemblies"]')?.getBoundingClientRect().top,
    },
    {
      name: 'an invoice, whose buttons come in a row under the header',
      path: '/c/acme-media/invoices/1',
      route: '/c/:workspace/invoices/:invoiceId',
      screen: <InvoiceScreen workspace="acme-media" invoiceId="1" />,
      ready: () => page.getByRole('button', { name: 'Print' }),
      measure: () =>
        document.querySelector('[data-slot="invoice-screen"] > :first-child')?.getBoundingClientRect().height,
    },
    {
      name: "an admin's invoice, whose workspace line and buttons come with it",
      path: '/admin/invoices/1',
      route: '/admin/invoices/:invoiceId',
      screen: <AdminInvoiceScreen invoiceId="1" />,
      scenario: 'admin' as const,
      ready: () => page.getByRole('button', { name: 'Print' }),
      measure: () =>
        document.querySelector('[data-slot="admin-invoice-screen"] > :first-child')?.getBoundingClientRect()
          .height,
    },
    {
      name: 'the assembly page, whose action button wraps under the long id',
      path: `/c/acme-media/assemblies/${assembly}`,
      route: '/c/:workspace/assemblies/:id',
      screen: <AssemblyScreen workspace="acme-media" id={assembly} />,
      ready: () => page.getByRole('button', { name: 'Replay' }),
      measure: () => document.querySelector('[data-slot="page-header"]')?.getBoundingClientRect().height,
    },
  ])('$name', ({ path, route, screen, scenario, ready, measure }) =>
    atPhone(async () => {
      const release = serveHeld(scenario);
      await renderScreen(path, route, screen);
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      const before = measure();
      release();
      await expect.element(ready(), loaded).toBeVisible();
      expect(Math.abs((before ?? Number.NaN) - (measure() ?? Number.NaN))).toBeLessThanOrEqual(2);
    }),
  );
});

/**
 * A first visit draws the page in the metric-matched fallback and swaps Geist in once it has painted
 * (docs/first-paint.md). On a phone the invoice's title and status badge must sit the same in both, or the whole
 * document jumps when the font arrives (Lighthouse measured a layout shift of 0.016 on the invoice pages).
 */
describe('an invoice on a phone', () => {
  /** How tall the document's title is and where the part under it starts. */
  const documentLayout = () => ({
    titleHeight: document.querySelector('#invoice-title')?.getBoundingClientRect().height,
    billedTop: document.querySelector('section[aria-label="Billed to"]')?.getBoundingClientRect().top,
  });

  it.each([390, 412])('is laid out the same in the fallback face and in Geist at %i px', (width) =>
    atPhone(async () => {
      serveHeld()();
      await renderScreen(
        '/c/acme-media/invoices/1',
        '/c/:workspace/invoices/:invoiceId',
        <InvoiceScreen workspace="acme-media" invoiceId="1" />,
      );
      await expect.element(page.getByRole('heading', { level: 2, name: /INV-/ }), loaded).toBeVisible();
      const inGeist = documentLayout();
      delete document.documentElement.dataset.fonts;
      try {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        const title = document.querySelector('#invoice-title') as Element;
        expect(getComputedStyle(title).fontFamily).not.toMatch(/^Geist,/);
        expect(documentLayout()).toEqual(inGeist);
      } finally {
        document.documentElement.dataset.fonts = 'web';
      }
    }, width),
  );
});
