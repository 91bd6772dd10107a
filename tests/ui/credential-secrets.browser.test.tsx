import { configureClient, getCurrentUser, type SavedCredential, setCsrfToken } from '@console/api';
import {
  buildAuthKey,
  buildSavedCredential,
  createHandlers,
  createScenario,
  MOCK_API_BASE_URL,
} from '@console/mock-api';
import {
  CredentialEditScreen,
  CredentialsScreen,
  href,
  patterns,
  ToastProvider,
  withBasename,
} from '@console/ui';
import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredentialForm } from '../../packages/ui/src/screens/credentials/credential-form';

const loaded = { timeout: 10_000 };
const SECRET = 'Qx7bR2mN5vL8sD1fH4jP6wQ9zA3cE6gI9kM2oQ5s';
const base = (path: string) => `${MOCK_API_BASE_URL}/acme-media/api${path}`;

/** Jane's workspace answering fetch in-process, the handlers given first; the bodies of the writes it received. */
async function serveMember(...first: RequestHandler[]) {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario('member');
  const handlers = [...first, ...createHandlers(backend, { network })];
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST') posted.push(await request.clone().json());
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  await getCurrentUser();
  return posted;
}

/** Renders `element` at `path` with a cache the test reads; every other page of the console renders nothing. */
async function renderAt(pattern: string, path: string, element: ReactNode) {
  const cache = new Map();
  const router = createMemoryRouter(
    [
      { path: withBasename(pattern), element },
      { path: '*', element: null },
    ],
    { initialEntries: [withBasename(path)] },
  );
  await render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SWRConfig>,
  );
  return () => JSON.stringify([...cache.values()]);
}

afterEach(() => {
  vi.restoreAllMocks();
  setCsrfToken(null);
});

describe('secrets and the SWR cache', () => {
  it('an auth key list that carries auth_secret and drifts caches the keys without it', async () => {
    const keys = [1, 2].map((id) => ({
      ...buildAuthKey({ id }, id),
      // Drift: a field the schema does not expect in this shape.
      last_used: 1_700_000_000,
      auth_secret: SECRET,
    }));
    await serveMember(
      http.get(base('/auth-keys.json'), () =>
        HttpResponse.json({ meta: { status: 'ok' }, auth_keys: keys, total: 2, page: 1, per_page: 10 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cached = await renderAt(
      patterns.templateCredentials,
      href.templateCredentials('acme-media'),
      <CredentialsScreen workspace="acme-media" />,
    );
    await expect.poll(cached, loaded).toContain(keys[1]?.auth_key ?? '-');
    expect(cached()).not.toContain(SECRET);
  });

  it('a save whose reply echoes the secret caches the credential without it', async () => {
    const posted = await serveMember(
      http.post(base('/credentials/1.json'), async ({ request }) => {
        const body = (await request.json()) as { fields: Record<string, string> };
        return HttpResponse.json({
          meta: { status: 'ok' },
          credential: { ...buildSavedCredential({ id: 1, type: 's3' }), fields: body.fields },
        });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cached = await renderAt(
      patterns.templateCredential,
      href.templateCredential('acme-media', 1),
      <CredentialEditScreen workspace="acme-media" credentialId="1" />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Replace' }));
    await userEvent.fill(page.getByLabelText('Secret access key'), SECRET);
    await userEvent.click(page.getByRole('button', { name: 'Save credential' }));
    await expect.poll(() => JSON.stringify(posted), loaded).toContain(SECRET);
    await expect.poll(cached, loaded).toContain('"id":1');
    expect(cached()).not.toContain(SECRET);
  });

  it('the edit form starts with its secrets blank, whatever the stored credential holds', async () => {
    const posted = await serveMember();
    const built = buildSavedCredential({ id: 1, type: 's3' });
    // What the schema now refuses to hand on; the form must not rely on that.
    const stored = { ...built, fields: { ...built.fields, secret: SECRET } } as unknown as SavedCredential;
    await renderAt(
      patterns.templateCredential,
      href.templateCredential('acme-media', 1),
      <CredentialForm slug="acme-media" type="s3" stored={stored} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Save credential' }));
    await expect.poll(() => posted.length, loaded).toBe(1);
    expect(JSON.stringify(posted)).not.toContain(SECRET);
    await userEvent.click(page.getByRole('button', { name: 'Replace' }));
    await expect.element(page.getByLabelText('Secret access key')).toHaveValue('');
  });
});
