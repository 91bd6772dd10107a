import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` in the task after the browser's next frame and returns what cancels it. An effect may run before
 * the browser has painted what it belongs to; the task after the next frame has not, so work started there neither
 * holds that paint back nor makes the browser style a freshly mounted page ahead of its frame. With `frames`, it
 * waits for that many frames' callbacks before the task.
 */
export function afterNextPaint(callback: () => void, { frames = 1 }: { frames?: number } = {}): () => void {
  let timer: number | undefined;
  let frame = 0;
  const onFrame = (left: number) => {
    if (left > 1) frame = window.requestAnimationFrame(() => onFrame(left - 1));
    else timer = window.setTimeout(callback, 0);
  };
  frame = window.requestAnimationFrame(() => onFrame(frames));
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the next frame is, as a rule, on screen and not only drawn, and returns what cancels it. In
 * the task after a frame, that frame may still be rasterised and handed over, the moment its paint is timed at (a
 * page's largest paint, for one); two frames later it usually is there, though a busy main thread's frames come
 * late too (docs/first-paint.md). For work that must not count as something the page's first paint waited for.
 */
export function afterPaintOnScreen(callback: () => void): () => void {
  return afterNextPaint(callback, { frames: 3 });
}

/**
 * False until the component's first frame is, as a rule, on screen (afterPaintOnScreen), then true, in a transition
 * (a render that yields to the browser). What renders on it neither holds back that first frame nor starts its own
 * downloads before it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintOnScreen(() => startTransition(() => setPainted(true))), []);
  return painted;
}
