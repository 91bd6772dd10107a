import { firstPagePaths } from '@console/api';
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
import type { FirstPageHandle } from './first-page-requests';
import { Redirect } from './guards/redirect';
import { PageSpinner } from './page-spinner';
import type { TitleHandle } from './page-title';
import { Root } from './root';
import { RouteError } from './route-error';

const protectedModule = () => import('./guards/protected');
const homeRedirect = async () => ({ Component: (await protectedModule()).HomeRedirect });

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

/** The workspace pages, relative to /c/{workspace}. */
const workspacePages: RouteObject[] = [
  {
    path: childPattern(patterns.workspace, patterns.onboardingFileType),
    handle: { title: 'Getting started' },
    lazy: () => import('./pages/onboarding-file-type'),
  },
  {
    path: childPattern(patterns.workspace, patterns.onboardingSettingUp),
    handle: { title: 'Getting started' },
    lazy: () => import('./pages/onboarding-setting-up'),
  },
  {
    path: childPattern(patterns.workspace, patterns.onboardingProcessing),
    handle: { title: 'Getting started' },
    lazy: () => import('./pages/onboarding-processing'),
  },
  {
    path: childPattern(patterns.workspace, patterns.templateCredentials),
    handle: { title: 'Credentials' },
    lazy: () => import('./pages/template-credentials'),
  },
  {
    path: childPattern(patterns.workspace, patterns.templateCredentialCreate),
    handle: { title: 'New credential' },
    lazy: () => import('./pages/template-credential-create'),
  },
  {
    path: childPattern(patterns.workspace, patterns.templateCredential),
    handle: { title: 'Credential' },
    lazy: () => import('./pages/template-credential'),
  },
  {
    path: childPattern(patterns.workspace, patterns.apiCredentialCreate),
    handle: { title: 'New API key' },
    lazy: () => import('./pages/api-credential-create'),
  },
  {
    path: childPattern(patterns.workspace, patterns.apiCredentialEdit),
    handle: { title: 'API key' },
    lazy: () => import('./pages/api-credential-edit'),
  },
  {
    path: childPattern(patterns.workspace, patterns.apiCredentialSecret),
    handle: { title: 'API key secret' },
    lazy: () => import('./pages/api-credential-secret'),
  },
  {
    path: childPattern(patterns.workspace, patterns.templates),
    handle: { title: 'Templates' },
    lazy: () => import('./pages/templates'),
  },
  {
    path: childPattern(patterns.workspace, patterns.templateNew),
    handle: { title: 'New template' },
    lazy: () => import('./pages/template-new'),
  },
  {
    path: childPattern(patterns.workspace, patterns.template),
    handle: { title: 'Template' },
    lazy: () => import('./pages/template-editor'),
  },
  {
    path: childPattern(patterns.workspace, patterns.assemblies),
    handle: { title: 'Assemblies' },
    lazy: () => import('./pages/assemblies'),
  },
  {
    path: childPattern(patterns.workspace, patterns.assembly),
    handle: { title: 'Assembly' },
    lazy: () => import('./pages/assembly'),
  },
  {
    path: childPattern(patterns.workspace, patterns.settings),
    handle: { title: 'Settings' },
    lazy: () => import('./pages/workspace-settings'),
  },
  {
    path: childPattern(patterns.workspace, patterns.collaborators),
    handle: { title: 'Collaborators' },
    lazy: () => import('./pages/collaborators'),
  },
  {
    path: childPattern(patterns.workspace, patterns.billing),
    handle: { title: 'Billing' },
    lazy: () => import('./pages/billing'),
  },
  {
    path: childPattern(patterns.workspace, patterns.invoice),
    handle: { title: 'Invoice' },
    lazy: () => import('./pages/invoice'),
  },
  {
    path: childPattern(patterns.workspace, patterns.invoiceConvert),
    handle: { title: 'Issue as a formal invoice' },
    lazy: () => import('./pages/invoice-convert'),
  },
  {
    path: childPattern(patterns.workspace, patterns.addons),
    handle: { title: 'Add-ons' },
    lazy: () => import('./pages/addons'),
  },
];

/** The admin pages, relative to /c/admin. */
const adminPages: RouteObject[] = [
  {
    path: childPattern(patterns.admin, patterns.adminDashboard),
    children: [
      { index: true, handle: { title: 'Performance' }, lazy: () => import('./pages/admin-performance') },
      {
        path: childPattern(patterns.adminDashboard, patterns.adminDashboardBi),
        handle: { title: 'Business intelligence' },
        lazy: () => import('./pages/admin-bi'),
      },
    ],
  },
  {
    path: childPattern(patterns.admin, patterns.adminAssemblies),
    handle: { title: 'Assemblies' },
    lazy: () => import('./pages/admin-assemblies'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminAssembly),
    handle: { title: 'Assembly' },
    lazy: () => import('./pages/admin-assembly'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminAnnouncements),
    handle: { title: 'Announcements' },
    lazy: () => import('./pages/admin-announcements'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminCoupons),
    handle: { title: 'Coupons' },
    lazy: () => import('./pages/admin-coupons'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminInvoices),
    handle: { title: 'Invoices' },
    lazy: () => import('./pages/admin-invoices'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminInvoice),
    handle: { title: 'Invoice' },
    lazy: () => import('./pages/admin-invoice'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminOps),
    handle: { title: 'Operations' },
    lazy: () => import('./pages/admin-ops'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminPlans),
    handle: { title: 'Plans' },
    lazy: () => import('./pages/admin-plans'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminRevenues),
    handle: { title: 'Revenues' },
    lazy: () => import('./pages/admin-revenues'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminFounderDashboard),
    handle: { title: 'Founder dashboard' },
    lazy: () => import('./pages/founder-dashboard'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminWorkspaces),
    handle: { title: 'Workspaces' },
    lazy: () => import('./pages/admin-workspaces'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminWorkspacesByStatus),
    handle: { title: 'Workspaces' },
    lazy: () => import('./pages/admin-workspaces'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminWorkspace),
    handle: { title: 'Workspace' },
    lazy: () => import('./pages/admin-workspace'),
  },
  {
    path: childPattern(patterns.admin, patterns.adminWorkspaceUsage),
    handle: { title: 'Usage' },
    lazy: () => import('./pages/admin-workspace-usage'),
  },
];

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
 * Every route of spec §2 that has its screen, each path taken from the paths module (a pattern is written once;
 * here only its segment under the parent route is used), each page named for the document title by its
 * `handle.title` (page-title.tsx; a not-found page names itself). Each screen, and each shell with its guard, is its own
 * lazily loaded chunk, as is everything behind the login (guards/protected.tsx), so the login page loads neither
 * the guards, the shells nor any other screen.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // While the first page's code loads: the router renders nothing else until its lazy routes have resolved.
    HydrateFallback: () => <PageSpinner label="Loading the console" />,
    errorElement: <RouteError />,
    children: [
      {
        path: childPattern(patterns.index, patterns.login),
        handle: { title: 'Log in' },
        lazy: () => import('./pages/login'),
      },
      {
        path: childPattern(patterns.index, patterns.signup),
        handle: { title: 'Create your account' },
        lazy: () => import('./pages/signup'),
      },
      {
        path: childPattern(patterns.index, patterns.forgotPassword),
        handle: { title: 'Reset your password' },
        lazy: () => import('./pages/forgot-password'),
      },
      {
        path: childPattern(patterns.index, patterns.resetPassword),
        handle: { title: 'Choose a new password' },
        lazy: () => import('./pages/reset-password'),
      },
      {
        path: childPattern(patterns.index, patterns.verifyEmail),
        handle: { title: 'Verify your e-mail address' },
        lazy: () => import('./pages/verify-email'),
      },
      {
        path: childPattern(patterns.index, patterns.twoFactor),
        handle: { title: 'Enter your sign-in code' },
        lazy: () => import('./pages/two-factor'),
      },
      {
        path: childPattern(patterns.index, patterns.cancelAccountSuccess),
        handle: { title: 'Your account has been cancelled' },
        lazy: () => import('./pages/cancel-account-success'),
      },
      {
        lazy: async () => ({ Component: (await protectedModule()).Component }),
        // Every login-protected page starts with who is signed in.
        handle: { firstPageRequests: () => [firstPagePaths.currentUser()] } satisfies FirstPageHandle,
        children: [
          { index: true, lazy: homeRedirect },
          { path: childPattern(patterns.index, patterns.dashboard), lazy: homeRedirect },
          {
            path: childPattern(patterns.index, patterns.createNewWorkspace),
            element: <Redirect to={href.createWorkspace()} />,
          },
          {
            lazy: async () => ({ Component: (await import('./guards/account-route')).AccountRoute }),
            children: [
              {
                path: childPattern(patterns.index, patterns.createWorkspace),
                handle: { title: 'Create a workspace' },
                lazy: () => import('./pages/create-workspace'),
              },
              {
                path: childPattern(patterns.index, patterns.userSettings),
                handle: { title: 'Account settings' },
                lazy: () => import('./pages/user-settings'),
              },
            ],
          },
          ...UNPREFIXED_WORKSPACE_PATHS.map((rest) => ({
            path: rest,
            lazy: async () => ({ Component: (await protectedModule()).UnprefixedRedirect }),
          })),
          {
            path: childPattern(patterns.index, patterns.admin),
            lazy: async () => ({ Component: (await import('./guards/admin-route')).AdminRoute }),
            children: [
              { index: true, element: <Redirect to={href.adminDashboard()} /> },
              ...adminPages,
              ...shadowedInAdmin(adminPages),
              { path: '*', element: <NotFound layout="embedded" /> },
            ],
          },
          {
            path: childPattern(patterns.index, patterns.workspace),
            lazy: async () => ({ Component: (await import('./guards/workspace-route')).WorkspaceRoute }),
            handle: {
              firstPageRequests: ({ workspace = '' }) => [firstPagePaths.workspace(workspace)],
            } satisfies FirstPageHandle,
            children: [
              {
                index: true,
                lazy: () => import('./pages/workspace-index'),
                handle: {
                  title: 'Dashboard',
                  firstPageRequests: ({ workspace = '' }) => [firstPagePaths.workspaceOverview(workspace)],
                } satisfies FirstPageHandle & TitleHandle,
              },
              ...workspacePages,
              { path: '*', element: <NotFound layout="embedded" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound layout="page" /> },
    ],
  },
];
