/**
 * Whether animations run where the story is shown: not under `prefers-reduced-motion`, nor with
 * `<html data-motion="off">` (story tests, visual runs, Chromatic); they do in Storybook for designers. A play
 * function that checks an animation expects what this says, so it holds in both.
 */
export function motionIsOn(): boolean {
  return (
    document.documentElement.dataset.motion !== 'off' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
