import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureClient, setCsrfToken } from '../../packages/api/src/client';
import { MOCK_API_BASE_URL } from '../../packages/api/src/mocks/handlers';

/**
 * One MSW server per test file, strict about unhandled requests, with the client pointed at the mock API.
 * Each test installs the handlers it needs with `server.use(...)`.
 */
export function setupMockServer(...initial: RequestHandler[]) {
  const server = setupServer(...initial);
  beforeAll(() => {
    configureClient({ baseUrl: MOCK_API_BASE_URL, timeoutMs: 2_000 });
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    setCsrfToken(null);
  });
  afterAll(() => server.close());
  return server;
}
