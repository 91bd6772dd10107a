import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectPath, logIn, setupBrowser } from './support';

const browser = setupBrowser();

/** The window sizes of the issue: a small laptop, a common one, a large monitor and a phone. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

/** How much wider than the window the page is (0 when it does not scroll sideways). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether a locator's box lies inside the window, left to right. */
async function insideWindow(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('issue 19: the demo at the sizes people use', () => {
  it('shows the dashboard, the assemblies list and the template editor without sideways scrolling, with recent data', async () => {
    const page = await browser.newPage();
    await logIn(page, 'jane@example.com');
    await expectPath(page, '/c/acme-media');

    // The seed is laid out around the demo's start: this month's usage, assemblies minutes old.
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    await page.getByRole('heading', { name: `Usage in ${month}` }).waitFor();
    await page
      .getByRole('region', { name: 'Recent assemblies' })
      .getByText(/minutes? ago/)
      .first()
      .waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await sidewaysScroll(page), `dashboard at ${size.width}`).toBe(0);
    }

    await page.goto('/c/acme-media/assemblies');
    const rows = page.getByRole('table', { name: 'Assemblies' }).locator('tbody tr');
    await rows.nth(24).waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await sidewaysScroll(page), `assemblies at ${size.width}`).toBe(0);
      if (size.width < 1280) continue;
      // One line a row: no row taller than the shortest by more than a few pixels (a failed one's code under its
      // state), names and regions truncated instead of wrapped.
      const heights = await rows.evaluateAll((elements) =>
        elements.map((row) => row.getBoundingClientRect().height),
      );
      expect(Math.max(...heights) - Math.min(...heights), `row heights at ${size.width}`).toBeLessThanOrEqual(
        4,
      );
    }

    await page.goto('/c/acme-media/templates');
    await page.getByRole('table', { name: 'Templates' }).getByRole('link').first().click();
    const signature = page.getByRole('switch', { name: 'Require a signature' });
    await signature.waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await sidewaysScroll(page), `template editor at ${size.width}`).toBe(0);
      await signature.scrollIntoViewIfNeeded();
      expect(await insideWindow(page, signature), `signature switch at ${size.width}`).toBe(true);
    }
  });
});
