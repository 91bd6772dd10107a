import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { STORY_THEME_EVENT } from '../../.storybook/decorators';
import { fontsLoaded } from './fonts';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the Storybook Vitest plugin on every story test. */
    storyId?: string;
  }
  interface TestContext {
    /** The composed story under test, set by the Storybook Vitest plugin. */
    story?: {
      id: string;
      parameters: {
        visual?: { busy?: boolean; dark?: boolean; ownTheme?: boolean };
        a11y?: { options?: Record<string, unknown> };
        shell?: unknown;
        layout?: unknown;
      };
    };
  }
}

type Size = { width: number; height: number; name: string };
type Theme = 'light' | 'dark';
type Story = NonNullable<TestContext['story']>;

/** The desktop size screen baselines are taken at. */
const DESKTOP: Size = { width: 1440, height: 900, name: 'desktop' };
/** The phone size the marked screen stories also have baselines at. */
const PHONE: Size = { width: 390, height: 844, name: 'phone' };
/**
 * The window sizes people use the console at: a small laptop, a common one, a large monitor and a phone. Every
 * screen story is checked at each for horizontal overflow; the desktop size comes last, for its baseline.
 */
const SCREEN_SIZES: Size[] = [
  { width: 1280, height: 800, name: 'laptop' },
  { width: 1920, height: 1080, name: 'monitor' },
  PHONE,
  DESKTOP,
];

const BUSY_TIMEOUT_MS = 5_000;

/** Whether an element shows something: a box of more than a couple of pixels with text or a picture in it. */
function shows(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 2 || box.height <= 2) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return false;
  return (element.textContent ?? '').trim() !== '' || element.querySelector('svg, img, canvas') !== null;
}

/** Whether something shows outside an element: an open dialog, menu, tooltip or toast in a Radix portal. */
function showsElsewhere(own: Element): boolean {
  return [...document.body.querySelectorAll('*')].some(
    (element) =>
      !own.contains(element) &&
      !element.contains(own) &&
      element.childElementCount === 0 &&
      element.closest('script, style, #storybook-docs') === null &&
      shows(element.parentElement ?? element),
  );
}

/**
 * What a baseline shows: the story's own element, so a button's baseline is the button and not a 1200 × 900 page
 * around it (the canvas decorator pads and centres stories in the whole viewport). When the story shows something
 * outside that element — an open dialog, menu, tooltip or toast, which Radix renders in a portal — the whole page.
 */
function screenshotTarget(): Element {
  const canvas = document.querySelector('[data-story-canvas]');
  if (!canvas) return document.body;
  const only = canvas.childElementCount === 1 ? canvas.firstElementChild : null;
  // A story that renders nothing visible (an empty summary) is shown as its empty canvas.
  const own = only && only.getBoundingClientRect().height > 0 ? only : canvas;
  return showsElsewhere(own) ? document.body : own;
}

/**
 * A screenshot of exactly this element. `page.elementLocator` describes an element by its CSS path, which two
 * siblings can share (the story's canvas and the toast region beside it are both `body > div > div`), and a
 * screenshot of a locator that matches two elements fails; a test id set for the shot matches only the one.
 */
async function matchElement(element: Element, name: string): Promise<void> {
  // A screenshot waits for frames too, and on a stalled page until the test times out.
  await settled(1);
  const own = element.getAttribute('data-testid');
  element.setAttribute('data-testid', 'visual-target');
  try {
    await expect.element(page.getByTestId('visual-target')).toMatchScreenshot(name);
  } finally {
    if (own === null) element.removeAttribute('data-testid');
    else element.setAttribute('data-testid', own);
  }
}

/**
 * A screen's baseline at the window's size: the first window of the page as a customer opens it, in its shell
 * (with whatever a portal shows over it). A page's further rows are left to its play function: a picture of them
 * would mostly repeat the first ones, and a browser paints nothing below an iframe's window anyway.
 */
async function matchWindow(name: string): Promise<void> {
  const canvas = document.querySelector<HTMLElement>('[data-story-canvas]');
  // A story that navigated away shows where it went, without the canvas.
  if (!canvas) {
    await matchElement(screenshotTarget(), name);
    return;
  }
  window.scrollTo(0, 0);
  canvas.style.height = `${window.innerHeight}px`;
  canvas.style.overflow = 'hidden';
  canvas.scrollTop = 0;
  try {
    await settled();
    const target = showsElsewhere(canvas) ? document.body : canvas;
    await matchElement(target, name);
  } finally {
    canvas.style.height = '';
    canvas.style.overflow = '';
  }
}

/** Whether a story is a screen's: those are checked at every size of SCREEN_SIZES and framed in their shell. */
const isScreen = (storyId: string) => storyId.startsWith('screens-');

/**
 * Whether a story has a dark-theme baseline. Every story is checked in both themes (axe's contrast checks run in
 * each), but the dark baselines are the design system's (primitives, patterns, layouts: where the theme's colours
 * live) and, of the screens, the few stories marked `parameters: { visual: { dark: true } }` (a screen's main state
 * and its failure). A screen is built from the design system, so its other states in dark would repeat what those
 * baselines already guard, at some 60 KB each.
 */
function hasDarkBaseline(storyId: string, story: Story): boolean {
  return !isScreen(storyId) || story.parameters.visual?.dark === true;
}

/** How long a page may go without drawing before it is taken for stalled: a busy CI machine draws within a second. */
const STALL_MS = 3_000;

/**
 * Whether the page draws `frames` animation frames within STALL_MS: two after a change of size or style (it lays out,
 * paints and runs ResizeObserver callbacks), one to know it still draws at all.
 */
function draws(frames: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), STALL_MS);
    const next = (left: number) => {
      if (left === 0) {
        clearTimeout(timer);
        resolve(true);
      } else requestAnimationFrame(() => next(left - 1));
    };
    next(frames);
  });
}

/**
 * Fails at once, with what the browser showed, when headless Chromium has stopped drawing the page for good (seen
 * about once in ten full runs, on a busy machine: scripts run on, but no animation frame comes and every screenshot
 * waits until the test times out, and so on for each later story of that page). Tries to wake it first
 * (rendering-commands.ts) and says in the log when that worked.
 */
async function wakeIfStalled(when: string): Promise<void> {
  const { diagnosis, wokenBy } = await commands.wakeRendering();
  if (wokenBy === null) {
    throw new Error(`The browser stopped drawing the page ${when}, and nothing woke it (${diagnosis}).`);
  }
  console.warn(
    `The browser stopped drawing the page ${when} (${diagnosis}); it drew again once the test ${wokenBy}.`,
  );
}

/** Waits until the page has laid out and painted at its current size, or fails soon when it has stopped drawing. */
async function settled(frames = 2): Promise<void> {
  if (!(await draws(frames))) await wakeIfStalled('while a story settled');
}

/** The iframe the runner shows stories in (null when a story runs in a window of its own). */
function storyFrame(): HTMLElement | null {
  return window.frameElement as HTMLElement | null;
}

/**
 * The story's window set to a size. For the sizes a screen is checked at, the story's frame is resized inside the
 * runner's page: the frame's document lays out and matches media queries against the frame's size as it would a
 * window's, and the phone's picture, which fits the page, shows what a window of that size would. `page.viewport`
 * re-emulates the browser's whole page for every change, which took a seventh of the visual project's time; it is
 * left for a size the page itself must have (the desktop picture, the Storybook plugin having set the page to
 * 1200 × 900 for the story), and does not wait out the test when the page has stalled.
 */
async function resize(width: number, height: number): Promise<void> {
  const frame = storyFrame();
  if (frame !== null) {
    const runners = width === DESKTOP.width && height === DESKTOP.height;
    frame.style.setProperty('width', runners ? 'var(--viewport-width)' : `${width}px`);
    frame.style.setProperty('height', runners ? 'var(--viewport-height)' : `${height}px`);
    if (window.innerWidth === width && window.innerHeight === height) return;
  }
  const resized = page.viewport(width, height).then(() => true);
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), STALL_MS));
  if (await Promise.race([resized, timeout])) return;
  await wakeIfStalled(`while its window was set to ${width}×${height}`);
  await resized;
}

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [role="tab"], [role="link"], [role="slider"], [tabindex]:not([tabindex="-1"])';

/** A short description of an element for a failure message: its tag, accessible text or label, and its box. */
function describe(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
    element.textContent ??
    '';
  const box = element.getBoundingClientRect();
  return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" at x ${Math.round(box.left)}–${Math.round(box.right)}`;
}

/**
 * The controls a person cannot fully see: cut off by an ancestor that clips (overflow hidden or clip, not a
 * deliberate ellipsis) or by the window's right edge. Controls inside a scrolling area (a wide table in its card)
 * are not cut off: they scroll into view.
 */
function cutOffControls(): string[] {
  const problems: string[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control.closest('[aria-hidden="true"], [inert]') !== null) continue;
    const box = control.getBoundingClientRect();
    // Not laid out (a closed panel) or visually hidden on purpose (sr-only, Radix's hidden native inputs).
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).opacity === '0') continue;
    let scrolls = false;
    for (
      let ancestor = control.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        scrolls = true;
        break;
      }
      if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis') {
        const room = ancestor.getBoundingClientRect();
        const left = room.left + ancestor.clientLeft;
        if (box.left < left - 1 || box.right > left + ancestor.clientWidth + 1) {
          problems.push(
            `${describe(control)} is cut off by its container <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">`,
          );
          break;
        }
      }
    }
    if (!scrolls && (box.right > window.innerWidth + 1 || box.left < -1)) {
      problems.push(`${describe(control)} runs past the window's edge (${window.innerWidth} px)`);
    }
  }
  return problems;
}

/** Whether an element scrolls sideways inside an area of its own (overflow auto or scroll). */
const scrolls = (element: Element) => {
  const { overflowX } = getComputedStyle(element);
  return overflowX === 'auto' || overflowX === 'scroll';
};

/**
 * Whether an element is inside an area that scrolls sideways, where reaching past the window's edge is scrolling.
 * An absolutely positioned element escapes every area between it and its containing block (its nearest positioned
 * ancestor), so such an element inside a scrolling table still widens the page.
 */
function insideScroller(element: Element): boolean {
  for (let current = element; current.parentElement && current.parentElement !== document.body; ) {
    const { position } = getComputedStyle(current);
    if (position === 'fixed') return false;
    let parent: Element | null = current.parentElement;
    if (position === 'absolute') {
      while (parent && parent !== document.body && getComputedStyle(parent).position === 'static') {
        parent = parent.parentElement;
      }
    }
    if (!parent || parent === document.body) return false;
    if (scrolls(parent)) return true;
    current = parent;
  }
  return false;
}

/** The elements that reach past the window's right edge while their parent does not: what widens the page. */
function widening(): string[] {
  const culprits: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const parent = element.parentElement;
    if (!parent || element.getBoundingClientRect().right <= window.innerWidth + 1) continue;
    if (insideScroller(element)) continue;
    if (parent !== document.body && parent.getBoundingClientRect().right > window.innerWidth + 1) continue;
    culprits.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> in <${parent.tagName.toLowerCase()} class="${parent.getAttribute('class') ?? ''}">`,
    );
  }
  return culprits.slice(0, 3);
}

/** What overflows horizontally at the current size: the document wider than the window, or controls cut off. */
function overflow(): string[] {
  const problems: string[] = [];
  const { scrollWidth } = document.documentElement;
  if (scrollWidth > window.innerWidth) {
    problems.push(
      `the page is ${scrollWidth} px wide in a ${window.innerWidth} px window, pushed by ${widening().join(', ')}`,
    );
  }
  return [...problems, ...cutOffControls()];
}

/**
 * The table rows whose text runs onto a second line: a list keeps one line a row at laptop sizes and wider, so a
 * page of rows fits a screen (long values truncate, whole in their title). A cell's text is on one line when no
 * line box of it lies wholly below another (a badge's smaller text beside a name shares its line, a few pixels
 * lower); a line box is what a Range over a text node reports.
 */
function wrappedRows(): string[] {
  const problems: string[] = [];
  // A cell across the whole table is not a row's value: it is the empty state or a notice in place of rows.
  for (const cell of document.querySelectorAll('tbody td:not([colspan])')) {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.textContent ?? '').trim() === '' || node.parentElement?.closest('.sr-only') != null) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
    }
    const lowest = Math.max(...boxes.map((box) => box.top));
    if (boxes.some((box) => box.bottom <= lowest + 1)) {
      problems.push(
        `a row's cell "${(cell.textContent ?? '').trim().slice(0, 40)}" takes more than one line`,
      );
    }
  }
  return problems.slice(0, 3);
}

/** Touch targets under 24 × 24 px without the spacing that makes up for it (WCAG 2.5.8, axe's target-size). */
async function smallTargets(): Promise<string[]> {
  const results = await axe.run(document, { runOnly: ['target-size'], resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}

/**
 * A screen as customers see it, at each size of SCREEN_SIZES: fails when the page scrolls sideways or a control
 * is cut off, and on the phone when a touch target is too small. Run in the light project only; the dark theme
 * changes colours, not boxes. `atPhone` runs while the window has the phone's size (a phone picture taken there
 * costs no resize of its own). Leaves the window at the desktop size.
 */
async function checkScreenSizes(storyId: string, atPhone?: () => Promise<void>): Promise<void> {
  const problems: string[] = [];
  for (const size of SCREEN_SIZES) {
    await resize(size.width, size.height);
    await settled();
    const found = overflow();
    if (size === PHONE) {
      found.push(...(await smallTargets()));
      await atPhone?.();
    } else found.push(...wrappedRows());
    problems.push(...found.map((problem) => `at ${size.width}×${size.height} (${size.name}): ${problem}`));
  }
  expect(problems, `story ${storyId} overflows`).toEqual([]);
}

// Before the story renders, so that what draws text once (the charts' canvas labels) draws it in Geist; and in the
// runner's window, should a story before it have failed while its frame had another size.
beforeEach(async () => {
  storyFrame()?.style.setProperty('width', 'var(--viewport-width)');
  storyFrame()?.style.setProperty('height', 'var(--viewport-height)');
  await fontsLoaded();
});

/**
 * Waits until a story has settled: no `aria-busy` left (its data arrived, a chart drew in the theme's colours),
 * fonts loaded. Motion is off (preview.tsx), so there is no animation to wait for. Stories that show a loading state
 * on purpose say so with `parameters: { visual: { busy: true } }`.
 */
async function storySettled(storyId: string, story: Story): Promise<void> {
  if (story.parameters.visual?.busy !== true) {
    await expect
      .poll(() => document.querySelector('[aria-busy="true"]'), {
        timeout: BUSY_TIMEOUT_MS,
        message: `story ${storyId} is still aria-busy; if the busy state is the point of the story, set parameters: { visual: { busy: true } }`,
      })
      .toBeNull();
  }
  await expect
    .poll(() => [...document.querySelectorAll('video')].filter(loadingMedia).length, {
      timeout: BUSY_TIMEOUT_MS,
      message: `story ${storyId} has a video whose controls still show their loading spinner`,
    })
    .toBe(0);
  // The browser's own controls keep a loading spinner they showed while a video chose its source until the end of
  // the spinner's turn, which with animations stopped for pictures never comes; shown afresh, they draw the state the
  // video settled in, as a person sees it a moment later.
  for (const video of document.querySelectorAll('video')) {
    if (!video.controls) continue;
    video.controls = false;
    await settled(1);
    video.controls = true;
  }
  await fontsLoaded();
}

/**
 * Whether a video is still choosing or fetching what it shows first: its controls draw a loading spinner until then.
 * One that waits to be played (preload="none"), has what it shows first, or failed, has nothing more to wait for.
 */
function loadingMedia(video: HTMLVideoElement): boolean {
  const { networkState } = video;
  const fetching = networkState === video.NETWORK_EMPTY || networkState === video.NETWORK_LOADING;
  return fetching && video.readyState < video.HAVE_METADATA && video.error === null;
}

/** A story's pictures in the theme it shows: its baseline, and for a screen the checks at every window size first. */
async function takePictures(theme: Theme, storyId: string, story: Story): Promise<void> {
  await storySettled(storyId, story);
  if (!isScreen(storyId)) {
    await matchElement(screenshotTarget(), `${theme}/${storyId}`);
    return;
  }
  // A part of a screen shown on its own (a status badge) is pictured as itself; pages fill the window.
  const isPage = story.parameters.shell !== false || story.parameters.layout === 'fullscreen';
  // The phone picture is of the layout, which the light one shows; the dark one would repeat it in other colours.
  const phonePicture =
    isPage && theme === 'light' && story.parameters.visual?.dark === true
      ? () => matchWindow(`${theme}/${storyId}-phone`)
      : undefined;
  if (theme === 'light') await checkScreenSizes(storyId, phonePicture);
  else await resize(DESKTOP.width, DESKTOP.height);
  if (!isPage) {
    await matchElement(screenshotTarget(), `${theme}/${storyId}`);
    return;
  }
  await matchWindow(`${theme}/${storyId}`);
}

/**
 * Shows the story in a theme as a person's choice in the account menu does: through the story's ThemeProvider
 * (withTheme in .storybook/decorators.tsx listens for the event), so everything that follows the theme (tokens,
 * the charts' canvas colours, the menu's theme switch) changes while the story keeps the state its play function
 * left it in.
 */
async function showTheme(theme: Theme): Promise<void> {
  window.dispatchEvent(new CustomEvent(STORY_THEME_EVENT, { detail: theme }));
  await expect
    .poll(() => document.documentElement.dataset.theme, {
      timeout: BUSY_TIMEOUT_MS,
      message: `the story did not switch to the ${theme} theme`,
    })
    .toBe(theme);
  await settled();
}

/**
 * The axe rules whose outcome depends on colour, the only thing a theme changes: contrast of text against its
 * background, and of a link against the text around it. The story's own rules and exceptions still apply.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Storybook's own accessibility check in the dark theme: the a11y addon's, with the story's parameters, limited to
 * THEME_RULES. Every other rule reads the markup, which is the same in both themes and was checked in light.
 */
async function checkThemeContrast(story: Story): Promise<void> {
  const a11y = story.parameters.a11y ?? {};
  // The addon's hook reads only these fields of a story's context; its report goes nowhere, a violation throws.
  const context = {
    id: story.id,
    parameters: {
      ...story.parameters,
      a11y: { ...a11y, options: { ...a11y.options, runOnly: { type: 'rule', values: THEME_RULES } } },
    },
    globals: {},
    viewMode: 'story',
    reporting: { addReport: () => {} },
  } as unknown as Parameters<typeof a11yAfterEach>[0];
  await a11yAfterEach(context);
}

/** A failure of a check in the dark theme, saying so. */
async function inTheDark(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (failure) {
    throw new Error(`In the dark theme: ${failure instanceof Error ? failure.message : String(failure)}`);
  }
}

/** Runs each step even when one before it failed, then fails with every failure: one story's checks, all reported. */
async function allOf(steps: (() => Promise<void>)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (failure) {
      failures.push(failure);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    throw new Error(
      failures.map((failure) => (failure instanceof Error ? failure.message : String(failure))).join('\n\n'),
    );
  }
}

/**
 * After each story test (render and play function in the light theme, then the a11y addon's check), one pass takes
 * the rest: the light pictures (and a screen's window-size checks), then the same story switched to the dark
 * theme, its contrast checked by axe again and pictured when it has a dark baseline. The page is left dark: the next
 * story mounts a ThemeProvider of its own, whose layout effect puts the light theme back before anything draws (a
 * switch back here cost a re-render of every story). A story that already failed is not pictured.
 */
afterEach(async ({ task, story }) => {
  const storyId = task.meta.storyId;
  if (!storyId || story === undefined || (task.result?.errors?.length ?? 0) > 0) return;
  // A story whose play function picks the theme itself (the theme switch's) is pictured as it leaves the page:
  // switching it to dark would undo what it shows.
  if (story.parameters.visual?.ownTheme === true) {
    await takePictures('light', storyId, story);
    return;
  }
  await allOf([
    () => takePictures('light', storyId, story),
    async () => {
      await showTheme('dark');
      await storySettled(storyId, story);
      await allOf([
        () => inTheDark(checkThemeContrast(story)),
        async () => {
          if (hasDarkBaseline(storyId, story)) await takePictures('dark', storyId, story);
        },
      ]);
    },
  ]);
});
