import type { Event } from '@sentry/browser';
import { createTransport } from '@sentry/browser';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { adminViewWorkspace, getCurrentUser, getWorkspace } from '../../packages/api/src';
import { configureClient, request } from '../../packages/api/src/client';
import {
  closeErrorReporting,
  flushErrorReports,
  initErrorReporting,
  reportError,
} from '../../packages/api/src/reporting';
import { scrubText } from '../../packages/api/src/reporting-scrub';
import { downloadFile } from '../../packages/api/src/transfers';
import { createHandlers, createScenario } from '../../packages/mock-api/src';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src/handlers';
import { MOCK_TIMEOUT_MS, setupMockServer } from '../support/msw';

// The server must be listening before Sentry wraps fetch, as in the app where the network exists first.
const server = setupMockServer();
const url = (path: string) => `${MOCK_API_BASE_URL}${path}`;

/** Every envelope the SDK would have sent, as text, collected in memory instead of the network. */
let sent: string[] = [];
const transport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async (req) => {
    sent.push(typeof req.body === 'string' ? req.body : new TextDecoder().decode(req.body));
    return { statusCode: 200 };
  });

async function sentText(): Promise<string> {
  await flushErrorReports();
  return sent.join('\n');
}

/** The HTTP integration's reports among what was sent, as "status METHOD url". */
async function httpReports(): Promise<string[]> {
  const items = (await sentText())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
  return items
    .filter((item) => item.contexts?.response?.status_code !== undefined)
    .map((item) => `${item.contexts?.response?.status_code} ${item.request?.method} ${item.request?.url}`);
}

beforeEach(() => {
  sent = [];
});

afterEach(async () => {
  await closeErrorReporting();
  vi.restoreAllMocks();
});

describe('error reporting with a DSN', () => {
  beforeEach(async () => {
    await initErrorReporting({ dsn: 'https://public@reports.console.test/1', transport });
  });

  it('captures console errors and warnings but not other console levels', async () => {
    console.error('Template save failed: quota exceeded');
    console.warn('Assembly list is stale');
    console.info('Just informational');
    const text = await sentText();
    expect(text).toContain('Template save failed: quota exceeded');
    expect(text).toContain('Assembly list is stale');
    expect(text).not.toContain('Just informational');
  });

  it('captures failed HTTP replies with a 4xx or 5xx status', async () => {
    server.use(
      http.get(url('/missing.json'), () => HttpResponse.json({}, { status: 404 })),
      http.get(url('/broken.json'), () => HttpResponse.json({}, { status: 503 })),
    );
    await fetch(url('/missing.json'));
    await fetch(url('/broken.json'));
    const text = await sentText();
    expect(text).toContain('HTTP Client Error with status code: 404');
    expect(text).toContain('HTTP Client Error with status code: 503');
  });

  it('sends nothing for a logged-out visit, whose current-user 401 is the expected answer', async () => {
    server.use(...createHandlers(createScenario('loggedOut').backend));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(await httpReports()).toEqual([]);
    expect(await sentText()).not.toMatch(/"exception"|"logger":"console"/);
  });

  it('still reports any other failed reply: a 401 elsewhere, a 500, and a 500 from the current user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...createHandlers(createScenario('loggedOut').backend));
    server.use(
      http.get(url('/globex-studio/api/workspace.json'), () => HttpResponse.json({}, { status: 500 })),
    );
    await getWorkspace('acme-media').catch(() => undefined);
    await getWorkspace('globex-studio').catch(() => undefined);
    server.use(http.get(url('/user/current.json'), () => HttpResponse.json({}, { status: 500 })));
    await getCurrentUser().catch(() => undefined);
    expect(await httpReports()).toEqual([
      `401 GET ${url('/acme-media/api/workspace.json')}`,
      `500 GET ${url('/globex-studio/api/workspace.json')}`,
      `500 GET ${url('/user/current.json')}`,
    ]);
  });

  // The look-up of an unknown slug searches the generated fleet of 50,000 workspaces, which a fresh backend builds
  // on first use: seconds while the browser projects of `npm test` load both cores.
  it('only logs a failed admin workspace look-up (spec §8): no HTTP report, no exception', {
    timeout: 30_000,
  }, async () => {
    const log = vi.spyOn(console, 'error');
    const scenario = createScenario('admin');
    server.use(...createHandlers(scenario.backend));
    await getCurrentUser();
    await expect(adminViewWorkspace('nowhere')).rejects.toThrow('There is no workspace at “nowhere”.');
    expect(log).toHaveBeenCalledWith(
      `Request error for GET ${url('/admin/api/workspaces/view/nowhere')}: There is no workspace at “nowhere”.`,
    );
    expect(await httpReports()).toEqual([]);
    expect(await sentText()).not.toMatch(/"exception"|There is no workspace/);
  });

  it('reports a network failure of the request helper once, as an exception with its exact text', async () => {
    server.use(http.get(url('/down.json'), () => HttpResponse.error()));
    await request({ path: '/down.json' }).catch(() => undefined);
    const text = await sentText();
    const message = `Network error while doing a GET request to ${url('/down.json')}.`;
    const events = text
      .split('\n')
      .filter((line) => line.includes('"exception"') || line.includes('"logger":"console"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('"type":"NetworkError"');
    expect(events[0]).toContain(message);
  });

  it('reports a stalled transfer and a refused file address once each, as exceptions in their own words', async () => {
    // A short idle timeout in real time: the SDK's own timers must keep running to send.
    configureClient({ timeoutMs: 50 });
    server.use(http.get(url('/files/stuck'), () => new HttpResponse(new ReadableStream({ start() {} }))));
    await downloadFile({ path: '/files/stuck' }).catch(() => undefined);
    await downloadFile({ path: '//evil.example/x' }).catch(() => undefined);
    configureClient({ timeoutMs: MOCK_TIMEOUT_MS });
    const events = (await sentText())
      .split('\n')
      .filter((line) => line.includes('"exception"') || line.includes('"logger":"console"'));
    expect(events).toHaveLength(2);
    expect(events.filter((event) => event.includes('"type":"TransferStalledError"'))).toHaveLength(1);
    expect(events.filter((event) => event.includes('"type":"ForeignAddressError"'))).toHaveLength(1);
  });

  it('reports a schema mismatch with the endpoint and issue paths, never the payload', async () => {
    server.use(
      http.get(url('/user/current.json'), () =>
        HttpResponse.json({ secret_value: 'sk_live_should_not_leak', count: 'three' }),
      ),
    );
    await request({ path: '/user/current.json', responseSchema: z.object({ count: z.number() }) });
    const text = await sentText();
    expect(text).toContain('Schema mismatch in the response of GET /user/current.json');
    expect(text).toContain('"path":"count"');
    expect(text).not.toContain('sk_live_should_not_leak');
  });
});

describe('what a report carries', () => {
  it('names the environment and release it was started with, and the context reportError is given', async () => {
    await initErrorReporting({
      dsn: 'https://public@reports.console.test/1',
      environment: 'production',
      release: 'console@abc123',
      transport,
    });
    reportError(new Error('Template list failed'), {
      tags: { endpoint: 'GET /acme-media/api/templates.json' },
      fingerprint: ['templates-list'],
    });
    const event = (await sentText())
      .split('\n')
      .filter((line) => line.includes('Template list failed'))
      .map((line) => JSON.parse(line) as Event)[0];
    expect(event).toMatchObject({
      environment: 'production',
      release: 'console@abc123',
      tags: { endpoint: 'GET /acme-media/api/templates.json' },
      fingerprint: ['templates-list'],
    });
  });
});

describe('error reporting without a DSN', () => {
  it('does not start, and reporting only leaves the log line', async () => {
    await expect(initErrorReporting({ dsn: undefined, transport })).resolves.toBe(false);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(url('/down.json'), () => HttpResponse.error()));
    await request({ path: '/down.json' }).catch(() => undefined);
    reportError(new Error('nobody hears this'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(await sentText()).toBe('');
  });
});

describe('what a report never carries', () => {
  it.each([
    ['https://console.test/c/verify-email/7f3e9a1c', 'https://console.test/c/verify-email/[key]'],
    ['/c/2fa/7f3e9a1c?email=tom%40example.com&next=1', '/c/2fa/[key]?email=[Filtered]&next=1'],
    [
      '/c/reset-password?key=7f3e&email=jane@example.com#top',
      '/c/reset-password?key=[Filtered]&email=[Filtered]#top',
    ],
    ['/admin/api/workspaces.json?q=jane%40example.com', '/admin/api/workspaces.json?q=[email]'],
    [
      'Request error for POST /api/x.json: No account for priya.n+test@example.co.uk.',
      'Request error for POST /api/x.json: No account for [email].',
    ],
  ])('scrubs %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });
});
