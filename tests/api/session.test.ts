import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCurrentUser, getLoginData, getWorkspace, logout } from '../../packages/api/src';
import { CSRF_HEADER, getCsrfToken, setCsrfToken } from '../../packages/api/src/client';
import { NetworkError } from '../../packages/api/src/errors';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src';
import { setupApiTests } from '../support/api';

const { server, scenario, reports } = setupApiTests();
const url = (path: string) => `${MOCK_API_BASE_URL}${path}`;

/** The CSRF header of every request to the mock API, in order; the requests still go on to the scenario. */
function watchCsrfHeaders(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    http.all(`${MOCK_API_BASE_URL}/*`, ({ request }) => {
      seen.push(request.headers.get(CSRF_HEADER));
    }),
  );
  return seen;
}

describe('getCurrentUser', () => {
  it('treats a 200 reply whose login data says loggedIn: false as logged out, and forgets the token', async () => {
    const backend = scenario('member');
    const reply = backend.currentUser().body as { login_data: Record<string, unknown> };
    server.use(
      http.get(url('/user/current.json'), () =>
        HttpResponse.json({ ...reply, login_data: { ...reply.login_data, loggedIn: false } }),
      ),
    );
    setCsrfToken('token-of-an-earlier-session');
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(getCsrfToken()).toBeNull();
    expect(reports()).not.toHaveBeenCalled();
  });
});

describe('getLoginData', () => {
  it('hands the session CSRF token to the client, and the next GET and write send it', async () => {
    const backend = scenario('member');
    const token = backend.state.session?.csrfToken;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await getLoginData();
    expect(getCsrfToken()).toBe(token);

    const seen = watchCsrfHeaders();
    await getWorkspace('acme-media');
    await expect(logout()).resolves.toMatchObject({ meta: { status: 'ok' } });
    expect(seen).toEqual([token, token]);
  });

  it('forgets the token when the login data says nobody is logged in', async () => {
    scenario('loggedOut');
    setCsrfToken('token-of-an-earlier-session');
    await getLoginData();
    expect(getCsrfToken()).toBeNull();
  });
});

describe('logout', () => {
  it('clears the token, so the next GET sends an empty CSRF header', async () => {
    scenario('member');
    await getCurrentUser();
    expect(getCsrfToken()).not.toBeNull();
    await logout();
    expect(getCsrfToken()).toBeNull();

    const seen = watchCsrfHeaders();
    await getLoginData();
    expect(seen).toEqual(['']);
  });

  it('clears the token even when the logout request fails', async () => {
    scenario('member');
    await getCurrentUser();
    server.use(http.post(url('/api/user/logout.json'), () => HttpResponse.error()));
    await expect(logout()).rejects.toBeInstanceOf(NetworkError);
    expect(getCsrfToken()).toBeNull();
  });
});
