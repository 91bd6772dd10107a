import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_API as API } from './global-setup';
import { serveScenario } from './production-api';
import { goInApp } from './redirect-sinks';
import { expectPath, logIn, setupBrowser } from './support';

// After a logout, or after leaving an impersonation, nothing of the previous person may remain in this tab: not
// in storage, not in the data cache, and not for a single frame on screen when the next person logs in. The
// production build, its API played by the mock backend.
const browser = setupBrowser({ target: 'production' });

/** The one key a person's logout leaves: the theme is the device's, not the person's. */
const THEME_KEY = 'console-theme';
/** Where React Router keeps scroll positions in session storage (apps/console/src/scroll-positions.ts). */
const SCROLL_POSITIONS_KEY = 'console-scroll-positions';

interface LeakWatch {
  /** Strings that must not appear once the watch is active. */
  forbidden: string[];
  /**
   * The page whose first render activates the watch, with a scan of everything then on the page: its path and,
   * when the page before it may still be on screen as the address changes, its h1.
   */
  armedFor: { path: string; heading?: string } | null;
  active: boolean;
  hits: string[];
}

declare global {
  interface Window {
    __leaks?: LeakWatch;
  }
}

/**
 * Records every text node and attribute that shows a forbidden string once the page has reached `armedFor`:
 * the whole document at that moment, then everything added or changed, so a string shown for one frame and
 * taken away again is still caught. Installed before any script of every document the page loads.
 */
function watchForLeaks() {
  const watch = (): LeakWatch => {
    window.__leaks ??= { forbidden: [], armedFor: null, active: false, hits: [] };
    return window.__leaks;
  };
  const check = (where: string, text: string | null) => {
    const state = watch();
    for (const forbidden of state.forbidden) {
      if (text?.includes(forbidden)) {
        state.hits.push(`${where} ${JSON.stringify(text.slice(0, 160))} on ${location.pathname}`);
      }
    }
  };
  const scan = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return check('text', root.nodeValue);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = root; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) check('text', node.nodeValue);
      else if (node instanceof Element) {
        for (const attribute of node.attributes) check(`[${attribute.name}]`, attribute.value);
        if (node instanceof HTMLInputElement) check('input value', node.value);
      }
    }
  };
  new MutationObserver((records) => {
    const state = watch();
    if (!state.active) {
      const armed = state.armedFor;
      if (armed === null || location.pathname !== armed.path) return;
      const headings = [...document.querySelectorAll('h1')].map((h1) => h1.textContent);
      if (armed.heading !== undefined && !headings.includes(armed.heading)) return;
      state.active = true;
      scan(document);
      return;
    }
    for (const record of records) {
      if (record.type === 'characterData') check('text', record.target.nodeValue);
      else if (record.type === 'attributes' && record.target instanceof Element) {
        check(`[${record.attributeName}]`, record.target.getAttribute(record.attributeName ?? ''));
      } else for (const node of record.addedNodes) scan(node);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Arms the watch in the current document. */
async function armNow(page: Page, forbidden: string[], armedFor: LeakWatch['armedFor']) {
  await page.evaluate(
    ({ forbidden, armedFor }) => {
      window.__leaks = { forbidden, armedFor, active: false, hits: [] };
    },
    { forbidden, armedFor },
  );
}

/** Arms the watch in the next document the page loads (a reload), from its first mutation on. */
async function armOnNextLoad(page: Page, forbidden: string[], armedFor: LeakWatch['armedFor']) {
  await page.addInitScript(
    ({ forbidden, armedFor }) => {
      window.__leaks = { forbidden, armedFor, active: false, hits: [] };
    },
    { forbidden, armedFor },
  );
}

/** Everything the watch saw, after a last scan of the page as it stands (input values included). */
async function leaksSeen(page: Page): Promise<{ active: boolean; hits: string[] }> {
  return page.evaluate(() => {
    const state = window.__leaks;
    if (!state) return { active: false, hits: ['the watch was never installed'] };
    const text = `${document.title} ${document.documentElement.outerHTML} ${[...document.querySelectorAll('input')].map((input) => input.value).join(' ')}`;
    const left = state.forbidden.filter((forbidden) => text.includes(forbidden));
    return { active: state.active, hits: [...state.hits, ...left.map((s) => `still on the page: ${s}`)] };
  });
}

function storage(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

/** The keys React Router gave the history entries the person went through (it keeps scroll positions by them). */
async function historyKey(page: Page): Promise<string> {
  return page.evaluate(() => String(window.history.state?.key));
}

async function logOut(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

const JANE = [
  'Jane Cooper',
  'jane@example.com',
  'Acme Media',
  'Globex Studio',
  'acme-media',
  'globex-studio',
];

describe('spec §4: nothing of the previous person stays in the tab', () => {
  it('logs Jane out after she opened her data, then Priya in, without a frame of Jane', async () => {
    const page = await browser.newPage();
    await page.addInitScript(watchForLeaks);
    await serveScenario(page, 'loggedOut');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(API)) calls.push(new URL(request.url()).pathname);
    });

    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');
    const janesEntries = [await historyKey(page)];
    // A reload writes the router's scroll positions to session storage, as any reload in a session would.
    await page.goto('/c/acme-media/templates');
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
    janesEntries.push(await historyKey(page));
    await goInApp(page, '/c/globex-studio/assemblies');
    await page.getByText(/^Showing 1–25 of /).waitFor();
    janesEntries.push(await historyKey(page));
    await goInApp(page, '/c/globex-studio');
    await page.getByRole('heading', { level: 1, name: 'Globex Studio' }).waitFor();
    janesEntries.push(await historyKey(page));
    expect((await storage(page)).session[SCROLL_POSITIONS_KEY]).toContain(janesEntries[0]);

    // From the moment the login page is up: Jane's own page may stay on screen while it loads, for her.
    await armNow(page, JANE, { path: '/c/login', heading: 'Log in to Console' });
    await logOut(page, /Jane Cooper/);
    await expectPath(page, '/c/login?loggedOut=1');
    await page.getByText('You have been logged out').first().waitFor();
    const callsAtLogout = calls.length;

    const afterLogout = await storage(page);
    expect(Object.keys(afterLogout.local).filter((key) => key !== THEME_KEY)).toEqual([]);
    expect(afterLogout.session).toEqual({});

    await page.getByLabel('E-mail address', { exact: true }).fill('priya@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/c/initech-video');
    await page.getByRole('heading', { level: 1, name: 'Initech Video' }).waitFor();
    await page.getByRole('button', { name: /Priya Natarajan/ }).waitFor();

    const seen = await leaksSeen(page);
    expect(seen.active).toBe(true);
    expect(seen.hits).toEqual([]);
    // Nothing asked for Jane's workspaces again: no cache of hers was alive to revalidate.
    expect(calls.slice(callsAtLogout).filter((path) => /acme-media|globex-studio/.test(path))).toEqual([]);
    const priyas = await storage(page);
    expect(priyas.local.currentWorkspaceSlug).toBe('initech-video');
    expect(JSON.stringify(priyas.local)).not.toMatch(/jane|acme|globex/i);

    // The router's scroll positions in memory were Jane's too: a reload now must not write hers back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Initech Video' }).waitFor();
    const positions = Object.keys(JSON.parse((await storage(page)).session[SCROLL_POSITIONS_KEY] ?? '{}'));
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.filter((key) => janesEntries.includes(key))).toEqual([]);
  }, 60_000);

  it('leaves an impersonation with nothing of the impersonated person stored or shown', async () => {
    const page = await browser.newPage();
    await page.addInitScript(watchForLeaks);
    await serveScenario(page, 'admin');
    await page.goto('/c/service-operations');
    await page.getByRole('heading', { level: 1, name: 'Service Operations' }).waitFor();
    await goInApp(page, '/c/initech-video');
    // Impersonation reloads the console once, which a busy machine can take a while over.
    await page.getByText('You are impersonating this account').waitFor({ timeout: 30_000 });
    const during = await storage(page);
    expect(during.local.currentWorkspaceSlug).toBe('initech-video');
    expect(during.local.login_data).toContain('peter@initech.example');

    // Stopping returns to the workspace's admin page, which lists its people as admin data: what must not come
    // back is the impersonated session (its banner, its user menu, its stored data).
    await armOnNextLoad(page, ['You are impersonating'], { path: '/c/admin/workspace/initech-video' });
    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await expectPath(page, '/c/admin/workspace/initech-video', 30_000);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(await page.getByRole('button', { name: /Peter Gibbons/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Ada Lindqvist/ }).waitFor();

    const seen = await leaksSeen(page);
    expect(seen.active).toBe(true);
    expect(seen.hits).toEqual([]);
    const after = await storage(page);
    expect(after.session).toEqual({});
    expect(after.local.currentWorkspaceSlug).toBeUndefined();
    expect(JSON.stringify(after.local)).not.toMatch(/peter|initech/i);
    expect(after.local.login_data).toContain('ada@example.com');

    await logOut(page, /Ada Lindqvist/);
    await expectPath(page, '/c/login?loggedOut=1');
    const afterLogout = await storage(page);
    expect(Object.keys(afterLogout.local).filter((key) => key !== THEME_KEY)).toEqual([]);
    expect(afterLogout.session).toEqual({});
  }, 90_000);
});
