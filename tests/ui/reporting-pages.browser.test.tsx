import { closeErrorReporting, configureClient, flushErrorReports, initErrorReporting } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL } from '@console/mock-api';
import {
  ResetPasswordScreen,
  ToastProvider,
  TwoFactorScreen,
  VerifyEmailScreen,
  withBasename,
} from '@console/ui';
import { createTransport } from '@sentry/browser';
import { getResponse, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/*
 * The pages whose address holds a one-time key or an e-mail address, with the real Sentry SDK reporting what goes
 * wrong on them into memory: what would be sent must hold neither, nor anything that lets the server record the
 * visitor's IP address or user.
 */

const KEY = '7f3e9a1c5b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f';
const ADDRESS = 'tom@example.com';
const loaded = { timeout: 10_000 };

/** Every envelope the SDK would have sent, as text. */
let sent: string[] = [];
const transport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async (req) => {
    sent.push(typeof req.body === 'string' ? req.body : new TextDecoder().decode(req.body));
    return { statusCode: 200 };
  });

// A server that quotes the address it was given back in its refusal, as servers do.
const quotingServer = http.post(`${MOCK_API_BASE_URL}/api/resend-2fa-email.json`, () =>
  HttpResponse.json(
    { meta: { status: 'error', message: `No sign-in is waiting for ${ADDRESS}.` } },
    { status: 400 },
  ),
);

const pageAddress = window.location.href;

// Sentry wraps fetch once for the page, so the mock backend answers through one spy installed before it.
beforeAll(() => {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const handlers = [quotingServer, ...createHandlers(createScenario('loggedOut').backend)];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  sent = [];
  await initErrorReporting({ dsn: 'https://public@reports.console.test/1', transport });
});

afterEach(async () => {
  await closeErrorReporting();
  window.history.replaceState(null, '', pageAddress);
});

/** Opens `path` (under /c) as the page's own address, which the SDK records, and renders `screen` there. */
async function openPage(path: string, screen: ReactNode) {
  window.history.replaceState(null, '', withBasename(path));
  await render(
    <ToastProvider>
      <MemoryRouter>{screen}</MemoryRouter>
    </ToastProvider>,
  );
}

/** What was sent, once it holds `count` error events. */
async function reports(count: number): Promise<string> {
  await expect
    .poll(async () => {
      await flushErrorReports();
      return sent.filter((envelope) => envelope.includes('"exception"')).length;
    }, loaded)
    .toBeGreaterThanOrEqual(count);
  return sent.join('\n');
}

function expectNothingPersonal(text: string) {
  expect(text).not.toContain(KEY);
  expect(text).not.toMatch(/tom(@|%40)example\.com/);
  expect(text).not.toMatch(/"user"|ip_address|\{\{auto\}\}/);
  // The server is told not to infer the visitor's IP address from the connection.
  expect(text).toContain('"infer_ip":"never"');
}

describe('error reports from the pages that carry keys and addresses', () => {
  it('verify-email/{key}: the page address loses its key', async () => {
    await openPage(`/verify-email/${KEY}`, <VerifyEmailScreen authKey={KEY} />);
    await expect.element(page.getByText('This link has expired or was already used.'), loaded).toBeVisible();
    const text = await reports(1);
    expect(text).toContain('Request error for POST');
    expect(text).toContain('/c/verify-email/[key]');
    expectNothingPersonal(text);
  });

  it('2fa/{key}?email=…: neither the key, the e-mail parameter nor the server’s message names them', async () => {
    await openPage(
      `/2fa/${KEY}?email=${encodeURIComponent(ADDRESS)}`,
      <TwoFactorScreen authKey={KEY} email={ADDRESS} onAuthenticated={() => {}} />,
    );
    await userEvent.type(page.getByLabelText('Digit 1 of 6'), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Verify and log in' }));
    await expect.element(page.getByText('This link has expired or was already used.'), loaded).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send a new code' }));
    await expect.element(page.getByText(`No sign-in is waiting for ${ADDRESS}.`), loaded).toBeVisible();
    // The refused code, the refused resend, and the HTTP integration's report of the resend's 400.
    const text = await reports(3);
    expect(text).toContain('No sign-in is waiting for [email].');
    expect(text).toContain('HTTP Client Error with status code: 400');
    expectNothingPersonal(text);
  });

  it('reset-password?email=…&key=…: the query is not sent', async () => {
    await openPage(
      `/reset-password?email=${encodeURIComponent(ADDRESS)}&key=${KEY}`,
      <ResetPasswordScreen email={ADDRESS} authKey={KEY} onAuthenticated={() => {}} />,
    );
    await userEvent.fill(page.getByLabelText('New password'), 'a-long-new-password');
    await userEvent.fill(page.getByLabelText('Repeat the new password'), 'a-long-new-password');
    await userEvent.click(page.getByRole('button', { name: 'Change password' }));
    await expect.element(page.getByText(/This reset link has expired/), loaded).toBeVisible();
    const text = await reports(1);
    expect(text).toContain('Request error for POST');
    expectNothingPersonal(text);
  });
});
