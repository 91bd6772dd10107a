import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { configureClient, onRequestActivity, request, setCsrfToken } from '../../packages/api/src/client';
import { NetworkError, RequestError } from '../../packages/api/src/errors';
import * as reporting from '../../packages/api/src/reporting';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src/handlers';
import { breakingReply, MOCK_TIMEOUT_MS, setupMockServer, takeUnhandledRequests } from '../support/msw';

const server = setupMockServer();
const url = (path: string) => `${MOCK_API_BASE_URL}${path}`;
const ThingSchema = z.object({ meta: z.object({ status: z.literal('ok') }), count: z.number() });

/** Captures the request a handler saw, and answers with `body`. */
function capture(
  method: 'get' | 'post',
  path: string,
  body: Record<string, unknown> = { meta: { status: 'ok' } },
) {
  const seen: Request[] = [];
  server.use(
    http[method](url(path), ({ request: req }) => {
      seen.push(req.clone());
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request: what goes out', () => {
  it('resolves the path against the configured base address and defaults to GET', async () => {
    const seen = capture('get', '/things.json');
    await request({ path: '/things.json' });
    expect(seen[0]?.url).toBe(url('/things.json'));
    expect(seen[0]?.method).toBe('GET');
  });

  it('trims a trailing slash from the base address', async () => {
    configureClient({ baseUrl: `${MOCK_API_BASE_URL}/` });
    const seen = capture('get', '/things.json');
    await request({ path: '/things.json' });
    expect(seen[0]?.url).toBe(url('/things.json'));
    configureClient({ baseUrl: MOCK_API_BASE_URL });
  });

  it('goes cross-origin with cookies included and asks for JSON', async () => {
    // Node's Request drops `credentials` when MSW re-creates it, so read what the helper handed to fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen = capture('get', '/things.json');
    await request({ path: '/things.json' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', mode: 'cors' });
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends the CSRF header on every GET, with the session token when there is one', async () => {
    const seen = capture('get', '/things.json');
    await request({ path: '/things.json' });
    setCsrfToken('token-123');
    await request({ path: '/things.json' });
    expect(seen[0]?.headers.has('x-csrf-token')).toBe(true);
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('');
    expect(seen[1]?.headers.get('x-csrf-token')).toBe('token-123');
  });

  it('sends the CSRF header on a write only when a token is given', async () => {
    const seen = capture('post', '/things.json');
    await request({ path: '/things.json', method: 'POST', body: { a: 1 } });
    await request({ path: '/things.json', method: 'POST', body: { a: 1 }, csrfToken: 'explicit' });
    setCsrfToken('from-session');
    await request({ path: '/things.json', method: 'POST', body: { a: 1 } });
    expect(seen[0]?.headers.has('x-csrf-token')).toBe(false);
    expect(seen[1]?.headers.get('x-csrf-token')).toBe('explicit');
    expect(seen[2]?.headers.get('x-csrf-token')).toBe('from-session');
  });

  it('sends a body as JSON', async () => {
    const seen = capture('post', '/things.json');
    await request({ path: '/things.json', method: 'POST', body: { email: 'jane@example.com' } });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ email: 'jane@example.com' });
  });
});

describe('request: activity', () => {
  it('announces the start and the end of every call, and whether it succeeded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: unknown[] = [];
    const stop = onRequestActivity((activity) => heard.push(activity));
    capture('post', '/things.json');
    await request({ path: '/things.json', method: 'POST' });
    server.use(http.get(url('/down.json'), () => HttpResponse.error()));
    await request({ path: '/down.json' }).catch(() => undefined);
    stop();
    await request({ path: '/things.json', method: 'POST' });
    expect(heard).toEqual([
      { phase: 'start', method: 'POST', path: '/things.json' },
      { phase: 'end', method: 'POST', path: '/things.json', ok: true },
      { phase: 'start', method: 'GET', path: '/down.json' },
      { phase: 'end', method: 'GET', path: '/down.json', ok: false },
    ]);
  });
});

describe('request: schema checks report and carry on', () => {
  it('reports a reply that does not match its schema with the path and issues, and returns the data', async () => {
    const report = vi.spyOn(reporting, 'reportError');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture('get', '/things.json', { meta: { status: 'ok' }, count: 'three' });
    const data = await request({ path: '/things.json', responseSchema: ThingSchema });
    expect(data).toEqual({ meta: { status: 'ok' }, count: 'three' });
    expect(report).toHaveBeenCalledTimes(1);
    const [, context] = report.mock.calls[0] ?? [];
    expect(context?.extra).toMatchObject({
      path: '/things.json',
      issues: [expect.objectContaining({ path: 'count', code: 'invalid_type' })],
    });
    expect(context?.fingerprint).toEqual(['schema-mismatch', 'response', 'GET', '/things.json']);
  });

  it('reports a body that does not match its schema and still sends it', async () => {
    const report = vi.spyOn(reporting, 'reportError');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = capture('post', '/things.json');
    await request({
      path: '/things.json',
      method: 'POST',
      body: { count: 'x' } as unknown as { count: number },
      requestSchema: z.object({ count: z.number() }),
    });
    expect(seen).toHaveLength(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[1]?.extra).toMatchObject({
      issues: [expect.objectContaining({ path: 'count' })],
    });
  });

  it('returns the parsed data without a report when the reply matches', async () => {
    const report = vi.spyOn(reporting, 'reportError');
    capture('get', '/things.json', { meta: { status: 'ok' }, count: 3, extra: 'dropped' });
    const data = await request({ path: '/things.json', responseSchema: ThingSchema });
    expect(data).toEqual({ meta: { status: 'ok' }, count: 3 });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('request: failures', () => {
  it('throws, logs and reports the exact network-error text when no reply arrives', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.spyOn(reporting, 'reportError');
    server.use(http.get(url('/things.json'), () => HttpResponse.error()));
    const expected = `Network error while doing a GET request to ${url('/things.json')}. This usually means the server is unreachable or there's no internet connection.`;
    const error = await request({ path: '/things.json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(expected);
    expect(log).toHaveBeenCalledWith(expected);
    expect(report).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ tags: expect.objectContaining({ method: 'GET' }) }),
    );
  });

  it('fails a successful status whose body is not JSON, in the request-error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(url('/cut.json'), () => new HttpResponse('{"meta": {"status": "ok"}, "data": [')));
    const error = await request({ path: '/cut.json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe(
      `Request error for GET ${url('/cut.json')}: The reply was not valid JSON.`,
    );
  });

  it('treats a reply slower than the timeout as a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configureClient({ timeoutMs: 50 });
    server.use(
      http.post(url('/slow.json'), async () => {
        await delay(1_000);
        return HttpResponse.json({ meta: { status: 'ok' } });
      }),
    );
    await expect(request({ path: '/slow.json', method: 'POST' })).rejects.toThrow(
      `Network error while doing a POST request to ${url('/slow.json')}.`,
    );
    configureClient({ timeoutMs: MOCK_TIMEOUT_MS });
  });

  it("fails a reply whose body breaks off as a network failure, not with the stream's own error", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      breakingReply(new TextEncoder().encode('{"meta": {"status": "ok"}, "things": ['), {
        'Content-Type': 'application/json',
      }),
    );
    const error = await request({ path: '/broken.json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(log).toHaveBeenCalledWith((error as Error).message);
  });

  it('throws, logs and reports the exact request-error text for an HTTP error, with the server message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.spyOn(reporting, 'reportError');
    server.use(
      http.post(url('/things.json'), () =>
        HttpResponse.json({ meta: { status: 'error', message: 'Slug is taken' } }, { status: 422 }),
      ),
    );
    const error = await request({ path: '/things.json', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe(
      `Request error for POST ${url('/things.json')}: Slug is taken`,
    );
    expect((error as RequestError).status).toBe(422);
    expect((error as RequestError).serverMessage).toBe('Slug is taken');
    expect(log).toHaveBeenCalledWith(`Request error for POST ${url('/things.json')}: Slug is taken`);
    expect(report).toHaveBeenCalledWith(error, expect.anything());
  });

  it('uses the HTTP status when an error reply has no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(
        url('/things.json'),
        () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(request({ path: '/things.json' })).rejects.toThrow(
      `Request error for GET ${url('/things.json')}: HTTP 502 Bad Gateway`,
    );
  });

  it("surfaces meta.message when a 200 reply says meta.status 'error'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    capture('post', '/user/login.json', {
      meta: { status: 'error', message: 'The e-mail address or password is incorrect.' },
    });
    const error = await request({ path: '/user/login.json', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).serverMessage).toBe('The e-mail address or password is incorrect.');
    expect((error as RequestError).message).toBe(
      `Request error for POST ${url('/user/login.json')}: The e-mail address or password is incorrect.`,
    );
  });

  it('resolves to null without a report for a status the caller expects', async () => {
    const report = vi.spyOn(reporting, 'reportError');
    server.use(http.get(url('/user/current.json'), () => HttpResponse.json({}, { status: 401 })));
    await expect(request({ path: '/user/current.json', nullOn: [401] })).resolves.toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('fails loudly for a call no mock handler answers: MSW says so, and the test would fail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request({ path: '/nobody-handles-this.json' })).rejects.toBeInstanceOf(NetworkError);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[MSW\] Error: intercepted a request without a matching request handler:\s+• GET https:\/\/api\.console\.test\/nobody-handles-this\.json/,
      ),
    );
    // Taken here, since this test means to send it; left alone, it would fail the test once it ends.
    expect(takeUnhandledRequests()).toEqual([`GET ${url('/nobody-handles-this.json')}`]);
  });

  it('logs but does not report the failures of a call that asks for it, and still throws them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.spyOn(reporting, 'reportError');
    server.use(
      http.get(url('/quiet.json'), () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'There is no workspace at “nowhere”.' } },
          { status: 404 },
        ),
      ),
      http.get(url('/quiet-down.json'), () => HttpResponse.error()),
    );
    const refused = await request({ path: '/quiet.json', reportFailures: false }).catch((e: unknown) => e);
    expect((refused as RequestError).serverMessage).toBe('There is no workspace at “nowhere”.');
    await expect(request({ path: '/quiet-down.json', reportFailures: false })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(log).toHaveBeenCalledWith(
      `Request error for GET ${url('/quiet.json')}: There is no workspace at “nowhere”.`,
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('does not report a request the caller aborted, and announces it as cancelled rather than failed', async () => {
    const report = vi.spyOn(reporting, 'reportError');
    const heard: unknown[] = [];
    const stop = onRequestActivity((activity) => heard.push(activity));
    server.use(
      http.get(url('/things.json'), async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request({ path: '/things.json', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    stop();
    expect(report).not.toHaveBeenCalled();
    expect(heard.at(-1)).toEqual({
      phase: 'end',
      method: 'GET',
      path: '/things.json',
      ok: false,
      cancelled: true,
    });
  });
});
