import { configureClient } from '@console/api';
import { createHandlers, createScenario, FIXTURE_NOW, MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminInvoiceScreen, AdminShell, NowProvider, ToastProvider } from '@console/ui';
import { getResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** INV-…-1112450 (INV-2026-10-1112450 on the demo's clock): a fleet invoice the ledger holds as paid, with no card payment on record. */
const PAID_WITHOUT_PAYMENT = '1112450';

/** As long as billing addresses get: the resend button names it. */
const LONG_ADDRESS = 'accounts-payable.department@polarlight-photo-international.example';

/** The admin scenario's backend, with the invoice's billing address made long. */
function serveAdmin() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('admin');
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    if (!request.url.includes(`/admin/api/invoices/${PAID_WITHOUT_PAYMENT}`)) return response;
    const body = await response.json();
    body.workspace.billing_email = LONG_ADDRESS;
    return Response.json(body, { status: response.status });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('an admin invoice says one paid state and fits a 390 px phone, its resend button included', async () => {
  serveAdmin();
  await page.viewport(390, 900);
  const path = `/c/admin/invoices/${PAID_WITHOUT_PAYMENT}`;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminShell user={{ name: 'Jane Cooper', email: 'jane@example.com' }} onLogout={() => {}}>
            <AdminInvoiceScreen invoiceId={PAID_WITHOUT_PAYMENT} />
          </AdminShell>
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
  const article = page.getByRole('article');
  await expect.element(article, { timeout: 20_000 }).toBeVisible();
  await expect.element(article.getByText('Paid', { exact: true })).toBeVisible();
  const payment = article.getByRole('region', { name: 'Payment' });
  await expect.element(payment).toBeVisible();
  expect(payment.element().textContent).toContain('Paid, authorisation');
  expect(payment.element().textContent).not.toContain('Not paid yet');
  await expect.element(page.getByRole('button', { name: /^Resend to / })).toBeVisible();
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
});
