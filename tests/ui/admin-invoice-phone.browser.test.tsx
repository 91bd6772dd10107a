import { setCsrfToken } from '@console/api';
import { afterEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderConsole, serveScenario } from './render-console';

/** INV-…-1112450 (INV-2026-10-1112450 on the demo's clock): a ledger invoice held as paid, with no card payment. */
const PAID_WITHOUT_PAYMENT = '1112450';
/** As long as billing addresses get: the resend button names it. */
const LONG_ADDRESS = 'accounts-payable.department@polarlight-photo-international.example';

afterEach(() => {
  setCsrfToken(null);
  vi.restoreAllMocks();
});

it('an admin invoice says one paid state and fits a 390 px phone, its resend button included', async () => {
  const spy = serveScenario('admin');
  const scenario = spy.getMockImplementation();
  // The invoice's reply as the scenario gives it, with a long billing address.
  spy.mockImplementation(async (input, init) => {
    const response = await (scenario as typeof fetch)(input, init);
    if (!new Request(input, init).url.includes(`/admin/api/invoices/${PAID_WITHOUT_PAYMENT}`))
      return response;
    const body = await response.json();
    body.workspace.billing_email = LONG_ADDRESS;
    return Response.json(body, { status: response.status });
  });
  await page.viewport(390, 900);
  await renderConsole(`/admin/invoices/${PAID_WITHOUT_PAYMENT}`);
  const article = page.getByRole('article');
  await expect.element(article, { timeout: 20_000 }).toBeVisible();
  await expect.element(article.getByText('Paid', { exact: true })).toBeVisible();
  const payment = article.getByRole('region', { name: 'Payment' });
  await expect.element(payment).toBeVisible();
  expect(payment.element().textContent).toContain('Paid, authorisation');
  expect(payment.element().textContent).not.toContain('Not paid yet');
  await expect.element(page.getByRole('button', { name: `Resend to ${LONG_ADDRESS}` })).toBeVisible();
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
});
