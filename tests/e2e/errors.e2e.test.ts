import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_API as API } from './global-setup';
import { reply } from './production-api';
import { expectPath, setupBrowser } from './support';

// The production build talks to an API address nothing answers at, so Playwright's routing plays the network:
// no reply at all, an error reply, or none yet.
const browser = setupBrowser({ target: 'production' });

async function failingNetwork(page: Page) {
  await page.route(`${API}/**`, (route) => route.abort('internetdisconnected'));
}

/**
 * Runs the paused clock on a second at a time until `done`; each second only after the page has drawn the one
 * before (or moved on), since each tick's timer is set by the render the previous tick caused. `done` reads the
 * countdown's whole text, seen and heard, or null once it is gone: the heard part names the wait in force, which
 * stays true however many of its seconds one step of the clock has already used (a try that fails while the clock
 * runs starts the next wait within the same step).
 */
async function countDownUntil(page: Page, done: (shown: string | null) => boolean) {
  const countdown = page.locator('[data-slot="retry-countdown"]');
  const shown = () => countdown.textContent({ timeout: 1000 }).catch(() => null);
  for (let second = 0; second < 15; second++) {
    const before = await shown();
    if (done(before)) return;
    await page.clock.runFor(1000);
    // A busy machine can take seconds to draw what a tick changed: the poll's default second was too short.
    await expect
      .poll(
        async () => {
          const now = await shown();
          return done(now) || now !== before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  }
  throw new Error('The countdown never got there');
}

describe('spec §2 and §8: errors reach the person', () => {
  it('shows the network-error text on the error page when the API is unreachable', async () => {
    const page = await browser.newPage();
    await failingNetwork(page);
    await page.goto('/c/acme-media');
    await page.getByRole('heading', { name: "We can't reach the service" }).waitFor({ timeout: 15_000 });
    // The request's own words are there, folded away under the page's text until asked for.
    const detail = page.getByText(
      `Network error while doing a GET request to ${API}/user/current.json. This usually means the server is unreachable or there's no internet connection.`,
    );
    await detail.waitFor({ state: 'hidden' });
    await page.getByText('Technical details').click();
    await detail.waitFor();
    await page
      .getByText(
        'There was a problem with processing your request. Please try again. If the error persists, contact us.',
      )
      .waitFor();
  });

  it('tries again by itself after a countdown, and leaves the error page once the service answers', async () => {
    const page = await browser.newPage();
    await page.clock.install({ time: new Date('2026-01-15T12:00:00Z') });
    await failingNetwork(page);
    await page.goto('/c/acme-media');
    await page.getByRole('heading', { name: "We can't reach the service" }).waitFor({ timeout: 15_000 });
    await page.getByText(/^Trying again in \d s$/).waitFor();
    // From here the countdown moves only when the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    // The first try still gets no answer: a longer wait, and the page stays.
    await countDownUntil(
      page,
      (shown) => shown?.includes('Still no answer. Trying again in 10 seconds.') ?? false,
    );
    await page.getByText(/^Trying again in (10|[1-9]) s$/).waitFor();
    // Any answer will do, even a refusal: the service can be reached again, and the countdown ends with the page.
    await page.unroute(`${API}/**`);
    await page.route(`${API}/**`, (route) =>
      route.request().method() === 'HEAD'
        ? route.fulfill({ status: 401 })
        : reply(route, 401, { meta: { status: 'error' } }),
    );
    await countDownUntil(page, (shown) => shown === null);
    await page.getByRole('heading', { name: "We can't reach the service" }).waitFor({ state: 'detached' });
  });

  it('shows the request-error text with the server message', async () => {
    const page = await browser.newPage();
    await page.route(`${API}/**`, (route) =>
      reply(route, 500, { meta: { status: 'error', message: 'The database is being upgraded.' } }),
    );
    await page.goto('/c/acme-media');
    await page
      .getByText(`Request error for GET ${API}/user/current.json: The database is being upgraded.`)
      .waitFor({ timeout: 15_000 });
  });

  it("offers the error page's two actions: Reload page reloads, Contact support links to support", async () => {
    const page = await browser.newPage();
    await failingNetwork(page);
    await page.goto('/c/acme-media');
    const reload = page.getByRole('button', { name: 'Reload page' });
    await reload.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(
      /^(mailto:|https:)/,
    );
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await reload.click();
    await expect.poll(() => navigations.length).toBeGreaterThan(0);
    await expectPath(page, '/c/acme-media');
  });

  it('shows the spinner only after 400 ms while the session resolves', async () => {
    const page = await browser.newPage();
    // Paused from the first script on: on a busy machine real time between page steps would
    // otherwise count towards the 400 ms. The session check never answers, so only
    // runFor moves the page on.
    await page.clock.install({ time: new Date('2026-01-15T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-15T12:00:01Z'));
    await page.route(`${API}/**`, () => {});
    await page.goto('/c/acme-media');
    await page.locator('[data-page-spinner="Checking your session"]').waitFor({ state: 'attached' });
    await page.clock.runFor(300);
    expect(await page.getByRole('status', { name: /checking your session/i }).count()).toBe(0);
    await page.clock.runFor(200);
    await page.getByRole('status', { name: /checking your session/i }).waitFor({ timeout: 5_000 });
  });

  it("shows the spinner only after 400 ms while the first page's code loads", async () => {
    const page = await browser.newPage();
    await page.clock.install({ time: new Date('2026-01-15T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-15T12:00:01Z'));
    // The sign-up page's own chunk never arrives, as on a connection that stalls after the entry script. (The log-in
    // page has no chunk of its own: it comes in the entry's file.)
    await page.route(/\/c\/assets\/signup-[\w-]+\.js$/, () => {});
    await page.goto('/c/signup');
    await page.locator('[data-page-spinner="Loading the console"]').waitFor({ state: 'attached' });
    await page.clock.runFor(300);
    expect(await page.getByRole('status', { name: 'Loading the console' }).count()).toBe(0);
    await page.clock.runFor(200);
    await page.getByRole('status', { name: 'Loading the console' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(0);
  });
});
