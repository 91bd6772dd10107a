import {
  childPattern,
  entryOf,
  href,
  type PageId,
  patterns,
  ROUTE_IDS,
  type RouteId,
  type Shell,
} from '@console/ui';
import type { RouteObject } from 'react-router';
import { Redirect } from './guards/redirect';
import { PAGE_MODULES } from './page-modules';
import type { TitleHandle } from './page-title';

const protectedModule = () => import('./guards/protected');
/** The signed-in person's home: their current workspace, or creating their first (guards/protected.tsx). */
const homeRedirect = async () => ({ Component: (await protectedModule()).HomeRedirect });

/** Where a redirect entry sends the person: their home, or a route that takes no parameters. */
function redirectRoute(target: string): Pick<RouteObject, 'lazy' | 'element'> {
  if (target === 'home') return { lazy: homeRedirect };
  return { element: <Redirect to={(href[target as RouteId] as () => string)()} /> };
}

/**
 * The registry's routes drawn in `shell`, as children of the route at `parent`: each page with its title and its
 * lazily loaded module, each redirect with its target. The route at the parent's own pattern is its index.
 */
export function registryRoutes(shell: Shell, parent: string): RouteObject[] {
  return ROUTE_IDS.filter((id) => entryOf(id).shell === shell).map((id): RouteObject => {
    const entry = entryOf(id);
    const place =
      patterns[id] === parent ? { index: true as const } : { path: childPattern(parent, patterns[id]) };
    if (entry.redirect !== undefined) return { ...place, ...redirectRoute(entry.redirect) };
    const page = id as PageId;
    const handle: TitleHandle = { title: entry.title };
    return { ...place, handle, lazy: PAGE_MODULES[page] };
  });
}

export { protectedModule };
