import { useEffect } from 'react';
import { afterPaintOnScreen } from './after-paint';

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
 * first page's own content is on screen before any font download starts (docs/first-paint.md). Not only drawn
 * (afterPaintOnScreen): a font asked for in between is, to a page-load benchmark, a download the page's largest
 * paint waited for.
 */
export function useWebFonts(): void {
  useEffect(() => {
    if (document.documentElement.dataset.fonts === 'web') return;
    return afterPaintOnScreen(turnOnWebFonts);
  }, []);
}
