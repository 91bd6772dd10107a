import { configureClient, setCsrfToken } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL, type ScenarioName } from '@console/mock-api';
import { ThemeProvider, ToastProvider } from '@console/ui';
import { getResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { routes } from '../../apps/console/src/routes';
import { SessionProvider } from '../../apps/console/src/session-context';

/**
 * Answers fetch from a fresh scenario of the mock backend, in-process. `intercept` sees each request first: what
 * it returns (or throws) stands for the server's answer, and undefined leaves the request to the scenario.
 */
export function serveScenario(
  name: ScenarioName,
  intercept: (request: Request) => Response | undefined = () => undefined,
) {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario(name);
  const handlers = createHandlers(backend, { network });
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const intercepted = intercept(request);
    if (intercepted) return intercepted;
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
}

/**
 * The console's real route table under a memory router, inside the providers main.tsx and app.tsx give it (the
 * theme, the toasts, the session), StrictMode among them (which in development runs every effect twice).
 * `toastDuration` is the toasts' default time on screen.
 */
export async function renderConsole(path: string, { toastDuration }: { toastDuration?: number } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await render(
    <StrictMode>
      <ThemeProvider persist={false}>
        <ToastProvider duration={toastDuration}>
          <SessionProvider demo={null}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return router;
}

/**
 * For a file's tests of the whole console at a desktop's width, where the sidebar shows (a phone keeps it behind the
 * menu button): none leaves a CSRF token, a stored session or its fetch spy to the next.
 */
export function testConsoleWide() {
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });
  afterEach(() => {
    setCsrfToken(null);
    localStorage.clear();
    vi.restoreAllMocks();
  });
}
