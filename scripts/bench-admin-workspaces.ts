// Main-thread work of the admin workspaces list in headless Chromium, against the demo build, where the mock
// backend holds the fleet of 50,000 generated workspaces (packages/mock-api/src/fleet.ts) besides its own. Prints
// figures and never fails on them: these machines are shared and noisy, so a timing is read by a person, not
// asserted. Run with `npm run bench:admin-workspaces` (it builds the demo first).
//
// What is measured, as in scripts/bench-assemblies.ts, from Chromium's own accounting (CDP Performance.getMetrics):
// TaskDuration, the wall-clock time the renderer's main thread spent running tasks, and ThreadTime, the CPU time it
// used. Both include the in-browser mock backend's filtering, sorting and paging over the fleet, which runs on the
// main thread, and the rendering of the rows it returns. Each figure runs from one action, done as a person does
// it, until the list shows its new rows and nothing is busy:
// - "next page": a click on "Next page";
// - "status": a click on a status in the open Status select (which navigates to /c/admin/workspaces/{status});
// - "search": part of a name typed into the search box, which searches once typing pauses (300 ms);
// - "sort": a click on a sortable column's header.
// Between runs the sidebar's "Workspaces" link brings back the whole list.
// The first read generates the fleet (a few seconds in the browser, once per page load); it is printed on its own
// line and the figures start after it.
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../tests/setup/chromium.ts';
import { mainThreadMeter } from './bench-main-thread.ts';
import { startDemoPreview } from './demo-preview.ts';

const PORT = 4184;
const RUNS = 9;
const TARGET_MS = 100;

const preview = startDemoPreview(PORT);
const ORIGIN = preview.origin;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The page's text, whether it shows rows, and whether it is busy: what changes when new rows (or "no matches") are
 * on screen.
 */
const listShows = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    // All of it, not the first row alone: a search's best match may be the row that already led the list, and a
    // search may match nothing.
    const rows = main?.textContent ?? '';
    const hasRows = main?.querySelector('tbody tr') != null;
    const busy = main?.querySelector('[aria-busy="true"]') !== null;
    return { rows, hasRows, busy };
  });

async function main(): Promise<void> {
  await preview.ready();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const mainThread = await mainThreadMeter(page);
    /** Waits until the page shows something other than `before` and is no longer busy. */
    const settledAfter = async (before: string, step = 'the first read') => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = await listShows(page);
        // Without a page before it (`before` empty), only rows count as the list being there.
        if (!now.busy && now.rows !== before && (before !== '' || now.hasRows)) return;
        if (Date.now() > deadline)
          throw new Error(`${step}: the list did not change within 30 s (busy: ${now.busy})`);
        await page.waitForTimeout(20);
      }
    };
    const figures = new Map<string, { task: number[]; cpu: number[] }>();
    const timed = async (name: string, act: () => Promise<void>) => {
      await page.waitForTimeout(800);
      const before = (await listShows(page)).rows;
      const start = await mainThread();
      await act();
      await settledAfter(before, name);
      const end = await mainThread();
      const entry = figures.get(name) ?? { task: [], cpu: [] };
      entry.task.push(end.task - start.task);
      entry.cpu.push(end.cpu - start.cpu);
      figures.set(name, entry);
    };

    await page.goto(`${ORIGIN}/c/login`);
    await page.getByLabel('E-mail address', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/c\/service-operations$/);

    const generatedAt = Date.now();
    await page.goto(`${ORIGIN}/c/admin/workspaces`);
    await settledAfter('');
    console.log(`First read of the list, generating the fleet: ${Date.now() - generatedAt} ms (wall clock)`);

    const main = page.getByRole('main');
    // The sidebar's link: the whole list again, without the status or search, through the router.
    const everyWorkspace = async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Workspaces' }).click();
      await page.waitForURL((url) => url.pathname === '/c/admin/workspaces' && url.search === '');
      await settledAfter('');
    };
    const statuses = ['Cancelled', 'Unpaid', 'Plan exceeded', 'On invoicing', 'Active'];
    const searches = ['studio', 'media', 'labs', 'video', 'cloud', 'works', 'data', 'apps', 'tech'];
    for (let run = 0; run < RUNS; run++) {
      await everyWorkspace();
      await timed('next page', () => main.getByRole('button', { name: 'Next page' }).click());
      const status = statuses[run % statuses.length] ?? 'Active';
      // The figure is the choice's, not the opening of the list of statuses.
      await main.getByRole('combobox', { name: 'Status' }).click();
      await timed('status', () => page.getByRole('option', { name: status, exact: true }).click());
      const search = main.getByRole('searchbox', { name: 'Search workspaces' });
      await timed('search', () => search.fill(searches[run % searches.length] ?? 'studio'));
      await everyWorkspace();
      const header = main.getByRole('button', { name: run % 2 === 0 ? /^Created/ : /^Lifetime usage/ });
      await timed('sort', () => header.click());
    }

    console.log(
      `\nAdmin workspaces list over the fleet, median of ${RUNS} (goal: under ${TARGET_MS} ms of main-thread work)`,
    );
    console.log('  action        main thread (task)   CPU (thread time)');
    for (const [name, { task, cpu }] of figures) {
      const flag = median(task) > TARGET_MS ? '   over the goal' : '';
      console.log(
        `  ${name.padEnd(12)}  ${`${median(task).toFixed(0)} ms`.padStart(10)}          ${`${median(cpu).toFixed(0)} ms`.padStart(8)}${flag}`,
      );
    }
  } finally {
    await browser.close();
    preview.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  preview.stop();
  process.exit(1);
});
