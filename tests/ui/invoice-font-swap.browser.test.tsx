import { configureClient } from '@console/api';
import { createHandlers, createScenario, FIXTURE_NOW, MOCK_API_BASE_URL } from '@console/mock-api';
import { InvoiceScreen, NowProvider, ToastProvider } from '@console/ui';
import { getResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** Where the invoice document's parts are, and which face its title is drawn in. */
function layout() {
  const title = document.querySelector('#invoice-title');
  const billed = document.querySelector('section[aria-label="Billed to"]');
  return {
    titleHeight: title?.getBoundingClientRect().height,
    billedTop: billed?.getBoundingClientRect().top,
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  document.documentElement.dataset.fonts = 'web';
  await page.viewport(1440, 900);
});

/**
 * A first visit draws the page in the metric-matched fallback and swaps Geist in once it has painted
 * (docs/first-paint.md). On a phone the invoice's title and status badge must sit the same in both, or the whole
 * document jumps when the font arrives (Lighthouse measured a layout shift of 0.016 on the invoice pages).
 */
describe('an invoice on a phone', () => {
  it.each([390, 412])('is laid out the same in the fallback face and in Geist at %i px', async (width) => {
    await page.viewport(width, 823);
    configureClient({ baseUrl: MOCK_API_BASE_URL });
    const { backend, network } = createScenario('member');
    const handlers = createHandlers(backend, { network });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await getResponse(handlers, new Request(input, init));
      if (!response) throw new TypeError('Failed to fetch');
      return response;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/c/:workspace/invoices/:invoiceId',
          element: (
            <main className="@container px-4">
              <InvoiceScreen workspace="acme-media" invoiceId="1" />
            </main>
          ),
        },
      ],
      { initialEntries: ['/c/acme-media/invoices/1'] },
    );
    await render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <NowProvider now={FIXTURE_NOW}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </NowProvider>
      </SWRConfig>,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: /INV-/ })).toBeVisible();
    const inGeist = layout();
    delete document.documentElement.dataset.fonts;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(getComputedStyle(document.querySelector('#invoice-title') as Element).fontFamily).not.toMatch(
      /^Geist,/,
    );
    expect(layout()).toEqual(inGeist);
  });
});
