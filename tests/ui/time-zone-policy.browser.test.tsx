import { configureClient, getCurrentUser, setCsrfToken } from '@console/api';
import { createHandlers, createScenario, FIXTURE_NOW, MOCK_API_BASE_URL } from '@console/mock-api';
import {
  AdminCouponsScreen,
  BillingScreen,
  Chart,
  NowProvider,
  TimeZoneProvider,
  ToastProvider,
} from '@console/ui';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** The mock server's answers are slow under a loaded CI machine. */
const loaded = { timeout: 10_000 };

/** Answers fetch from a scenario in-process and keeps the bodies of the requests that change something. */
async function serve(scenario: 'admin' | 'member') {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario(scenario);
  const handlers = createHandlers(backend, { network });
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') {
      const text = await request.clone().text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      });
    }
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  // The session's CSRF token, which changing calls send, comes with the current user.
  await getCurrentUser();
  return { backend, sent };
}

/** A connected screen at `path`, with the person's zone `zone`, as the console mounts it. */
async function renderScreen(zone: string, path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NowProvider now={FIXTURE_NOW}>
        <TimeZoneProvider zone={zone}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </TimeZoneProvider>
      </NowProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  setCsrfToken(null);
});

/** 10:00 and 11:00 UTC on the fixtures' day: 15:30 and 16:30 in Kolkata, half an hour off the UTC hour. */
const HOURS = [Date.parse('2026-01-15T10:00:00Z') / 1000, Date.parse('2026-01-15T11:00:00Z') / 1000];
const HOURLY = [{ label: 'Completed', values: [12, 30] }];
/** Days the API buckets in UTC; midnight UTC is the evening before in Los Angeles. */
const DAYS = [Date.parse('2026-01-14T00:00:00Z') / 1000, Date.parse('2026-01-15T00:00:00Z') / 1000];

describe('issue 20: charts', () => {
  it('writes hours in the person’s zone and names it in the legend, the summary and the data table', async () => {
    await render(
      <TimeZoneProvider zone="Asia/Kolkata">
        <Chart label="Assemblies per hour" interval="hour" timestamps={HOURS} series={HOURLY} />
      </TimeZoneProvider>,
    );
    // At rest the legend speaks for the whole period, in the person's zone.
    await expect.element(page.getByText('Jan 15, 15:30 – Jan 15, 16:30 Asia/Kolkata')).toBeVisible();
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(/from Jan 15, 15:30 to Jan 15, 16:30 \(Asia\/Kolkata\)\./);
    const table = page.getByRole('table', { name: 'Assemblies per hour' });
    await expect
      .element(table.getByRole('columnheader', { name: 'Time (Asia/Kolkata)' }))
      .toBeInTheDocument();
    await expect.element(table.getByRole('rowheader', { name: 'Jan 15, 15:30' })).toBeInTheDocument();
  });

  it('keeps days as the API buckets them, in UTC, whatever the person’s zone', async () => {
    await render(
      <TimeZoneProvider zone="America/Los_Angeles">
        <Chart label="Assemblies per day" interval="day" timestamps={DAYS} series={HOURLY} />
      </TimeZoneProvider>,
    );
    const table = page.getByRole('table', { name: 'Assemblies per day' });
    await expect.element(table.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    await expect.element(table.getByRole('rowheader', { name: 'Jan 14, 2026' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('America/Los_Angeles');
  });
});

describe('issue 20: a coupon’s last day', () => {
  it('is a day in the admin’s zone, named beside the field, and the list shows it in that zone', async () => {
    const { sent } = await serve('admin');
    await renderScreen('Asia/Kolkata', '/c/admin/coupons', <AdminCouponsScreen />);
    await expect.element(page.getByText('LAUNCH-100'), loaded).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New coupon' }));
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await userEvent.fill(dialog.getByRole('textbox', { name: /Code/ }), 'DIWALI');
    await userEvent.fill(dialog.getByRole('textbox', { name: /Percent off/ }), '15');
    const validUntil = dialog.getByLabelText(/Valid until/);
    await expect
      .element(validUntil)
      .toHaveAccessibleDescription(/It stops working as that day starts \(Asia\/Kolkata\)\./);
    await userEvent.fill(validUntil, '02/14/2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));

    // Midnight in Kolkata is 18:30 UTC the evening before.
    await expect
      .poll(() => sent.at(-1)?.body, loaded)
      .toMatchObject({
        code: 'DIWALI',
        valid_until: '2026-02-13T18:30:00.000Z',
      });
    const row = page.getByRole('row').filter({ hasText: 'DIWALI' });
    await expect
      .element(row.getByText('Feb 14, 2026'), loaded)
      .toHaveAttribute('title', 'Feb 14, 2026, 12:00 AM Asia/Kolkata');
  });

  it('keeps its exact instant when the form is saved with the day unchanged', async () => {
    const { backend, sent } = await serve('admin');
    const kept = backend.state.billing.coupons.find((coupon) => coupon.code === 'PARTNER-ACME')?.valid_until;
    // Noon UTC: the start of its day in Los Angeles would be another instant.
    expect(kept).toBe('2026-03-16T12:00:00.000Z');
    await renderScreen('America/Los_Angeles', '/c/admin/coupons', <AdminCouponsScreen />);
    await expect.element(page.getByText('LAUNCH-100'), loaded).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Actions for coupon PARTNER-ACME' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Edit' }));
    const dialog = page.getByRole('dialog', { name: 'Edit coupon PARTNER-ACME' });
    await expect.element(dialog.getByLabelText(/Valid until/), loaded).toHaveValue('03/16/2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent.length, loaded).toBe(1);
    expect(sent[0]?.body).toMatchObject({ code: 'PARTNER-ACME', valid_until: kept });
  });
});

describe('issue 20: a workspace’s discounts', () => {
  it('end on a day in the person’s zone, the exact instant on hover', async () => {
    await serve('member');
    // Acme Media's discount ends at noon UTC on March 6; UTC is two in the morning of the next day on Kiritimati (UTC+14).
    await renderScreen(
      'Pacific/Kiritimati',
      '/c/acme-media/billing',
      <BillingScreen workspace="acme-media" />,
    );
    const discount = page.getByRole('listitem').filter({ hasText: /% off until/ });
    await expect
      .element(discount.getByText('Mar 7, 2026'), loaded)
      .toHaveAttribute('title', 'Mar 7, 2026, 2:00 AM Pacific/Kiritimati');
  });
});
