import { createContext, useContext, useEffect } from 'react';

/**
 * Starts loading the code of the page at a router path, before the person follows the link; with `intent` (the
 * person pointed at or focused the link) also the data that page shows first, so it renders with its rows. The app
 * provides it (it owns the route table and its lazily loaded pages); without a provider, as in stories, it does
 * nothing.
 */
export type Prefetch = (to: string, options?: { intent?: boolean }) => void;

const PrefetchContext = createContext<Prefetch>(() => {});

export const PrefetchProvider = PrefetchContext.Provider;

export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}

/** How long an idle callback may wait on a browser that is never idle, in ms. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `run` once the browser is idle (at the latest after IDLE_TIMEOUT_MS), and gives the function that calls it
 * off. Safari has no requestIdleCallback; a timer stands in.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/**
 * How long after the shell has painted the work that can wait starts: the first page's own work (its figures, chart
 * and table, each a chunk of its own) comes first, and a person reads a page for longer than this before following
 * a link or opening a menu.
 */
const FIRST_PAGE_SETTLED_MS = 2_000;

/**
 * Runs `run` once the first page has settled: in the first idle period FIRST_PAGE_SETTLED_MS after the call, which
 * a shell makes as it mounts. Gives the function that calls it off.
 */
export function whenFirstPageSettled(run: () => void): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(run);
  }, FIRST_PAGE_SETTLED_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * Loads the code of the pages a shell links to once the first page has settled, so the next click renders at once
 * instead of waiting for its chunk. One page per idle period: matching a path against the route table and starting
 * its imports takes a few milliseconds each, and all of them in one task would block a slow phone's main thread for
 * a long one (docs/first-paint.md).
 */
export function usePrefetchWhenIdle(paths: readonly string[]): void {
  const prefetch = usePrefetch();
  const key = paths.join('\n');
  useEffect(() => {
    const targets = key.split('\n').filter(Boolean);
    let cancelNext = () => {};
    const next = (index: number) => {
      const to = targets[index];
      if (to === undefined) return;
      prefetch(to);
      cancelNext = whenIdle(() => next(index + 1));
    };
    const cancelFirst = whenFirstPageSettled(() => next(0));
    return () => {
      cancelFirst();
      cancelNext();
    };
  }, [prefetch, key]);
}
