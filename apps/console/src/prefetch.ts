import type { Prefetch } from '@console/ui';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/**
 * What a lazily loaded page may export as `preload`: how to fetch the data it shows first, given the link's params
 * and query string. Called when a person points at or focuses a link to the page. Not part of the route's `handle`,
 * which the route table declares (a page's title) and a lazy module cannot add to.
 */
export type PagePreload = (link: { params: Params; search: URLSearchParams }) => void;

/**
 * Loads the code of every lazy route a router path matches (its guard, shell and page), without navigating. The
 * router calls the same `lazy` functions when the person follows the link; a module is fetched and evaluated once,
 * so a prefetched page then renders without waiting for the network. On a person's intent it also asks each
 * matched page's `preload` for its data. Failures are left to that navigation, which shows them as it
 * always does.
 */
export function createPrefetch(routes: RouteObject[]): Prefetch {
  const started = new Map<() => unknown, Promise<unknown>>();
  return (to, { intent = false } = {}) => {
    const search = new URLSearchParams(to.split('?')[1]?.split('#')[0] ?? '');
    for (const { route, params } of matchRoutes(routes, to) ?? []) {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') continue;
      let loaded = started.get(lazy);
      if (loaded === undefined) {
        loaded = Promise.resolve(lazy());
        started.set(lazy, loaded);
        loaded.catch(() => started.delete(lazy));
      }
      if (intent) {
        loaded
          .then((module) => (module as { preload?: PagePreload } | undefined)?.preload?.({ params, search }))
          .catch(() => {});
      }
    }
  };
}
