import { configureClient, getCsrfToken, sessionKeys, useCurrentUser, useWorkspace } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL, type ScenarioName } from '@console/mock-api';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';

/** Requests of the running test that no handler answered; any of them fails the test once it ends. */
let unhandled: string[] = [];

/**
 * Answers fetch from a scenario's MSW handlers in-process, so the hooks run their real data path without a
 * service worker. A request without a handler is refused and fails the test, even when the request helper turns
 * the refusal into a network error that a hook shows as a state; only the serverDown scenario's replies are
 * network failures.
 */
function serve(name: ScenarioName) {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario(name);
  const handlers = createHandlers(backend, { network });
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) {
      unhandled.push(`${request.method} ${request.url}`);
      throw new Error(`No mock handler answers ${request.method} ${request.url}`);
    }
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  return { backend, fetchSpy };
}

/**
 * SWR re-renders only for the fields a render read, so each hook is read whole inside the render, as a screen
 * would, rather than through getters after the fact.
 */
function read<T extends { data?: unknown; error?: unknown; isLoading: boolean }>(swr: T) {
  return { data: swr.data as T['data'], error: swr.error as T['error'], isLoading: swr.isLoading };
}

let cache = new Map();
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

afterEach(() => {
  cache = new Map();
  vi.restoreAllMocks();
  const missed = unhandled;
  unhandled = [];
  expect(missed, 'requests no mock handler answered').toEqual([]);
});

describe('session hooks', () => {
  it('useCurrentUser gives the member and keeps the CSRF token for later writes', async () => {
    const { backend } = serve('member');
    const { result } = await renderHook(() => read(useCurrentUser()), { wrapper });
    await expect.poll(() => result.current.data?.login_data.email).toBe('jane@example.com');
    expect(getCsrfToken()).toBe(backend.state.session?.csrfToken);
  });

  it('useCurrentUser gives null when logged out', async () => {
    serve('loggedOut');
    const { result } = await renderHook(() => read(useCurrentUser()), { wrapper });
    await expect.poll(() => result.current.isLoading).toBe(false);
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeUndefined();
  });

  it('useCurrentUser surfaces the network-error text when the server is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve('serverDown');
    const { result } = await renderHook(() => read(useCurrentUser()), { wrapper });
    await expect
      .poll(() => result.current.error?.message)
      .toMatch(/^Network error while doing a GET request to/);
  });

  it('useWorkspace waits for a slug, then loads that workspace under its own key', async () => {
    const { fetchSpy } = serve('member');
    const { result, rerender } = await renderHook(
      (slug?: string | null) => read(useWorkspace(slug ?? null)),
      {
        wrapper,
        initialProps: null as string | null,
      },
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await rerender('globex-studio');
    await expect.poll(() => result.current.data?.workspace.name).toBe('Globex Studio');
  });

  it('a mutation of a key refetches the hook that reads it', async () => {
    const { backend } = serve('member');
    const { result } = await renderHook(() => ({ user: read(useCurrentUser()), config: useSWRConfig() }), {
      wrapper,
    });
    await expect.poll(() => result.current.user.data?.memberships.length).toBe(2);
    const stored = backend.state.users.find((u) => u.user.email === 'jane@example.com');
    if (stored) stored.user.name = 'Jane C. Cooper';
    await result.current.config.mutate(sessionKeys.currentUser);
    await expect.poll(() => result.current.user.data?.login_data.name).toBe('Jane C. Cooper');
  });
});
