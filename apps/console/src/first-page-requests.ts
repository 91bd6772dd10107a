import { startEarlyRequest } from '@console/api';
import { BASENAME } from '@console/ui';
import { type Location, matchRoutes, type Params, type RouteObject } from 'react-router';

/** A route's `handle` may name the reads its page needs at once; the entry sends them before the page has loaded. */
export interface FirstPageHandle {
  firstPageRequests?: (params: Params) => string[];
}

/**
 * Sends the reads of the page at `location` now, as the console starts: they travel while the page's code
 * downloads (index.html preloads it, route-preloads.ts) instead of after the router has rendered it, and the
 * request helper hands each reply to the page's first call for it (startEarlyRequest).
 */
export function startFirstPageRequests(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, location.pathname, BASENAME) ?? []) {
    const handle = match.route.handle as FirstPageHandle | undefined;
    for (const path of handle?.firstPageRequests?.(match.params) ?? []) startEarlyRequest(path);
  }
}
