import { setCsrfToken } from '@console/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario } from './render-console';

/** A lazy route chunk and the mock server's answers can be slow on a loaded CI machine. */
const loaded = { timeout: 10_000 };

/** The error page's headlines: for a service that cannot be reached, and for any other error. */
const ERROR_HEADINGS = /^(We can't reach the service|Something went wrong)$/;

/** Which calls fail from now on: the test flips this once the page stands. */
let failing: { path: RegExp; as: 'network' | number } | null = null;

/** Answers fetch from Jane's scenario in-process; a call matching `failing` fails the way it says. */
function serveMember() {
  return serveScenario('member', (request) => {
    if (!failing?.path.test(new URL(request.url).pathname)) return undefined;
    if (failing.as === 'network') throw new TypeError('Failed to fetch');
    return Response.json({ meta: { status: 'error', message: 'Not now' } }, { status: failing.as });
  });
}

/** Waits until the failing call has been made and answered. */
async function refetchFails(fetchSpy: ReturnType<typeof serveMember>, path: RegExp) {
  const before = fetchSpy.mock.calls.length;
  // The connection coming back makes SWR re-fetch everything on screen, as a focus or a retry would, once the
  // replies are older than spec §9's 2 s dedupe interval.
  await new Promise((settle) => setTimeout(settle, 2_100));
  window.dispatchEvent(new Event('online'));
  await expect
    .poll(() => fetchSpy.mock.calls.slice(before).some(([input]) => path.test(String(input))))
    .toBe(true);
}

afterEach(() => {
  failing = null;
  setCsrfToken(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a failed re-fetch keeps the page and what was typed', () => {
  it('of the current user, on user settings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = serveMember();
    const router = await renderConsole('/user/settings');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.element(name, loaded).toHaveValue('Jane Cooper');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane Cooper-Smith');

    failing = { path: /\/user\/current\.json$/, as: 'network' };
    await refetchFails(fetchSpy, /\/user\/current\.json$/);

    await expect.element(page.getByRole('heading', { name: ERROR_HEADINGS })).not.toBeInTheDocument();
    await expect.element(name).toHaveValue('Jane Cooper-Smith');
    expect(router.state.location.pathname).toBe('/user/settings');
  });

  it.each(['network', 403, 503] as const)('of the workspace (%s), on its dashboard', async (as) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = serveMember();
    const router = await renderConsole('/acme-media');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Acme Media' }), loaded).toBeVisible();

    failing = { path: /\/acme-media\/api\/workspace\.json$/, as };
    await refetchFails(fetchSpy, /\/acme-media\/api\/workspace\.json$/);

    // The shell stands: its header with the user menu (the sidebar is a sheet at this test's window width).
    await expect.element(page.getByRole('button', { name: 'Jane Cooper' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: ERROR_HEADINGS })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acme-media');
  });
});
