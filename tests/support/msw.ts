import type { RequestHandler } from 'msw';
import { HttpNetworkFrame } from 'msw/experimental';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureClient, setCsrfToken } from '../../packages/api/src/client';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src/handlers';

// Requests of the running test that no handler answered, as "METHOD url"; module state, as the server is per file.
const unhandled: string[] = [];

/**
 * The requests no handler answered since the last call, which it forgets: a test that means to send one reads it
 * here; any other fails the test after it ends.
 */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/**
 * How long the client waits on the mock API in these tests. Not short: beside the story pages and the e2e run on two
 * cores, a mock reply whose handler first loads a robot's rules has taken over 2 s, and that is load, not a hang.
 * A test of the timeout itself sets a short one of its own.
 */
export const MOCK_TIMEOUT_MS = 10_000;

/**
 * One MSW server per test file, strict about unhandled requests, with the client pointed at the mock API.
 * Each test installs the handlers it needs with `server.use(...)`.
 */
export function setupMockServer(...initial: RequestHandler[]) {
  const server = setupServer(...initial);
  beforeAll(() => {
    configureClient({ baseUrl: MOCK_API_BASE_URL, timeoutMs: MOCK_TIMEOUT_MS });
    server.listen({
      // Not the 'error' strategy: it lets whatever looks like a static asset through to the network, silently,
      // and to MSW every path ending in .json looks like one, which is every call of the API. Here a request no
      // handler answers prints MSW's own error, gets no reply, and fails its test, even one that silences the
      // console or expects a network error.
      async onUnhandledFrame({ frame, defaults }) {
        await defaults.error();
        if (frame instanceof HttpNetworkFrame) {
          unhandled.push(`${frame.data.request.method} ${frame.data.request.url}`);
        }
        throw Response.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    setCsrfToken(null);
    const missed = takeUnhandledRequests();
    if (missed.length > 0) throw new Error(`No mock handler answered: ${missed.join(', ')}`);
  });
  afterAll(() => server.close());
  return server;
}

/**
 * A reply whose body breaks off after its first part, once the reply is under way, as a dropped connection does.
 * Handed straight to the code as fetch's answer: MSW ends such a body quietly instead of failing its read.
 */
export function breakingReply(first: Uint8Array, headers: HeadersInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      setTimeout(() => controller.error(new TypeError('terminated')), 10);
    },
  });
  return new Response(body, { headers });
}
