import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * The parts of a document title that only what is on screen knows: `page`, what the page shows once loaded (a
 * template's name, "Invoice INV-2026-0142"), in place of its route's generic name; `area`, the part of the console
 * it sits in (a workspace's name, "Admin").
 */
export type PageTitlePart = 'page' | 'area';

/** Sets a part of the document title, or clears it with null. */
export type NamePagePart = (part: PageTitlePart, name: string | null) => void;

const PageTitleContext = createContext<NamePagePart | null>(null);

/** Where the app keeps the document title; without it (a story, a test of one screen) naming does nothing. */
export const PageTitleProvider = PageTitleContext;

function usePagePart(part: PageTitlePart, name: string | undefined) {
  const set = useContext(PageTitleContext);
  // A layout effect, so the title is whole by the time the page has painted and its arrival is announced.
  useLayoutEffect(() => {
    if (set === null || name === undefined) return;
    set(part, name);
    return () => set(part, null);
  }, [set, part, name]);
}

/** Names the page after what it shows while it is on screen; undefined until that is known. */
export function usePageName(name: string | undefined): void {
  usePagePart('page', name);
}

/** Names the part of the console the page sits in while it is on screen. */
export function usePageArea(name: string | undefined): void {
  usePagePart('area', name);
}
