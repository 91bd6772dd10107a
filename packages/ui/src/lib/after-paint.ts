import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` in the task after the browser's next frame and returns what cancels it. An effect may run before
 * the browser has painted what it belongs to; the task after the next frame has not, so work started there neither
 * holds that paint back nor makes the browser style a freshly mounted page ahead of its frame. That frame may still
 * be on its way to the screen, though (rasterised, then handed over: the moment a paint is timed at); `frames: 3`
 * waits until two more have begun, by when it usually is.
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
 * False until the component's first frame is on screen (the task after the third frame from it), then true, in a
 * transition (a render that yields to the browser). What renders on it neither holds back that first frame nor
 * starts its own downloads before it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true)), { frames: 3 }), []);
  return painted;
}
