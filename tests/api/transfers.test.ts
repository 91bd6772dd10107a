import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { z } from 'zod/mini';
import { downloadAssemblyResult, uploadAssembly } from '../../packages/api/src/calls/assembly-uploads';
import { configureClient, onRequestActivity, setCsrfToken } from '../../packages/api/src/client';
import { NetworkError, RequestError } from '../../packages/api/src/errors';
import * as reporting from '../../packages/api/src/reporting';
import {
  apiFileAddress,
  downloadFile,
  ForeignAddressError,
  type TransferredBytes,
  TransferStalledError,
  uploadFile,
} from '../../packages/api/src/transfers';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src/handlers';
import { breakingReply, MOCK_TIMEOUT_MS, setupMockServer } from '../support/msw';
import { lastXhr, setupFakeXhr } from '../support/xhr';

const server = setupMockServer();
const url = (path: string) => `${MOCK_API_BASE_URL}${path}`;
const IDLE_MS = 30_000;
const STALLED = 'The transfer stalled: no data moved for 30 seconds. Check your connection and try again.';
const TEMPLATE_ID = 'a'.repeat(32);
const ReplySchema = z.object({ meta: z.object({ status: z.literal('ok') }), id: z.string() });

const file = (size = 10) => new File([new Uint8Array(size).fill(7)], 'harbour.png', { type: 'image/png' });

let log: MockInstance<typeof console.error>;
let report: MockInstance<typeof reporting.reportError>;

beforeEach(() => {
  // The production timeout, not the short one the other call tests use: the clock is fake wherever it matters.
  configureClient({ timeoutMs: IDLE_MS });
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
  report = vi.spyOn(reporting, 'reportError');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  configureClient({ baseUrl: MOCK_API_BASE_URL, timeoutMs: MOCK_TIMEOUT_MS });
});

/** Lets the code under test react to what the test just did (promise callbacks, no timers). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('uploads', () => {
  setupFakeXhr('by hand');

  const upload = (options: { signal?: AbortSignal; onProgress?: (bytes: TransferredBytes) => void } = {}) =>
    uploadFile({
      path: '/uploads.json',
      body: { template_id: TEMPLATE_ID, file: file() },
      responseSchema: ReplySchema,
      ...options,
    });

  it('POSTs the body as multipart form data with cookies, JSON asked for and the CSRF token', async () => {
    setCsrfToken('token-123');
    const pending = upload();
    const xhr = lastXhr();
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', url('/uploads.json'), true]);
    expect(xhr.headers.get('accept')).toBe('application/json');
    expect(xhr.headers.get('x-csrf-token')).toBe('token-123');
    // The browser sets a multipart body's Content-Type, with its boundary.
    expect(xhr.headers.has('content-type')).toBe(false);
    expect(xhr.body?.get('template_id')).toBe(TEMPLATE_ID);
    const sent = xhr.body?.get('file') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['harbour.png', 'image/png', 10]);
    xhr.answer(200, { meta: { status: 'ok' }, id: 'x', extra: 'dropped' });
    await expect(pending).resolves.toEqual({ meta: { status: 'ok' }, id: 'x' });
  });

  it('goes on for as long as bytes move, reporting each move, however long the whole upload takes', async () => {
    vi.useFakeTimers();
    const heard: TransferredBytes[] = [];
    const pending = upload({ onProgress: (bytes) => heard.push(bytes) });
    const xhr = lastXhr();
    // Ten minutes for 40 MB, a part every 25 s: far past the request helper's 30 s for a whole call.
    const total = 40_000_000;
    for (let part = 1; part <= 24; part += 1) {
      vi.advanceTimersByTime(25_000);
      xhr.moved((total / 24) * part, total);
    }
    vi.advanceTimersByTime(25_000);
    xhr.answer(200, { meta: { status: 'ok' }, id: 'x' });
    await expect(pending).resolves.toMatchObject({ id: 'x' });
    expect(heard).toHaveLength(24);
    expect(heard.at(-1)).toEqual({ loaded: total, total });
    expect(xhr.aborted).toBe(false);
  });

  it('counts the reply arriving as movement, once the body has gone', async () => {
    vi.useFakeTimers();
    const pending = upload();
    const xhr = lastXhr();
    xhr.moved(10, 10);
    vi.advanceTimersByTime(25_000);
    xhr.onprogress?.();
    vi.advanceTimersByTime(25_000);
    xhr.answer(200, { meta: { status: 'ok' }, id: 'x' });
    await expect(pending).resolves.toMatchObject({ id: 'x' });
  });

  it('stalls once nothing has moved for 30 s: aborted, in words of its own, logged and reported', async () => {
    vi.useFakeTimers();
    const pending = upload().catch((error: unknown) => error);
    const xhr = lastXhr();
    xhr.moved(1_000, 40_000_000);
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(xhr.aborted).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(TransferStalledError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(STALLED);
    expect(log).toHaveBeenCalledWith(STALLED);
    expect(report).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ fingerprint: ['TransferStalledError', 'POST', url('/uploads.json')] }),
    );
  });

  it('is cancelled by its signal: rejected with the reason, neither logged nor reported, announced as cancelled', async () => {
    vi.useFakeTimers();
    const heard: unknown[] = [];
    const stop = onRequestActivity((activity) => heard.push(activity));
    const controller = new AbortController();
    const pending = upload({ signal: controller.signal }).catch((error: unknown) => error);
    const xhr = lastXhr();
    xhr.moved(1_000, 40_000_000);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    // Nothing left to fire: the idle watch ended with the upload.
    expect(vi.getTimerCount()).toBe(0);
    stop();
    expect(heard.at(-1)).toEqual({
      phase: 'end',
      method: 'POST',
      path: '/uploads.json',
      ok: false,
      cancelled: true,
    });
    expect(log).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('is not sent at all when its signal has already been aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(report).not.toHaveBeenCalled();
  });

  it('fails an error reply as the request helper does, with the server message', async () => {
    const pending = upload().catch((error: unknown) => error);
    lastXhr().answer(
      503,
      { meta: { status: 'error', message: 'Uploads are paused.' } },
      'Service Unavailable',
    );
    const error = (await pending) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect([error.status, error.serverMessage]).toEqual([503, 'Uploads are paused.']);
    expect(error.message).toBe(`Request error for POST ${url('/uploads.json')}: Uploads are paused.`);
    expect(report).toHaveBeenCalledWith(error, expect.anything());
  });

  it('fails a dropped connection with the network text of spec §8', async () => {
    const pending = upload().catch((error: unknown) => error);
    lastXhr().drop();
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^Network error while doing a POST request to /);
  });

  it('announces its start and end to the activity listeners', async () => {
    const heard: unknown[] = [];
    const stop = onRequestActivity((activity) => heard.push(activity));
    const pending = upload();
    lastXhr().answer(200, { meta: { status: 'ok' }, id: 'x' });
    await pending;
    stop();
    expect(heard).toEqual([
      { phase: 'start', method: 'POST', path: '/uploads.json' },
      { phase: 'end', method: 'POST', path: '/uploads.json', ok: true },
    ]);
  });

  it('uploadAssembly sends the workspace upload with progress', async () => {
    const heard: TransferredBytes[] = [];
    const pending = uploadAssembly(
      'acme-media',
      { template_id: TEMPLATE_ID, file: file() },
      { onProgress: (bytes) => heard.push(bytes) },
    ).catch((error: unknown) => error);
    const xhr = lastXhr();
    expect(xhr.url).toBe(url('/acme-media/api/assemblies/upload.json'));
    xhr.moved(5, 10);
    xhr.drop();
    await pending;
    expect(heard).toEqual([{ loaded: 5, total: 10 }]);
  });
});

/** A file's body that the test hands out part by part, as a slow line would. */
function trickle() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  return {
    body,
    send: (size: number) => controller?.enqueue(new Uint8Array(size).fill(1)),
    end: () => controller?.close(),
  };
}

const RESULT = '/acme-media/api/assemblies/abc/results/def';

describe('downloads', () => {
  function serveSlowly(size: number) {
    const stream = trickle();
    server.use(
      http.get(
        url(RESULT),
        () =>
          new HttpResponse(stream.body, {
            headers: { 'Content-Type': 'image/webp', 'Content-Length': String(size) },
          }),
      ),
    );
    return stream;
  }

  /** Moves the fake clock on by `ms`, letting the download take in what arrived meanwhile. */
  async function wait(ms: number) {
    await settle();
    vi.advanceTimersByTime(ms);
    await settle();
  }

  it('reads a body that keeps moving for minutes, hearing each part, into a Blob of its type', async () => {
    const stream = serveSlowly(2_400);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const heard: TransferredBytes[] = [];
    const pending = downloadAssemblyResult(RESULT, { onProgress: (bytes) => heard.push(bytes) });
    for (let part = 0; part < 24; part += 1) {
      await wait(25_000);
      stream.send(100);
    }
    await wait(25_000);
    stream.end();
    const blob = await pending;
    expect([blob.type, blob.size]).toEqual(['image/webp', 2_400]);
    expect(heard[0]).toEqual({ loaded: 0, total: 2_400 });
    expect(heard.at(-1)).toEqual({ loaded: 2_400, total: 2_400 });
    expect(report).not.toHaveBeenCalled();
  });

  it('stalls once no part has come for 30 s, in words of its own, logged and reported', async () => {
    const stream = serveSlowly(2_400);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = downloadAssemblyResult(RESULT).catch((error: unknown) => error);
    await wait(1_000);
    stream.send(100);
    await wait(IDLE_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(TransferStalledError);
    expect((error as Error).message).toBe(STALLED);
    expect(report).toHaveBeenCalledWith(error, expect.anything());
  });

  it('is cancelled by its signal mid-body: rejected with the reason, neither logged nor reported', async () => {
    const stream = serveSlowly(2_400);
    const controller = new AbortController();
    const pending = downloadAssemblyResult(RESULT, { signal: controller.signal }).catch((e: unknown) => e);
    await settle();
    stream.send(100);
    await settle();
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(log).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('fails a body that breaks off as a network failure, not with the stream’s own error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      breakingReply(new Uint8Array(10), { 'Content-Type': 'image/webp' }),
    );
    const error = await downloadAssemblyResult(RESULT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(report).toHaveBeenCalledWith(error, expect.anything());
  });

  it('fails the JSON error reply the API sends instead of the file as the request helper does', async () => {
    server.use(
      http.get(url(RESULT), () =>
        HttpResponse.json({ meta: { status: 'error', message: 'No longer kept' } }, { status: 410 }),
      ),
    );
    const error = (await downloadAssemblyResult(RESULT).catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect([error.status, error.serverMessage]).toEqual([410, 'No longer kept']);
  });
});

describe('file addresses from the server', () => {
  /** What the URL parser reads as another host, or another origin outright, whatever the API's address. */
  const HOSTILE = [
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    '\\/evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    ' //evil.example/x',
    'https://evil.example/x',
    'HTTPS://evil.example/x',
    'http://api.console.test/x',
    'https://api.console.test@evil.example/x',
    'https://api.console.test:8443/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://evil.example/0f2d',
  ];

  it.each(HOSTILE)('refuses %j', (path) => {
    expect(() => apiFileAddress(path)).toThrow(ForeignAddressError);
  });

  it.each([
    [
      '/acme-media/api/assemblies/abc/results/def',
      `${MOCK_API_BASE_URL}/acme-media/api/assemblies/abc/results/def`,
    ],
    // Encoded, a slash or backslash is part of a path on the API, not a way off it.
    ['/%2F%2Fevil.example/x', `${MOCK_API_BASE_URL}/%2F%2Fevil.example/x`],
    ['/%5Cevil.example/x', `${MOCK_API_BASE_URL}/%5Cevil.example/x`],
    ['/%5C%5Cevil.example/x', `${MOCK_API_BASE_URL}/%5C%5Cevil.example/x`],
    ['/c/..//evil.example/x', `${MOCK_API_BASE_URL}//evil.example/x`],
    // The URL parser reads a scheme the base shares as a path relative to the base.
    ['https:evil.example/x', `${MOCK_API_BASE_URL}/evil.example/x`],
    [`${MOCK_API_BASE_URL}/files/x`, `${MOCK_API_BASE_URL}/files/x`],
  ])('resolves %j on the API’s origin', (path, address) => {
    expect(apiFileAddress(path)).toBe(address);
    expect(new URL(apiFileAddress(path)).origin).toBe(MOCK_API_BASE_URL);
  });

  it('resolves against the console’s own origin when the API has no address of its own', () => {
    configureClient({ baseUrl: '' });
    vi.stubGlobal('location', new URL('https://console.example/c/acme-media/onboarding/processing'));
    try {
      expect(apiFileAddress('/acme-media/api/x')).toBe('https://console.example/acme-media/api/x');
      expect(() => apiFileAddress('/\\evil.example/x')).toThrow(ForeignAddressError);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never sends a download to an address off the API: refused, logged and reported, nothing fetched', async () => {
    // The console on the API's own origin, where a path of `/\evil.example/x` used to be fetched from evil.example.
    configureClient({ baseUrl: '' });
    vi.stubGlobal('location', new URL('https://console.example/c/acme-media/onboarding/processing'));
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      for (const path of HOSTILE) {
        const error = await downloadAssemblyResult(path).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ForeignAddressError);
        expect((error as Error).message).toBe(
          'The server gave this file an address outside the service, so it was not downloaded.',
        );
      }
      expect(fetched).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledTimes(HOSTILE.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches a download from its address on the API', async () => {
    server.use(http.get(url(RESULT), () => new HttpResponse(new Uint8Array([1, 2, 3]))));
    const fetched = vi.spyOn(globalThis, 'fetch');
    const blob = await downloadFile({ path: RESULT });
    expect(blob.size).toBe(3);
    expect(fetched.mock.calls[0]?.[0]).toBe(url(RESULT));
  });
});
