import type { MockBackend } from '@console/mock-api';
import type { RequestHandler } from 'msw';
import type { Page } from 'playwright';
import { expect, inject } from 'vitest';
import { staysInConsole } from '../support/hostile-redirects';
import { PRODUCTION_API as API } from './global-setup';
import { serveScenario, withMeta } from './production-api';
import { PASSWORD, pathOf, type setupBrowser } from './support';

// Every place that follows a redirect, tried with the whole hostile table in one page per sink: the production
// build, its API played by the mock backend, with the one reply of the sink carrying the hostile target.

export const JANE = 'jane@example.com';

export interface Sink {
  page: Page;
  backend: MockBackend;
  /** The target the overridden reply carries now. */
  target: { current: unknown };
  /** Every attempt to leave the console: a request to another host, a navigation, a dialog. */
  escapes: string[];
}

/**
 * A page of the production console whose `override` reply carries `sink.target.current` as its redirect,
 * watching for anything that leaves the console: requests to other hosts (aborted), main-frame navigations
 * off the console, and dialogs (a `javascript:` target run as script would open one).
 */
export async function openSink(
  browser: ReturnType<typeof setupBrowser>,
  path: string,
  override: (backend: MockBackend, target: { current: unknown }) => RequestHandler,
): Promise<Sink> {
  const page = await browser.newPage();
  // A case that went wrong fails at once with its target named, instead of waiting out the test's time.
  page.setDefaultTimeout(5_000);
  const origin = inject('productionOrigin');
  const target = { current: undefined as unknown };
  const escapes: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin && url.origin !== API,
    (route) => {
      escapes.push(`request to ${route.request().url()}`);
      return route.abort('blockedbyclient');
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !staysInConsole(frame.url(), origin)) {
      escapes.push(`navigation to ${frame.url()}`);
    }
  });
  page.on('dialog', (dialog) => {
    escapes.push(`dialog "${dialog.message()}"`);
    void dialog.dismiss();
  });
  const backend = await serveScenario(page, 'loggedOut', (backend) => [override(backend, target)]);
  await page.goto(path);
  return { page, backend, target, escapes };
}

/**
 * A navigation inside the running console, as its own links make: no reload, so each case costs little. The entry
 * carries a key as the router's own do; one without reads as the tab's first page, which the workspace guard treats
 * as an arrival from outside.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `in-app-${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Jane's login as the mock backend answers it (so she is signed in), with the current target as the redirect. */
export function loginReply(backend: MockBackend, target: { current: unknown }, message?: string): Response {
  const meta = message === undefined ? { redirect: target.current } : { redirect: target.current, message };
  return withMeta(backend.login({ email: JANE, password: PASSWORD }), meta);
}

export async function logInAsJane(page: Page) {
  await page.getByLabel('E-mail address', { exact: true }).fill(JANE);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** How many sinks of one kind try their share of the targets side by side. */
const SINK_PAGES = 2;

/**
 * Tries every target, shared out between SINK_PAGES pages that `open` makes, side by side: a case waits on its page
 * far more than it computes, and one page after another took 16–22 s a sink. In each page the targets go in turn:
 * `attempt` does what makes the console follow the reply, then the page must reach `landing` (where the console
 * goes when it refuses a redirect) without anything having left the console.
 */
export async function tryEvery(
  open: () => Promise<Sink>,
  targets: readonly unknown[],
  landing: string,
  attempt: (sink: Sink, target: unknown) => Promise<void>,
) {
  const share = Math.ceil(targets.length / SINK_PAGES);
  await Promise.all(
    Array.from({ length: SINK_PAGES }, async (_, index) => {
      const sink = await open();
      await tryInTurn(sink, targets.slice(index * share, (index + 1) * share), landing, (target) =>
        attempt(sink, target),
      );
    }),
  );
}

async function tryInTurn(
  sink: Sink,
  targets: readonly unknown[],
  landing: string,
  attempt: (target: unknown) => Promise<void>,
) {
  const origin = inject('productionOrigin');
  for (const target of targets) {
    const name =
      typeof target === 'string' ? JSON.stringify(target) : `the ${typeof target} ${String(target)}`;
    sink.target.current = target;
    try {
      await attempt(target);
      await expect.poll(() => pathOf(sink.page), { timeout: 5_000 }).toBe(landing);
    } catch (error) {
      throw new Error(`With the target ${name} the console ended on ${sink.page.url()}`, { cause: error });
    }
    expect(staysInConsole(sink.page.url(), origin), name).toBe(true);
    expect(sink.escapes, name).toEqual([]);
  }
}
