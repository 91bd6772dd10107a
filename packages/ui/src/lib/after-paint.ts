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
