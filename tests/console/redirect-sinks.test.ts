import { MOCK_API_BASE_URL } from '@console/mock-api';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { afterAuthPath, withTwoFactorContext } from '../../apps/console/src/auth-redirects';
import { performLogout } from '../../apps/console/src/session';
import { HOSTILE_REDIRECTS } from '../support/hostile-redirects';
import { setupMockServer } from '../support/msw';

// What the app hands navigate(): router paths under the /c basename, so a single leading slash and never "//".
function expectRouterPath(to: string) {
  expect(to.startsWith('/')).toBe(true);
  expect(to.startsWith('//')).toBe(false);
  expect(new URL(`/c${to}`, 'https://console.example.com').origin).toBe('https://console.example.com');
}

const server = setupMockServer();
const cases = HOSTILE_REDIRECTS.map(({ label, target }) => [label, target] as const);

describe('after login, signup, reset or two-factor (the replies and the redirect query)', () => {
  it.each(cases)("refuses the server's %s and goes home", (_label, target) => {
    const to = afterAuthPath(target as string, null);
    expect(to).toBe('/');
    expectRouterPath(to);
  });

  it.each(cases)('refuses a redirect query that is %s and goes home', (_label, target) => {
    expect(afterAuthPath(null, target as string)).toBe('/');
  });

  it.each(cases)("refuses the server's %s in favour of the page the visitor wanted", (_label, target) => {
    expect(afterAuthPath(target as string, '/c/acme-media/templates')).toBe('/acme-media/templates');
  });

  it.each(cases)('keeps a wanted %s out of where the two-factor step goes', (_label, target) => {
    const to = withTwoFactorContext(afterAuthPath('/c/2fa/abc', target as string), 'tom@example.com', null);
    expect(to).toBe('/2fa/abc?email=tom%40example.com');
  });
});

describe('the logout reply (spec §4)', () => {
  const chat = { boot: vi.fn(), restart: vi.fn() };

  it.each(cases)('refuses %s and lands on login with loggedOut=1', async (_label, target) => {
    server.use(
      http.post(`${MOCK_API_BASE_URL}/api/user/logout.json`, () =>
        HttpResponse.json({ meta: { status: 'ok', redirect: target } }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { to } = await performLogout(chat);
    expect(to).toBe('/login?loggedOut=1');
  });

  it('follows a redirect inside the console', async () => {
    server.use(
      http.post(`${MOCK_API_BASE_URL}/api/user/logout.json`, () =>
        HttpResponse.json({ meta: { status: 'ok', redirect: '/c/signup?from=logout' } }),
      ),
    );
    const { to } = await performLogout(chat);
    expect(to).toBe('/signup?from=logout');
  });
});

describe('redirects that stay', () => {
  it.each([
    ['/c?welcome=1', '/?welcome=1'],
    ['/c#top', '/#top'],
    ['/c', '/'],
    ['/c/acme-media/templates?page=2#list', '/acme-media/templates?page=2#list'],
  ])("follows the server's %s to the router path %s", (target, to) => {
    expect(afterAuthPath(target, null)).toBe(to);
  });
});
