import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Until the person has pressed or clicked anything in this document, a change of page is part of its first load (a
 * guard's redirect from /c/ to the workspace), which the browser and screen readers present as a new page anyway.
 * Browsers without the API count every change as the person's.
 */
function personHasActed(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

/**
 * After a navigation inside the console, focus goes to the new page's h1, so a screen reader reads on from there
 * instead of from wherever the link was, and the returned text (for a polite live region) becomes the document
 * title once the page is there. A page that has no h1 yet (still loading) gets focus on its main landmark, and the
 * heading gets it when it renders, unless the person has moved focus meanwhile. Not on the document's first page,
 * and not when only the query changes (a filter, a page of a list). A dialog open on the new page keeps focus: the
 * design system's dialogs are modal, and their focus trap refuses the move before the heading is focused.
 */
export function useNavigationFocus(): string {
  const { pathname, key } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; a new query on the same path is no new page
  useEffect(() => {
    if (key === 'default' || !personHasActed()) return;
    // Emptied first, so arriving at a page whose title is the last one's is announced too.
    setAnnouncement('');
    return focusNewPage(() => setAnnouncement(document.title));
  }, [pathname]);
  return announcement;
}

/** Follows the page that has just replaced the last one until its heading has focus; returns how to stop. */
function focusNewPage(arrived: () => void): () => void {
  let shown = false;
  // Focus on these is focus nobody has chosen: none, the body (what had it was removed), where it was as the
  // navigation finished, and where this put it.
  const unchosen: (Element | null)[] = [null, document.body];
  const observer = new MutationObserver(() => {
    if (look(false)) observer.disconnect();
  });

  /** Moves focus if it may; true once there is nothing left to do. */
  function look(navigating: boolean): boolean {
    const main = document.querySelector('main');
    if (main === null) return false;
    if (!shown) {
      shown = true;
      arrived();
    }
    const active = document.activeElement;
    if (!(navigating || unchosen.includes(active))) return true;
    const heading = main.querySelector('h1');
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The router restores the scroll position of a page gone back to; focus must not scroll it to the top.
    target.focus({ preventScroll: true });
    unchosen.push(target);
    return heading !== null;
  }

  // After the tasks a closing dialog or command palette queues to give focus back to its opener.
  const timer = window.setTimeout(() => {
    unchosen.push(document.activeElement);
    if (!look(true)) observer.observe(document.body, { childList: true, subtree: true });
  }, 0);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}
