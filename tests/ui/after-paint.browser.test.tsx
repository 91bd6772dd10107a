import { describe, expect, it } from 'vitest';
import { afterNextPaint, afterPaintOnScreen } from '../../packages/ui/src/lib/after-paint';

/** Counts the browser's frames from now on; its callback is the first of each frame, so it runs ahead of theirs. */
function frameCounter() {
  let frames = 0;
  let id = window.requestAnimationFrame(function tick() {
    frames += 1;
    id = window.requestAnimationFrame(tick);
  });
  return { frames: () => frames, stop: () => window.cancelAnimationFrame(id) };
}

/** How many frames had begun when `schedule` ran its callback. */
const framesBefore = (schedule: (callback: () => void) => void) =>
  new Promise<number>((resolve) => {
    const counter = frameCounter();
    schedule(() => {
      counter.stop();
      resolve(counter.frames());
    });
  });

describe('after a paint', () => {
  it('afterNextPaint runs in the task after the next frame', async () => {
    expect(await framesBefore(afterNextPaint)).toBeGreaterThanOrEqual(1);
  });

  it('afterPaintOnScreen waits until the third frame from now has begun', async () => {
    // The page's first frame is still on its way to the screen in the task after it (docs/first-paint.md).
    expect(await framesBefore(afterPaintOnScreen)).toBeGreaterThanOrEqual(3);
  });

  it('does nothing once cancelled, whichever frame it was waiting for', async () => {
    let ran = 0;
    const cancelAtOnce = afterPaintOnScreen(() => ran++);
    cancelAtOnce();
    const cancelAfterAFrame = afterPaintOnScreen(() => ran++);
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    cancelAfterAFrame();
    // Long enough for either to have run: five frames, then a task.
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => window.requestAnimationFrame(resolve));
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(ran).toBe(0);
  });
});
