import {
  childPattern,
  href,
  LazyNotFoundScreen,
  patterns,
  UNPREFIXED_WORKSPACE_PATHS,
  withBasename,
} from '@console/ui';
import { Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { PageSpinner } from './page-spinner';
import { protectedModule, registryRoutes } from './registry-routes';
import { Root } from './root';
import { RouteError } from './route-error';

function NotFound({ layout }: { layout: 'page' | 'embedded' }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <LazyNotFoundScreen layout={layout} path={withBasename(pathname)} homeHref={href.index()} />
    </Suspense>
  );
}

/** Marks a route that answers the admin area's not-found page for a path it does not serve. */
export const NOT_FOUND = { notFound: true } as const;

/** The workspace pages, relative to /c/{workspace}, the dashboard its index. */
const workspacePages = registryRoutes('workspace', patterns.workspace);

/** The admin pages, relative to /c/admin, its index sending on to the dashboard. */
const adminPages = registryRoutes('admin', patterns.admin);

/**
 * The workspace pages' paths that the admin area does not serve, as admin not-found routes. React Router ranks
 * `/:workspace/assemblies` above `/admin/*`, so without these `/c/admin/assemblies` would open a workspace called
 * "admin" (a reserved slug) and answer "Workspace not found" instead of the admin area's own not-found page.
 */
function shadowedInAdmin(served: RouteObject[]): RouteObject[] {
  const own = new Set(served.map((route) => route.path));
  return workspacePages
    .filter((route) => route.path !== undefined && !own.has(route.path))
    .map((route) => ({ path: route.path, handle: NOT_FOUND, element: <NotFound layout="embedded" /> }));
}

/**
 * Every route of spec §2, from the route registry (packages/ui/src/lib/page-registry/): each path its pattern's
 * segment under the parent route, each page named for the document title by its `handle.title` (page-title.tsx; a
 * not-found page names itself) and lazily loaded from its module (page-modules.ts). Each screen, and each shell
 * with its guard, is its own lazily loaded chunk, as is everything behind the login (guards/protected.tsx), so the
 * login page loads neither the guards, the shells nor any other screen.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // While the first page's code loads: the router renders nothing else until its lazy routes have resolved.
    HydrateFallback: () => <PageSpinner label="Loading the console" />,
    errorElement: <RouteError />,
    children: [
      ...registryRoutes('public', patterns.index),
      {
        lazy: async () => ({ Component: (await protectedModule()).Component }),
        children: [
          ...registryRoutes('signed-in', patterns.index),
          {
            lazy: async () => ({ Component: (await import('./guards/account-route')).AccountRoute }),
            children: registryRoutes('account', patterns.index),
          },
          ...UNPREFIXED_WORKSPACE_PATHS.map((rest) => ({
            path: rest,
            lazy: async () => ({ Component: (await protectedModule()).UnprefixedRedirect }),
          })),
          {
            path: childPattern(patterns.index, patterns.admin),
            lazy: async () => ({ Component: (await import('./guards/admin-route')).AdminRoute }),
            children: [
              ...adminPages,
              ...shadowedInAdmin(adminPages),
              { path: '*', element: <NotFound layout="embedded" /> },
            ],
          },
          {
            path: childPattern(patterns.index, patterns.workspace),
            lazy: async () => ({ Component: (await import('./guards/workspace-route')).WorkspaceRoute }),
            children: [...workspacePages, { path: '*', element: <NotFound layout="embedded" /> }],
          },
        ],
      },
      { path: '*', element: <NotFound layout="page" /> },
    ],
  },
];
