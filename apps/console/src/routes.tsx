import { useCurrentUser } from '@console/api';
import { LazyNotFoundScreen } from '@console/ui';
import { Suspense } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { homePath, unprefixedPath } from './guards/policy';
import { Redirect } from './guards/redirect';
import { RequireSession } from './guards/require-session';
import { href, UNPREFIXED_WORKSPACE_PATHS } from './paths';
import { Root } from './root';
import { RouteError } from './route-error';
import { storedWorkspaceSlug } from './session';

/** index and dashboard: the active workspace's dashboard, or create-workspace without memberships. */
function HomeRedirect() {
  const { data: user } = useCurrentUser();
  return user ? <Redirect to={homePath(user)} /> : null;
}

/** An unprefixed workspace path goes under the current workspace, keeping the query string. */
function UnprefixedRedirect({ rest }: { rest: string }) {
  const { data: user } = useCurrentUser();
  const { search, hash } = useLocation();
  return user ? (
    <Redirect to={`${unprefixedPath(user, rest, search, storedWorkspaceSlug())}${hash}`} />
  ) : null;
}

function NotFound({ layout }: { layout: 'page' | 'embedded' }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <LazyNotFoundScreen layout={layout} path={`/c${pathname}`} homeHref="/" />
    </Suspense>
  );
}

/**
 * Every route of spec §2 that has its screen. Each screen, and each shell with its guard, is its own lazily
 * loaded chunk, so the login page loads neither the shells nor any other screen.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: () => import('./pages/login') },
      { path: 'signup', lazy: () => import('./pages/signup') },
      { path: 'forgot-password', lazy: () => import('./pages/forgot-password') },
      { path: 'reset-password', lazy: () => import('./pages/reset-password') },
      { path: 'verify-email/:authKey', lazy: () => import('./pages/verify-email') },
      { path: '2fa/:authKey', lazy: () => import('./pages/two-factor') },
      { path: 'cancel-account-success', lazy: () => import('./pages/cancel-account-success') },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'dashboard', element: <HomeRedirect /> },
          { path: 'create-new-workspace', element: <Navigate to={href.createWorkspace()} replace /> },
          {
            lazy: async () => ({ Component: (await import('./guards/account-route')).AccountRoute }),
            children: [
              { path: 'create-workspace', lazy: () => import('./pages/create-workspace') },
              { path: 'user/settings', lazy: () => import('./pages/user-settings') },
            ],
          },
          ...UNPREFIXED_WORKSPACE_PATHS.map((rest) => ({
            path: rest,
            element: <UnprefixedRedirect rest={rest} />,
          })),
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('./guards/admin-route')).AdminRoute }),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              {
                path: 'dashboard',
                children: [
                  { index: true, lazy: () => import('./pages/admin-performance') },
                  { path: 'bi', lazy: () => import('./pages/admin-bi') },
                ],
              },
              { path: '*', element: <NotFound layout="embedded" /> },
            ],
          },
          {
            path: ':workspace',
            lazy: async () => ({ Component: (await import('./guards/workspace-route')).WorkspaceRoute }),
            children: [
              { index: true, lazy: () => import('./pages/workspace-index') },
              { path: 'templates', lazy: () => import('./pages/templates') },
              { path: 'templates/new', lazy: () => import('./pages/template-new') },
              { path: 'templates/:id', lazy: () => import('./pages/template-editor') },
              { path: 'assemblies', lazy: () => import('./pages/assemblies') },
              { path: 'assemblies/:id', lazy: () => import('./pages/assembly') },
              { path: '*', element: <NotFound layout="embedded" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound layout="page" /> },
    ],
  },
];
