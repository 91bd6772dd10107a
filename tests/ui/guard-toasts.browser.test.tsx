import { GUARD_MESSAGES, setCsrfToken } from '@console/api';
import { href } from '@console/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario } from './render-console';

/** A lazy route chunk and the mock server's answers can be slow on a loaded CI machine. */
const loaded = { timeout: 10_000 };

const notifications = () => page.getByRole('region', { name: 'Notifications' });
const toastsSaying = (text: string) => notifications().getByText(text, { exact: true });

/** Lets the page settle long enough for a second toast, or a banner, to have been drawn. */
const settle = () => new Promise((done) => setTimeout(done, 500));

afterEach(() => {
  setCsrfToken(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

// Spec §8's messages are toasts, raised by the guard that sends the person to login. The console renders in
// StrictMode, which in development runs each effect twice: each message is still said once.
describe("spec §8: the guards' messages are toasts, said once", () => {
  it("says 'Please log in to access this page' to a logged-out visitor, read out, and not on the page", async () => {
    serveScenario('loggedOut');
    // Toasts stay until dismissed, so a second one would still be there to count.
    const router = await renderConsole('/acme-media', { toastDuration: Number.POSITIVE_INFINITY });
    await expect.element(toastsSaying(GUARD_MESSAGES.loginRequired), loaded).toBeVisible();
    // The guard raises the toast as it starts the redirect; the login route's code may still be loading.
    await expect.poll(() => router.state.location.pathname, loaded).toBe(href.login());
    expect(router.state.location.search).toContain('loggedOut=1');
    // Radix reads a toast out through a live region of its own, for a moment after it appears.
    await expect
      .element(page.getByRole('status').filter({ hasText: GUARD_MESSAGES.loginRequired }))
      .toBeInTheDocument();
    const main = page.getByRole('main');
    await expect.element(main.getByRole('heading', { name: 'Log in to Console' }), loaded).toBeVisible();
    await settle();
    expect(toastsSaying(GUARD_MESSAGES.loginRequired).elements()).toHaveLength(1);
    expect(main.getByText(GUARD_MESSAGES.loginRequired).elements()).toHaveLength(0);

    // Back and forward to the login page: nothing new is said.
    await router.navigate(href.signup());
    await router.navigate(-1);
    await expect.element(main.getByRole('heading', { name: 'Log in to Console' }), loaded).toBeVisible();
    await router.navigate(1);
    await router.navigate(-1);
    await expect.element(main.getByRole('heading', { name: 'Log in to Console' }), loaded).toBeVisible();
    await settle();
    expect(toastsSaying(GUARD_MESSAGES.loginRequired).elements()).toHaveLength(1);
    expect(main.getByText(GUARD_MESSAGES.loginRequired).elements()).toHaveLength(0);
  });

  it("says 'No workspace memberships found' as an error, once", async () => {
    serveScenario('memberNoWorkspaces');
    const router = await renderConsole('/acme-media', { toastDuration: Number.POSITIVE_INFINITY });
    const toast = toastsSaying(GUARD_MESSAGES.noMemberships);
    await expect.element(toast, loaded).toBeVisible();
    // The guard raises the toast as it starts the redirect; the login route's code may still be loading.
    await expect.poll(() => router.state.location.pathname, loaded).toBe(href.login());
    await expect
      .element(page.getByRole('status').filter({ hasText: GUARD_MESSAGES.noMemberships }))
      .toBeInTheDocument();
    expect(toast.element().closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('error');
    await expect.element(page.getByRole('heading', { name: 'Log in to Console' }), loaded).toBeVisible();
    await settle();
    expect(toast.elements()).toHaveLength(1);
    expect(page.getByRole('main').getByText(GUARD_MESSAGES.noMemberships).elements()).toHaveLength(0);
  });

  it('stays while the pointer rests on it or focus is in it, then leaves on its own', async () => {
    serveScenario('loggedOut');
    // Long enough for the pointer to reach it on a busy machine.
    await renderConsole('/acme-media', { toastDuration: 4_000 });
    const toast = toastsSaying(GUARD_MESSAGES.loginRequired);
    await expect.element(toast, loaded).toBeVisible();

    // Longer than the toast's time on screen.
    const wait = () => new Promise((done) => setTimeout(done, 4_500));
    await userEvent.hover(toast);
    await wait();
    await expect.element(toast).toBeVisible();
    // Focus in it holds it too, also once the pointer has left.
    const close = notifications().getByRole('button', { name: 'Dismiss notification' }).element();
    if (!(close instanceof HTMLElement)) throw new Error('The toast has no close button');
    close.focus();
    await userEvent.unhover(toast);
    await wait();
    await expect.element(toast).toBeVisible();
    close.blur();
    await expect.element(toast, loaded).not.toBeInTheDocument();
  });
});
