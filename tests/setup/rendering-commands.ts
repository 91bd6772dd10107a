import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

const CHECK_MS = 1_000;

/**
 * Whether a window draws within CHECK_MS: two animation frames, the time a change takes to reach the screen. A
 * string for Playwright to evaluate in the page: a function would be sent as its compiled text, which the config's
 * bundler may have wrapped in helpers the page does not have.
 */
const DRAWS = `new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), ${CHECK_MS});
  requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); resolve(true); }));
})`;

/** The facts of the test's own frame that tell one cause of a stall from another. */
const FRAME_STATE = `({
  visibility: document.visibilityState,
  focus: document.hasFocus(),
  fonts: document.fonts.status,
  size: innerWidth + '×' + innerHeight,
})`;

/** What a stalled page looks like from outside: the facts that tell one cause from another in a CI log. */
async function describeStall({ page, context, frame }: BrowserCommandContext): Promise<string> {
  const tester = await frame();
  const [runnerDraws, test] = await Promise.all([
    page.evaluate<boolean>(DRAWS).catch(() => 'unknown'),
    tester.evaluate<unknown>(FRAME_STATE).catch((error: unknown) => ({ error: String(error) })),
  ]);
  return [
    `the runner page draws: ${runnerDraws}`,
    `the test's frame: ${JSON.stringify(test)}`,
    `pages in the context: ${context.pages().length}`,
  ].join('; ');
}

/** Ways to make Chromium draw a page again, cheapest first, each named for the log. */
const WAKE_STEPS: [string, (context: BrowserCommandContext) => Promise<void>][] = [
  ['brought its page to the front', async ({ page }) => page.bringToFront()],
  [
    // A screencast makes the browser ask the page for frames until it stops; a compositor that went idle starts again.
    'ran a screencast on it',
    async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      try {
        const firstFrame = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CHECK_MS);
          cdp.on('Page.screencastFrame', ({ sessionId }) => {
            clearTimeout(timer);
            cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
            resolve();
          });
        });
        await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 1, maxWidth: 64, maxHeight: 64 });
        await firstFrame;
        await cdp.send('Page.stopScreencast');
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    },
  ],
  [
    // A new size gives the page a new surface to draw into.
    'resized its window and back',
    async ({ page }) => {
      const size = page.viewportSize();
      if (size === null) return;
      await page.setViewportSize({ width: size.width + 1, height: size.height });
      await page.setViewportSize(size);
    },
  ],
];

/** The pages that stopped drawing and that no step of WAKE_STEPS brought back. */
const unwakeable = new WeakSet<BrowserCommandContext['page']>();

export interface WakeReport {
  /** What the page looked like when it had stopped drawing. */
  diagnosis: string;
  /** The step after which it drew again, or null when none brought it back. */
  wokenBy: string | null;
}

/**
 * Called by a test whose page has stopped drawing (no animation frame for seconds, while its scripts run): tries
 * each of WAKE_STEPS until the test's frame draws again. Headless Chromium has been seen, about once in ten full
 * runs, to stop drawing one page for good while its scripts went on: every later screenshot and animation frame of
 * that page waited until its test timed out.
 */
export const wakeRendering: BrowserCommand<[]> = async (context): Promise<WakeReport> => {
  const diagnosis = await describeStall(context);
  // None of the steps woke this page before, and the later files it runs are beyond them too: each fails in
  // seconds, not in the steps' time, and `npm test` runs them again in a fresh browser (stalled-pages.ts).
  if (unwakeable.has(context.page))
    return { diagnosis: `${diagnosis}; no step woke it before`, wokenBy: null };
  const tester = await context.frame();
  for (const [name, step] of WAKE_STEPS) {
    await step(context).catch(() => undefined);
    if (await tester.evaluate<boolean>(DRAWS).catch(() => false)) return { diagnosis, wokenBy: name };
  }
  unwakeable.add(context.page);
  return { diagnosis, wokenBy: null };
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    wakeRendering: () => Promise<WakeReport>;
  }
}
