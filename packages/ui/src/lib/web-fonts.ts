import { useEffect } from 'react';

/**
 * Adds the web fonts to the type stack (`data-fonts="web"` on <html>, tokens.css). A browser downloads a face only
 * once text uses it, so until then none is asked for: a first page paints in the fonts' metric-matched local
 * fallbacks without sharing a phone's bandwidth with a font, and the swap that follows moves no line.
 */
export function turnOnWebFonts(): void {
  document.documentElement.dataset.fonts = 'web';
}

/**
 * Turns the web fonts on once the page that calls it has painted: the page frames (PageFrame, AuthLayout), so a
 * first page's own content is on screen before any font download starts (docs/first-paint.md).
 */
export function useWebFonts(): void {
  useEffect(() => {
    if (document.documentElement.dataset.fonts === 'web') return;
    let timer: number | undefined;
    // An effect may run before the browser has painted what it belongs to; the task after the next frame has not.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(turnOnWebFonts, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
