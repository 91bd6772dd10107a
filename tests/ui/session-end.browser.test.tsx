import { configureClient, setCsrfToken } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL } from '@console/mock-api';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderConsole } from './render-console';

const loaded = { timeout: 10_000 };
const STORED_KEYS = ['login_data', 'js-currentUser', 'currentWorkspaceSlug'];

/**
 * Jane's scenario answering fetch in-process, with the support chat's app id in her login data so the console boots
 * the chat; gives the backend, to end her session on the server.
 */
function serveMemberWithChat() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    if (!new URL(request.url).pathname.endsWith('/user/current.json') || !response.ok) return response;
    const body = await response.json();
    return Response.json({ ...body, login_data: { ...body.login_data, app_id: 'chat-app' } });
  });
  return backend;
}

afterEach(() => {
  setCsrfToken(null);
  localStorage.clear();
  delete window.Intercom;
  for (const script of document.querySelectorAll('script[src*="intercom"]')) script.remove();
  vi.restoreAllMocks();
});

describe('a session the server ended', () => {
  it('ends in the browser too: stored keys cleared and the chat restarted, as logout does', async () => {
    const backend = serveMemberWithChat();
    const router = await renderConsole('/acme-media');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Acme Media' }), loaded).toBeVisible();
    await expect
      .poll(() => STORED_KEYS.filter((key) => localStorage.getItem(key) !== null))
      .toEqual(STORED_KEYS);
    expect(window.Intercom?.q?.at(-1)?.[0]).toBe('boot');

    // The session expires on the server; the next look at who is logged in (a focus, the connection coming back,
    // once spec §9's 2 s dedupe interval has passed) says nobody.
    backend.state.session = null;
    await new Promise((settle) => setTimeout(settle, 2_100));
    window.dispatchEvent(new Event('online'));

    await expect.poll(() => router.state.location.pathname, loaded).toBe('/login');
    expect(STORED_KEYS.filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(window.Intercom?.q?.slice(-2)).toEqual([['shutdown'], ['boot', { app_id: 'chat-app' }]]);
  });
});
