import { configureClient, getCurrentUser, setCsrfToken } from '@console/api';
import { createHandlers, createScenario, MOCK_API_BASE_URL } from '@console/mock-api';
import { AuthKeySecretScreen, href, patterns, TimersProvider, withBasename } from '@console/ui';
import { getResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ManualTimers } from '../../stories/patterns/manual-timers';

const loaded = { timeout: 10_000 };

/** Answers fetch from Jane's scenario in-process; gives the backend, whose store holds every key's secret. */
async function serveMember() {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  await getCurrentUser();
  return backend;
}

afterEach(() => {
  vi.restoreAllMocks();
  setCsrfToken(null);
});

describe('the show-once secret', () => {
  it('never enters the SWR cache or the console, and leaves the page after the timeout', async () => {
    const backend = await serveMember();
    const secret = backend.state.authKeys.find((stored) => stored.key.id === 1)?.secret ?? '';
    expect(secret).toMatch(/^[0-9a-f]{40}$/);
    const cache = new Map();
    const timers = new ManualTimers();
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const router = createMemoryRouter(
      [
        {
          path: withBasename(patterns.authKeySecret),
          element: <AuthKeySecretScreen workspace="acme-media" credentialId="1" />,
        },
      ],
      { initialEntries: [withBasename(href.authKeySecret('acme-media', 1))] },
    );
    await render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <TimersProvider timers={timers}>
          <RouterProvider router={router} />
        </TimersProvider>
      </SWRConfig>,
    );

    await userEvent.click(page.getByRole('button', { name: 'Show secret' }));
    await expect.element(page.getByText(secret), loaded).toBeVisible();
    // The key's entry was refreshed (the secret can no longer be shown) without ever holding the secret.
    await expect
      .poll(() => JSON.stringify([...cache.values()]), loaded)
      .toContain('"can_show_auth_secret":false');
    expect(JSON.stringify([...cache.values()])).not.toContain(secret);
    for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain(secret);

    timers.advance(120_000);
    await expect.element(page.getByText('This secret can no longer be shown'), loaded).toBeVisible();
    expect(document.body.textContent).not.toContain(secret);
  });
});
