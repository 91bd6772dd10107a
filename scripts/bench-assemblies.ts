// Main-thread work of the assemblies list in headless Chromium, against the demo build, where globex-studio
// holds 100,000 assemblies. Prints figures and never fails on them: these machines are shared and noisy, so a
// timing is read by a person, not asserted. Run with `npm run bench:assemblies` (it builds the demo first).
//
// What is measured, from Chromium's own accounting (CDP Performance.getMetrics TaskDuration: the time the
// renderer's main thread spent running tasks, which includes the in-browser mock backend's filtering and paging):
// - "page": from a click on "Next page" until the next page's rows are on screen;
// - "filter": from choosing a state in the State filter until the filtered rows are on screen.
// The first load (which builds the store's columns once) is a warm-up and not counted.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../tests/setup/chromium.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = 4183;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = 7;
const TARGET_MS = 100;

const server = spawn(
  join(ROOT, 'node_modules', '.bin', 'vite'),
  ['preview', '--mode', 'demo', '--port', String(PORT), '--strictPort'],
  { cwd: join(ROOT, 'apps', 'console'), stdio: 'ignore' },
);

async function serverReady(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/c/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first data row's text: it changes when a new page or filter has rendered. */
const firstRow = async (page: Page) => (await page.locator('table tbody tr').first().textContent()) ?? '';

async function settle(page: Page, before: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const rows = document.querySelectorAll('table tbody tr');
      return (
        rows.length > 0 && rows[0]?.textContent !== previous && !document.querySelector('[aria-busy="true"]')
      );
    },
    before,
    { timeout: 30_000 },
  );
  // Two frames, so layout and paint of the new rows are inside the measurement.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  await serverReady();
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const measure = async (action: () => Promise<void>) => {
      const before = await firstRow(page);
      const start = await taskMs();
      await action();
      await settle(page, before);
      return (await taskMs()) - start;
    };

    await page.goto(`${ORIGIN}/c/login`);
    await page.getByLabel('E-mail address', { exact: true }).fill('jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/c\/acme-media$/);
    await page.goto(`${ORIGIN}/c/globex-studio/assemblies`);
    await page
      .getByText(/of 100,000/)
      .first()
      .waitFor({ timeout: 60_000 });

    const paging: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      paging.push(await measure(() => page.getByRole('button', { name: 'Next page' }).click()));

    const filtering: number[] = [];
    const states = ['Failed', 'Completed', 'Canceled', 'Aborted', 'Executing', 'Uploading', 'Replaying'];
    for (const state of states.slice(0, RUNS)) {
      await page.getByRole('combobox', { name: 'State' }).click();
      filtering.push(await measure(() => page.getByRole('option', { name: state, exact: true }).click()));
    }

    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(34)} median ${median(values).toFixed(1).padStart(6)} ms   ` +
      `min ${Math.min(...values)
        .toFixed(1)
        .padStart(6)} ms   max ${Math.max(...values)
        .toFixed(1)
        .padStart(6)} ms`;
    console.log(`Assemblies list, globex-studio (100,000 assemblies), main-thread task time, ${RUNS} runs`);
    console.log(row('next page (render a page)', paging));
    console.log(row('state filter (apply a filter)', filtering));
    console.log(`  goal: under ${TARGET_MS} ms each`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});
