import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of every lazy route a router path matches (its guard, shell and page), without navigating. The
 * router calls the same `lazy` functions when the person follows the link; a module is fetched and evaluated once,
 * so a prefetched page then renders without waiting for the network. Failures are left to that navigation, which
 * shows them as it always does.
 */
export function createPrefetch(routes: RouteObject[]): (to: string) => void {
  const started = new Set<() => unknown>();
  return (to) => {
    for (const { route } of matchRoutes(routes, to) ?? []) {
      const lazy = route.lazy;
      if (typeof lazy !== 'function' || started.has(lazy)) continue;
      started.add(lazy);
      Promise.resolve(lazy()).catch(() => started.delete(lazy));
    }
  };
}
