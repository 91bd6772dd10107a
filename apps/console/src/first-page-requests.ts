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
  for (const path of firstPageRequests(routes, location.pathname)) startEarlyRequest(path);
}

/** The reads the routes matching `pathname` name in their handles, outermost first. */
export function firstPageRequests(routes: RouteObject[], pathname: string): string[] {
  return (matchRoutes(routes, pathname, BASENAME) ?? []).flatMap((match) => {
    const handle = match.route.handle as FirstPageHandle | undefined;
    return handle?.firstPageRequests?.(match.params) ?? [];
  });
}
