// Main-thread work of the assemblies list in headless Chromium, against the demo build, where globex-studio
// holds 100,000 assemblies. Prints figures and never fails on them: these machines are shared and noisy, so a
// timing is read by a person, not asserted. Run with `npm run bench:assemblies` (it builds the demo first).
//
// What is measured, from Chromium's own accounting (CDP Performance.getMetrics): TaskDuration, the wall-clock time
// the renderer's main thread spent running tasks, and ThreadTime, the CPU time it used, which a busy shared machine
// inflates less. Both include the in-browser mock backend's filtering and paging, which runs on the main thread:
// - "page": from a click on "Next page" until the next page's rows are on screen;
// - "filter": from choosing a state in the State filter until the filtered rows are on screen, once from the open
//   list (which includes the list closing) and once by typing the state's first letter on the closed select.
// The first load (which builds the store's columns once) is a warm-up and not counted.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Locator } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../tests/setup/chromium.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = 4183;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = 15;
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

/** A click, or a key pressed on the element (which has focus first). */
type Act = { click: true } | { key: string };

/**
 * Acts on the element inside the page and resolves once the first row shows something else, nothing is busy and two
 * frames have passed, so the new rows' style, layout and paint are inside the measurement. Acting and waiting from
 * inside the page keeps Playwright's own work (finding elements by role, actionability checks, polling) out of it.
 */
async function actAndSettle(target: Locator, act: Act): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('Nothing to act on');
  if ('key' in act) await handle.focus();
  await handle.evaluate(
    (element, act) =>
      new Promise<void>((resolve, reject) => {
        const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? '';
        const before = firstRow();
        const settled = () => firstRow() !== before && !document.querySelector('[aria-busy="true"]');
        const timeout = setTimeout(() => reject(new Error('The rows did not change within 30 s')), 30_000);
        const observer = new MutationObserver(() => {
          if (!settled()) return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        if ('key' in act) {
          element.dispatchEvent(
            new KeyboardEvent('keydown', { key: act.key, bubbles: true, cancelable: true }),
          );
        } else {
          (element as HTMLElement).click();
        }
      }),
    act,
  );
}

/** Task time is wall-clock time the main thread was busy; CPU time leaves out the waits of a shared machine. */
type Figures = { task: number[]; cpu: number[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  await serverReady();
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const mainThread = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
      return { task: ms('TaskDuration'), cpu: ms('ThreadTime') };
    };
    const measure = async (target: Locator, into: Figures, act: Act = { click: true }) => {
      await target.waitFor();
      // Lets what the previous step set going (a menu opening, a page settling) finish outside the measurement, and
      // the select's type-ahead forget the previous letter.
      await page.waitForTimeout(1100);
      const start = await mainThread();
      await actAndSettle(target, act);
      const end = await mainThread();
      into.task.push(end.task - start.task);
      into.cpu.push(end.cpu - start.cpu);
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

    const paging: Figures = { task: [], cpu: [] };
    for (let run = 0; run < RUNS; run += 1)
      await measure(page.getByRole('button', { name: 'Next page' }), paging);

    // The State filter two ways: choosing from its open list (which includes the list closing), and typing the
    // first letter of a state on the closed select, which applies it without opening the list.
    const fromList: Figures = { task: [], cpu: [] };
    const states = ['Failed', 'Completed', 'Canceled', 'Aborted', 'Executing', 'Uploading', 'Replaying'];
    for (const state of Array.from({ length: RUNS }, (_, run) => states[run % states.length] ?? 'Failed')) {
      await page.getByRole('combobox', { name: 'State' }).click();
      await measure(page.getByRole('option', { name: state, exact: true }), fromList);
    }
    const typed: Figures = { task: [], cpu: [] };
    const letters = ['e', 'u', 'r', 'f'];
    for (let run = 0; run < RUNS; run += 1) {
      await measure(page.getByRole('combobox', { name: 'State' }), typed, {
        key: letters[run % letters.length] ?? 'f',
      });
    }

    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(34)} median ${median(values).toFixed(1).padStart(6)} ms   ` +
      `min ${Math.min(...values)
        .toFixed(1)
        .padStart(6)} ms   max ${Math.max(...values)
        .toFixed(1)
        .padStart(6)} ms`;
    console.log(
      `Assemblies list, globex-studio (100,000 assemblies), renderer main thread, ${RUNS} runs each`,
    );
    console.log(row('next page: task time', paging.task));
    console.log(row('next page: CPU time', paging.cpu));
    console.log(row('state from the list: task time', fromList.task));
    console.log(row('state from the list: CPU time', fromList.cpu));
    console.log(row('state by its letter: task time', typed.task));
    console.log(row('state by its letter: CPU time', typed.cpu));
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
