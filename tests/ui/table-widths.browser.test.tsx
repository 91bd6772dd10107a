import { setCsrfToken } from '@console/api';
import type { ScenarioName } from '@console/mock-api';
import { entryOf, PAGE_IDS, type PageId } from '@console/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { renderConsole, serveScenario } from './render-console';

/**
 * Issue 34: on a phone every table shows its rows stacked and no page is wider than the window; on a laptop the
 * customer console's tables fit their cards. Every page of the route registry is opened, its parameters filled
 * with the seeded scenario's records (a record that is not there shows its "not found" page, a page all the same).
 */

/** A lazy route chunk and the mock server's answers can be slow on a loaded machine. */
const loaded = { timeout: 15_000 };

const PARAMS: Record<string, string> = {
  workspace: 'acme-media',
  credentialId: '1',
  id: '0123456789abcdef0123456789abcdef',
  invoiceId: '12',
  adminWorkspace: 'acme-media',
  workspaceStatus: 'active',
  authKey: '5d41402abc4b2a76b9719d911017c592',
};

function pathOf(id: PageId): string {
  return entryOf(id).pattern.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name);
}

function scenarioOf(id: PageId): ScenarioName {
  const { shell } = entryOf(id);
  if (shell === 'admin') return 'admin';
  if (shell === 'public') return 'loggedOut';
  return 'member';
}

const pages = PAGE_IDS.map((id) => ({ id, path: pathOf(id), shell: entryOf(id).shell }));
/** The customer console's pages, and the admin list issue 34 names (its workspaces). */
const desktopPages = pages.filter(
  (entry) => entry.shell === 'workspace' || entry.shell === 'account' || entry.id === 'adminWorkspaces',
);

/** Opens a page and waits for its heading and for every table on it to have its rows (or its empty state). */
async function open(id: PageId, path: string) {
  serveScenario(scenarioOf(id));
  await renderConsole(path);
  await expect.element(page.getByRole('heading', { level: 1 }).first(), loaded).toBeVisible();
  await expect
    .poll(() => document.querySelectorAll('[data-slot="data-table"][data-state="loading"]').length, loaded)
    .toBe(0);
}

/** The tables whose rows are wider than their box: their caption, and how much wider. */
function scrollingTables(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="data-table"]')].flatMap((table) => {
    const box = table.querySelector<HTMLElement>('table')?.parentElement;
    if (!box || box.scrollWidth <= box.clientWidth + 1) return [];
    const caption = table.querySelector('caption')?.textContent ?? '(no caption)';
    return [`${caption}: ${box.scrollWidth} px in ${box.clientWidth} px`];
  });
}

afterEach(() => {
  setCsrfToken(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('tables fit the window', () => {
  it.each(pages)(
    'at 390 px, $id ($path) is no wider than the phone and no table scrolls',
    async ({ id, path }) => {
      await page.viewport(390, 844);
      await open(id, path);
      expect(scrollingTables()).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    },
  );

  it.each(desktopPages)('at 1280 and 1440 px, no table of $id ($path) scrolls', async ({ id, path }) => {
    for (const width of [1280, 1440]) {
      await page.viewport(width, 900);
      await open(id, path);
      expect(scrollingTables(), `at ${width} px`).toEqual([]);
      await cleanup();
      vi.restoreAllMocks();
    }
  });
});
