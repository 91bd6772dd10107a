import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { actionCall, listCall, readCall, writeCall } from '../../packages/api/src/calls/call-kit';
import { configureClient } from '../../packages/api/src/client';
import { EnvelopeSchema } from '../../packages/api/src/schemas/envelope';

const QuerySchema = z.object({ q: z.optional(z.string()), page: z.optional(z.int()) });
const BodySchema = z.object({ name: z.string() });

/** Answers every request with an empty envelope and keeps what was sent. */
function recordRequests() {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify({ meta: { status: 'ok' } }), { status: 200 }),
    );
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: init?.body ?? null,
    }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the call kit', () => {
  configureClient({ baseUrl: 'https://api.example' });
  const at = (slug: string, id: number) => `/${slug}/api/things/${id}.json`;

  it('reads the address its arguments build', async () => {
    const sent = recordRequests();
    await readCall(at, EnvelopeSchema)('acme', 7);
    expect(sent()).toEqual([
      { url: 'https://api.example/acme/api/things/7.json', method: 'GET', body: null },
    ]);
  });

  it('sends a list query after the address arguments, in the order its schema declares, or none', async () => {
    const sent = recordRequests();
    const list = listCall((slug: string) => `/${slug}/api/things.json`, QuerySchema, EnvelopeSchema);
    await list('acme', { page: 2, q: 'cat' });
    await list('acme');
    expect(sent().map((request) => request.url)).toEqual([
      'https://api.example/acme/api/things.json?q=cat&page=2',
      'https://api.example/acme/api/things.json',
    ]);
  });

  it('posts the last argument as the body of a write, and nothing for an action', async () => {
    const sent = recordRequests();
    await writeCall(at, BodySchema, EnvelopeSchema)('acme', 7, { name: 'Cat' });
    await actionCall(at, EnvelopeSchema)('acme', 8);
    expect(sent()).toEqual([
      { url: 'https://api.example/acme/api/things/7.json', method: 'POST', body: '{"name":"Cat"}' },
      { url: 'https://api.example/acme/api/things/8.json', method: 'POST', body: null },
    ]);
  });
});
