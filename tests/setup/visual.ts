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
    story?: { parameters: { visual?: { busy?: boolean } } };
  }
}

const BUSY_TIMEOUT_MS = 5_000;

/**
 * After each story test (render, play function, a11y check) the page is compared with its baseline. The story
 * must have settled: no `aria-busy` left (its data arrived), fonts loaded; motion is off (preview.tsx) so
 * there is no animation to wait for. Stories that show a loading state on purpose say so with
 * `parameters: { visual: { busy: true } }`.
 */
afterEach(async ({ task, story }) => {
  const storyId = task.meta.storyId;
  if (!storyId || story === undefined || (task.result?.errors?.length ?? 0) > 0) return;

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
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${inject('storyTheme')}/${storyId}`);
});
