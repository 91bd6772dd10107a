import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  interface ProvidedContext {
    /** The theme a story project renders in; vitest.config.ts provides it per project. */
    storyTheme: 'light' | 'dark';
  }
  interface TaskMeta {
    /** Set by the Storybook Vitest plugin on every story test. */
    storyId?: string;
  }
  interface TestContext {
    /** The composed story under test, set by the Storybook Vitest plugin. */
    story?: { parameters: { visual?: { busy?: boolean; dark?: boolean } } };
  }
}

const BUSY_TIMEOUT_MS = 5_000;

/** Whether an element shows something: a box of more than a couple of pixels with text or a picture in it. */
function shows(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 2 || box.height <= 2) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return false;
  return (element.textContent ?? '').trim() !== '' || element.querySelector('svg, img, canvas') !== null;
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
  const elsewhere = [...document.body.querySelectorAll('*')].some(
    (element) =>
      !own.contains(element) &&
      !element.contains(own) &&
      element.childElementCount === 0 &&
      element.closest('script, style, #storybook-docs') === null &&
      shows(element.parentElement ?? element),
  );
  return elsewhere ? document.body : own;
}

/**
 * Whether a story has a dark-theme baseline. Every story runs in both themes (render, play, axe's contrast checks),
 * but the dark baselines are the design system's (primitives, patterns, layouts: where the theme's colours live)
 * and, of the screens, the few stories marked `parameters: { visual: { dark: true } }` (a screen's main state and
 * its failure). A screen is built from the design system, so its other states in dark would repeat what those
 * baselines already guard, at some 60 KB each.
 */
function hasBaseline(storyId: string, dark: boolean | undefined): boolean {
  return inject('storyTheme') === 'light' || !storyId.startsWith('screens-') || dark === true;
}

/**
 * After each story test (render, play function, a11y check) the page is compared with its baseline. The story
 * must have settled: no `aria-busy` left (its data arrived), fonts loaded; motion is off (preview.tsx) so
 * there is no animation to wait for. Stories that show a loading state on purpose say so with
 * `parameters: { visual: { busy: true } }`.
 */
afterEach(async ({ task, story }) => {
  const storyId = task.meta.storyId;
  if (!storyId || story === undefined || (task.result?.errors?.length ?? 0) > 0) return;
  if (!hasBaseline(storyId, story.parameters.visual?.dark)) return;

  if (story.parameters.visual?.busy !== true) {
    await expect
      .poll(() => document.querySelector('[aria-busy="true"]'), {
        timeout: BUSY_TIMEOUT_MS,
        message: `story ${storyId} is still aria-busy; if the busy state is the point of the story, set parameters: { visual: { busy: true } }`,
      })
      .toBeNull();
  }
  await document.fonts.ready;

  await expect
    .element(page.elementLocator(screenshotTarget()))
    .toMatchScreenshot(`${inject('storyTheme')}/${storyId}`);
});
