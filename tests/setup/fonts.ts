import { turnOnWebFonts } from '../../packages/ui/src/lib/web-fonts';

/**
 * Waits for every web font face the stylesheet declares (packages/ui/src/styles/fonts.css). A browser loads a face
 * only once laid-out text needs it, so `document.fonts.ready` alone can resolve before a swap it has not started
 * yet; loading each face outright makes every baseline and every measured layout show Geist, never its fallback. The fallback faces are
 * local fonts a machine may not have, so a face that fails to load is left alone.
 */
export async function fontsLoaded(): Promise<void> {
  // The console adds them to the type stack once its first page has painted; what is measured here is that page.
  turnOnWebFonts();
  await Promise.allSettled([...document.fonts].map((face) => face.load()));
  await document.fonts.ready;
}
