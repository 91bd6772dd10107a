// Chromium's own accounting of a page's main thread, for the benchmark scripts (CDP Performance.getMetrics):
// TaskDuration, the wall-clock time the renderer's main thread spent running tasks, and ThreadTime, its CPU time.
import type { Page } from 'playwright';

export type MainThread = { task: number; cpu: number };

/** A reader of the page's main-thread totals so far, in milliseconds; a figure is the difference of two reads. */
export async function mainThreadMeter(page: Page): Promise<() => Promise<MainThread>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { task: ms('TaskDuration'), cpu: ms('ThreadTime') };
  };
}
