import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  adoptEarlyRequests,
  configureClient,
  EARLY_REQUEST_TTL_MS,
  forgetEarlyRequests,
  request,
  startEarlyRequest,
} from '../../packages/api/src/client';
import { forgetPreloaded } from '../../packages/api/src/swr/preload';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src/handlers';
import { setupMockServer } from '../support/msw';

const server = setupMockServer();
const CountSchema = z.object({ meta: z.object({ status: z.literal('ok') }), count: z.number() });

/** Answers GET /count.json with how many requests it has seen, counting each. */
function counter() {
  const seen: Request[] = [];
  server.use(
    http.get(`${MOCK_API_BASE_URL}/count.json`, ({ request: sent }) => {
      seen.push(sent.clone());
      return HttpResponse.json({ meta: { status: 'ok' }, count: seen.length });
    }),
  );
  return seen;
}

configureClient({ baseUrl: MOCK_API_BASE_URL });

afterEach(() => {
  forgetEarlyRequests();
  vi.restoreAllMocks();
});

describe("startEarlyRequest: a first page's reads, sent as the console starts", () => {
  it('is sent at once, as the helper sends a read, and its reply is the first call for that path', async () => {
    const seen = counter();
    startEarlyRequest('/count.json');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('');
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 1 });
    expect(seen).toHaveLength(1);
  });

  it('hands its reply over once: the next call asks again', async () => {
    const seen = counter();
    startEarlyRequest('/count.json');
    await request({ path: '/count.json' });
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 2 });
    expect(seen).toHaveLength(2);
  });

  it('is not sent twice for one path', async () => {
    const seen = counter();
    startEarlyRequest('/count.json');
    startEarlyRequest('/count.json');
    await request({ path: '/count.json' });
    expect(seen).toHaveLength(1);
  });

  it('expires: a call after EARLY_REQUEST_TTL_MS asks the server again', async () => {
    const seen = counter();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    startEarlyRequest('/count.json');
    clock.mockReturnValue(now + EARLY_REQUEST_TTL_MS + 1);
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 2 });
    expect(seen).toHaveLength(2);
  });

  it('is dropped with the session (forgetPreloaded): the next person gets a reply of their own', async () => {
    const seen = counter();
    startEarlyRequest('/count.json');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    forgetPreloaded();
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 2 });
  });

  it('is not taken by a write, nor by a call that may abort', async () => {
    const seen = counter();
    server.use(
      http.post(`${MOCK_API_BASE_URL}/count.json`, () => HttpResponse.json({ meta: { status: 'ok' } })),
    );
    startEarlyRequest('/count.json');
    await request({ path: '/count.json', method: 'POST', body: {} });
    await request({ path: '/count.json', signal: new AbortController().signal });
    expect(seen).toHaveLength(2);
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 1 });
  });

  it("takes over the reads index.html sent (adoptEarlyRequests): each is its path's first reply, and none is sent twice", async () => {
    const seen = counter();
    const sentByPage = fetch(`${MOCK_API_BASE_URL}/count.json`);
    adoptEarlyRequests({ '/count.json': sentByPage });
    startEarlyRequest('/count.json');
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 1 });
    expect(seen).toHaveLength(1);
    expect(await request({ path: '/count.json', responseSchema: CountSchema })).toMatchObject({ count: 2 });
  });
});
