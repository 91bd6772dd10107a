import { DEFAULT_TIMEOUT_MS } from '@console/api/first-page';
import { presetTemplateId } from '@console/mock-api';
import { type Browser, chromium, type Page, type Route } from 'playwright';
import { afterAll, beforeAll, describe, type ExpectStatic, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../setup/chromium';
import { PRODUCTION_API as API } from './global-setup';
import { serveScenario } from './production-api';
import { pathOf } from './support';

/**
 * The fault matrix: the production build against a hostile API, for four calls and twelve faults each. The API
 * is played in this process (Playwright routes in front of the mock backend): the call under test gets the fault,
 * every other call its real answer. Each case must end in the spec's text with a way to retry, or in the spec's
 * redirect, never a blank page or a spinner that never stops; and the login form keeps what was typed.
 *
 * The cases run a few at a time, each in its own browser context, because the slow replies take their 8 s in real
 * time. The rest of what the page waits on runs on its fake clock: the request helper's 30 s timeout for a hang
 * (an AbortSignal timeout, which Playwright's clock fakes too) and SWR's minutes of back-off for the 500 cases.
 */

type Fault =
  | 'connection refused'
  | 'connection reset'
  | '500'
  | '502'
  | '503'
  | '401 mid-session'
  | '403'
  | '404'
  | 'malformed JSON'
  | 'reply failing its schema'
  | 'hang of 60 s'
  | 'reply after 8 s';

const FAULTS: Fault[] = [
  'connection refused',
  'connection reset',
  '500',
  '502',
  '503',
  '401 mid-session',
  '403',
  '404',
  'malformed JSON',
  'reply failing its schema',
  'hang of 60 s',
  'reply after 8 s',
];

const TEMPLATE_ID = presetTemplateId(1);
const EMAIL = 'jane@example.com';
const PASSWORD = 'demo-password';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  /** The API path of the call, as the request helper builds it. */
  path: string;
  /** Opens the console so that this call is made, with the fault switched on at the right moment. */
  start: (page: Page, arm: () => void) => Promise<void>;
  /** What the page shows once the call has succeeded. */
  success: (page: Page) => Promise<void>;
}

const CALLS: Call[] = [
  {
    name: 'the current-user call',
    method: 'GET',
    path: '/user/current.json',
    start: async (page, arm) => {
      arm();
      await page.goto('/c/acme-media');
    },
    success: (page) =>
      page.getByRole('heading', { level: 1, name: 'Acme Media' }).waitFor({ timeout: 20_000 }),
  },
  {
    name: 'login',
    method: 'POST',
    path: '/user/login.json',
    start: async (page, arm) => {
      await page.goto('/c/login');
      await page.getByLabel('E-mail address', { exact: true }).fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      arm();
      await page.getByRole('button', { name: 'Log in' }).click();
    },
    success: (page) => page.waitForURL(/\/c\/acme-media$/, { timeout: 20_000 }),
  },
  {
    name: 'the templates list call',
    method: 'GET',
    path: '/acme-media/api/templates.json',
    start: async (page, arm) => {
      await page.goto('/c/acme-media');
      await page.getByRole('heading', { level: 1, name: 'Acme Media' }).waitFor({ timeout: 20_000 });
      arm();
      await page
        .getByRole('navigation', { name: 'Workspace' })
        .getByRole('link', { name: 'Templates' })
        .click();
    },
    // A template's link, not only a row: the table draws placeholder rows while it loads.
    success: (page) =>
      page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().waitFor({ timeout: 20_000 }),
  },
  {
    name: 'the template detail call',
    method: 'GET',
    path: `/acme-media/api/templates/${TEMPLATE_ID}.json`,
    start: async (page, arm) => {
      await page.goto('/c/acme-media');
      await page.getByRole('heading', { level: 1, name: 'Acme Media' }).waitFor({ timeout: 20_000 });
      arm();
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, `/c/acme-media/templates/${TEMPLATE_ID}`);
    },
    success: (page) => page.locator('.cm-editor').waitFor({ timeout: 20_000 }),
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The spec's texts for the call; a list's address carries its query, so it may follow the path. */
const networkText = (call: Call) =>
  new RegExp(
    `^Network error while doing a ${call.method} request to ${escapeRegExp(API + call.path)}(\\?\\S*)?\\. This usually means the server is unreachable or there's no internet connection\\.$`,
  );
const requestText = (call: Call) =>
  new RegExp(`^Request error for ${call.method} ${escapeRegExp(API + call.path)}(\\?\\S*)?: .+`);
const ERROR_PAGE_TEXT =
  'There was a problem with processing your request. Please try again. If the error persists, contact us.';

/** What one fault does to the call's reply; `fallback` lets the mock backend answer it for real. */
async function applyFault(route: Route, fault: Fault, fallback: () => Promise<void>): Promise<void> {
  const cors = {
    'access-control-allow-origin': inject('productionOrigin'),
    'access-control-allow-credentials': 'true',
  };
  const json = (status: number, body: string) =>
    route.fulfill({ status, headers: cors, contentType: 'application/json', body });
  switch (fault) {
    case 'connection refused':
      return route.abort('connectionrefused');
    case 'connection reset':
      return route.abort('connectionreset');
    case '500':
      return json(500, JSON.stringify({ meta: { status: 'error', message: 'Internal server error' } }));
    case '502':
      // A proxy's page, not the API's JSON.
      return route.fulfill({
        status: 502,
        headers: cors,
        contentType: 'text/html',
        body: '<h1>Bad Gateway</h1>',
      });
    case '503':
      return json(503, JSON.stringify({ meta: { status: 'error', message: 'Down for maintenance' } }));
    case '401 mid-session':
      return json(401, JSON.stringify({ meta: { status: 'error', message: 'Your session has ended' } }));
    case '403':
      return json(403, JSON.stringify({ meta: { status: 'error', message: 'Not allowed' } }));
    case '404':
      return json(404, JSON.stringify({ meta: { status: 'error', message: 'Not found' } }));
    case 'malformed JSON':
      return json(200, '{"meta": {"status": "ok"}, "data": [');
    case 'reply failing its schema':
      return json(200, JSON.stringify({ meta: { status: 'ok' }, unexpected: [1, 2, 3] }));
    case 'hang of 60 s':
      // Longer than the test waits: the page gives up first, at the request helper's timeout on its fake clock.
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      return route.abort('timedout').catch(() => {});
    case 'reply after 8 s':
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return fallback();
  }
}

/** The way on that the page offers: a button to ask again, or a link back. */
type Retry = { role: 'button' | 'link'; name: RegExp };

type Outcome =
  /** `folded`: a text the page holds in its folded technical details rather than in view. */
  | { kind: 'text'; text: string | RegExp; retry: Retry; folded?: string | RegExp }
  | { kind: 'redirect'; to: RegExp }
  | { kind: 'success' };

const RETRY: Retry = { role: 'button', name: /^(Reload page|Try again|Log in)$/ };

/**
 * What the server's reply says, as the screens show it beside the spec's title for the failure ("The templates
 * could not be loaded", the login form's alert): the server's own words, or the HTTP status for a reply without
 * them. The error page, where a page cannot render at all, shows the spec's whole text.
 */
const SERVER_WORDS: Partial<Record<Fault, string>> = {
  '500': 'Internal server error',
  '502': 'HTTP 502 Bad Gateway',
  '503': 'Down for maintenance',
  '401 mid-session': 'Your session has ended',
  '403': 'Not allowed',
  '404': 'Not found',
  'malformed JSON': 'The reply was not valid JSON.',
};

/** The expected end of each case, by call and fault. */
function expected(call: Call, fault: Fault): Outcome {
  const login = call.name === 'login';
  const list = call.name === 'the templates list call';
  const currentUser = call.name === 'the current-user call';
  switch (fault) {
    case 'reply after 8 s':
      return { kind: 'success' };
    case 'connection refused':
    case 'connection reset':
    case 'hang of 60 s':
      // Without the current user nothing renders: the error page says so in words, and keeps the request's text
      // in its technical details.
      return currentUser
        ? { kind: 'text', text: "We can't reach the service", retry: RETRY, folded: networkText(call) }
        : { kind: 'text', text: networkText(call), retry: RETRY };
    case '401 mid-session':
      // The session ended: a page goes to login with its path; the login form answers in the server's words.
      return login
        ? { kind: 'text', text: SERVER_WORDS[fault] ?? '', retry: RETRY }
        : { kind: 'redirect', to: /^\/c\/login\?loggedOut=1&redirect=/ };
    case 'reply failing its schema':
      // Reported and used as it came (spec §5): the list degrades to an empty page, the others fail whole.
      if (list) return { kind: 'text', text: 'Templates', retry: { role: 'link', name: /^New template$/ } };
      if (login) return { kind: 'redirect', to: /^\/c\/login/ };
      return { kind: 'text', text: ERROR_PAGE_TEXT, retry: RETRY };
    default:
      // Nothing renders without knowing who is signed in: the error page, with the spec's whole text.
      if (currentUser) return { kind: 'text', text: requestText(call), retry: RETRY };
      // A template that is not there is the workspace's not-found page, with the way back to the list.
      if (fault === '404' && call.name === 'the template detail call')
        return { kind: 'text', text: 'Page not found', retry: { role: 'link', name: /^Go to templates$/ } };
      return { kind: 'text', text: SERVER_WORDS[fault] ?? '', retry: RETRY };
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions('headless-shell'));
});
afterAll(async () => {
  await browser?.close();
});

/** When SWR's last retry of a failed call has come at the latest (see the 500 case), with a margin. */
const LAST_RETRY_MS = 92_000;

/**
 * Moves the page's fake clock on by `ms` in steps, letting each retry's request (real network, real time) come
 * back before the next step, so a retry it schedules falls inside the time moved over.
 */
async function runClockFor(page: Page, ms: number): Promise<void> {
  const STEP_MS = 5_000;
  for (let moved = 0; moved < ms; moved += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await page.waitForTimeout(150);
  }
}

/** Nothing left spinning: no busy region and no page spinner. */
async function expectSettled(page: Page, expect: ExpectStatic): Promise<void> {
  await expect
    .poll(() => page.locator('[aria-busy="true"], [data-page-spinner]').count(), { timeout: 10_000 })
    .toBe(0);
  // A page that has just been navigated to may not have painted yet: it must come to show something.
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visibly, not hidden text
    .poll(async () => (await page.locator('body').innerText()).trim().length, { timeout: 10_000 })
    .toBeGreaterThan(20);
}

describe.concurrent('the fault matrix over the production build', () => {
  for (const call of CALLS) {
    for (const fault of FAULTS) {
      it(`${call.name}: ${fault}`, { timeout: 180_000 }, async ({ expect }) => {
        const context = await browser.newContext({
          baseURL: inject('productionOrigin'),
          viewport: { width: 1280, height: 800 },
        });
        const page = await context.newPage();
        try {
          await serveScenario(page, call.name === 'login' ? 'loggedOut' : 'member');
          let armed = false;
          let faulted = 0;
          // Registered after the scenario's routes, so it sees the call first.
          if (fault === '401 mid-session' && call.name !== 'login') {
            await page.route(`${API}/user/current.json`, (route) =>
              armed ? applyFault(route, fault, () => route.fallback()) : route.fallback(),
            );
          }
          await page.route(`${API}${call.path}*`, async (route) => {
            const sameCall = new URL(route.request().url()).pathname === call.path;
            if (!armed || !sameCall || route.request().method() !== call.method) return route.fallback();
            faulted += 1;
            await applyFault(route, fault, () => route.fallback());
          });
          if (fault === '500' || fault === 'hang of 60 s') await page.clock.install();
          await call.start(page, () => {
            armed = true;
          });
          if (fault === 'hang of 60 s') {
            await expect.poll(() => faulted, { timeout: 20_000 }).toBeGreaterThan(0);
            await page.clock.runFor(DEFAULT_TIMEOUT_MS);
          }
          const outcome = expected(call, fault);
          if (outcome.kind === 'success') {
            await call.success(page);
            await expectSettled(page, expect);
            return;
          }
          if (outcome.kind === 'redirect') {
            await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(outcome.to);
            if (call.name === 'login') {
              // The reply claimed success without a session: the form is there to log in again.
              await page.getByLabel('E-mail address', { exact: true }).waitFor();
            } else {
              expect(decodeURIComponent(pathOf(page))).toContain('redirect=/c/acme-media');
            }
            return;
          }
          await page.getByText(outcome.text).first().waitFor({ timeout: 45_000 });
          if (outcome.folded !== undefined)
            await page.getByText(outcome.folded).first().waitFor({ state: 'attached' });
          expect(pathOf(page)).not.toMatch(/NaN/);
          await expectSettled(page, expect);
          await page.getByRole(outcome.retry.role, { name: outcome.retry.name }).first().waitFor();
          if (call.name === 'login') {
            expect(await page.getByLabel('E-mail address', { exact: true }).inputValue()).toBe(EMAIL);
            expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD);
          }
          // Retries stop: SWR retries a server failure at most three times, with a back-off from 5 s (spec §9), and
          // never a 4xx or a reply it could read; after the last, the page waits for the person's retry. SWR waits
          // floor((random + 0.5) × 2^n) × 5 s before retry n, at most 10, 25 and 55 s: the third retry comes at most
          // 90 s after the failure.
          if (fault === '500') {
            // Twice the last retry's time: a busy machine answers a retry late in real time while the fake clock
            // moves on, which schedules the next retry later on it.
            await runClockFor(page, 2 * LAST_RETRY_MS);
            await page.waitForTimeout(1_000);
            const settledAt = faulted;
            await runClockFor(page, 10_000);
            // SWR's first request and its three retries, and for a link the request its intent preload made.
            expect(faulted).toBeLessThanOrEqual(5);
            expect(faulted - settledAt).toBe(0);
            // The lists and pages SWR loads did retry within the clock's minutes.
            if (call.name.startsWith('the template')) expect(faulted).toBeGreaterThan(1);
          }
          // The API recovers: the retry control brings the page back.
          if (fault === '503') {
            armed = false;
            await page.getByRole(outcome.retry.role, { name: outcome.retry.name }).first().click();
            await call.success(page);
          }
        } catch (error) {
          // What the person saw, so a failure says more than "not found".
          const shown = await page
            .locator('body')
            // biome-ignore lint/performance/useDomNodeTextContent: what the person saw, as rendered
            .innerText()
            .catch(() => '(no page)');
          throw new Error(
            `${String(error)}\n--- the page at ${pathOf(page)} showed ---\n${shown.slice(0, 1500)}`,
          );
        } finally {
          await context.close();
        }
      });
    }
  }
});
