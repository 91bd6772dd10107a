import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` in the task after the browser's next frame and returns what cancels it. An effect may run before
 * the browser has painted what it belongs to; the task after the next frame has not, so work started there neither
 * holds that paint back nor makes the browser style a freshly mounted page ahead of its frame.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False until the task after the component's first frame, then true, in a transition (a render that yields to the
 * browser). What renders on it neither holds back that first frame nor starts its own downloads before it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
