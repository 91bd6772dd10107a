import { ADMIN_PAGES, WORKSPACE_PAGES } from '@console/ui';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, routes } from '../../apps/console/src/routes';
import {
  ADMIN_PAGE_PATTERNS,
  servedAdminPages,
  servedWorkspacePages,
  WORKSPACE_PAGE_PATTERNS,
} from '../../apps/console/src/shell-pages';
import {
  childPattern,
  isServed,
  NOT_BUILT_YET,
  type PatternName,
  patterns,
  UNPREFIXED_WORKSPACE_PATHS,
} from '../../packages/ui/src/lib/paths';

/**
 * Every full path the route table serves, as React Router joins a nested table's segments: the leaves, since a
 * route with children renders a page only through one of them (its index for its own path).
 */
function routedPaths(table: RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    const own =
      route.path === undefined ? parent : parent === '/' ? `/${route.path}` : `${parent}/${route.path}`;
    if (route.handle === NOT_FOUND) return [`${own} (not found)`];
    return route.children ? routedPaths(route.children, own) : [own];
  });
}

const routed = routedPaths(routes);
const catchAlls = routed.filter((path) => path.endsWith('*'));
const notFound = routed.filter((path) => path.endsWith(' (not found)')).map((path) => path.slice(0, -12));
const pages = routed.filter((path) => !path.endsWith('*') && !path.endsWith(' (not found)'));
const unprefixed = new Set(UNPREFIXED_WORKSPACE_PATHS.map((rest) => `/${rest}`));
const named = Object.entries(patterns) as [PatternName, string][];

describe('the route table and the paths module', () => {
  it('routes every pattern of paths.ts except the ones listed as not built yet', () => {
    const missing = named.filter(([name, pattern]) => isServed(name) && !pages.includes(pattern));
    expect(missing).toEqual([]);
  });

  it('does not route a pattern listed as not built yet', () => {
    const routedAnyway = named.filter(
      ([name, pattern]) => NOT_BUILT_YET.has(name) && pages.includes(pattern),
    );
    expect(routedAnyway).toEqual([]);
  });

  it('routes only paths that paths.ts declares', () => {
    const declared = new Set<string>([...Object.values(patterns), ...unprefixed]);
    expect(pages.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('routes each path once', () => {
    expect(pages.filter((path, index) => pages.indexOf(path) !== index)).toEqual([]);
  });

  it('has a not-found page at the top, in the admin area and in a workspace', () => {
    expect(catchAlls.sort()).toEqual(['/*', '/:workspace/*', '/admin/*']);
  });

  it('answers the admin not-found page, not a workspace called "admin", for every workspace page path', () => {
    const workspacePaths = pages.filter((path) => path.startsWith('/:workspace/'));
    expect(workspacePaths.length).toBeGreaterThan(3);
    for (const path of workspacePaths) {
      const underAdmin = path.replace('/:workspace/', '/admin/');
      expect(pages.includes(underAdmin) || notFound.includes(underAdmin), underAdmin).toBe(true);
    }
    expect(notFound).toContain('/admin/templates');
    expect(notFound).toContain('/admin/templates/:id');
    expect(notFound.filter((path) => !path.startsWith('/admin/'))).toEqual([]);
  });

  it('redirects every unprefixed path of spec §2', () => {
    for (const path of unprefixed) expect(pages).toContain(path);
  });

  it('derives a child segment only from a pattern under its parent', () => {
    expect(childPattern(patterns.workspace, patterns.templateNew)).toBe('templates/new');
    expect(childPattern(patterns.index, patterns.login)).toBe('login');
    expect(() => childPattern(patterns.workspace, patterns.adminOps)).toThrow(/not under/);
  });
});

describe('the shells link only to served pages', () => {
  it('maps every sidebar link to a pattern', () => {
    expect(Object.keys(WORKSPACE_PAGE_PATTERNS).sort()).toEqual([...WORKSPACE_PAGES].sort());
    expect(Object.keys(ADMIN_PAGE_PATTERNS).sort()).toEqual([...ADMIN_PAGES].sort());
  });

  it('offers the workspace pages that are routed, and no other', () => {
    for (const page of WORKSPACE_PAGES) {
      expect(servedWorkspacePages.includes(page), page).toBe(
        pages.includes(patterns[WORKSPACE_PAGE_PATTERNS[page]]),
      );
    }
    expect(servedWorkspacePages).toEqual([
      'dashboard',
      'getting-started',
      'assemblies',
      'templates',
      'template-credentials',
      'collaborators',
      'settings',
      'billing',
      'addons',
    ]);
  });

  it('offers the admin pages that are routed, and no other', () => {
    for (const page of ADMIN_PAGES) {
      expect(servedAdminPages.includes(page), page).toBe(pages.includes(patterns[ADMIN_PAGE_PATTERNS[page]]));
    }
    expect(servedAdminPages).toEqual([
      'performance',
      'bi',
      'founder-dashboard',
      'workspaces',
      'assemblies',
      'announcements',
      'invoices',
      'coupons',
      'plans',
      'revenues',
      'ops',
    ]);
  });
});

/**
 * The routes of spec §2 as the spec writes them, by hand: the paths module must declare exactly these, each once.
 * Written out here rather than derived from `patterns`, so a route dropped from or added to the module is caught.
 */
const SPEC_ROUTES = {
  public: [
    'cancel-account-success',
    'signup',
    'login',
    'forgot-password',
    'reset-password',
    'verify-email/{authKey}',
    '2fa/{authKey}',
  ],
  protected: ['', 'dashboard', 'create-workspace', 'create-new-workspace', 'user/settings'],
  unprefixed: [
    'assemblies',
    'settings',
    'template-credentials',
    'collaborators',
    'billing',
    'templates',
    'templates/new',
    'addons',
    'onboarding/file-type',
  ],
  workspace: [
    '',
    'onboarding/file-type',
    'onboarding/setting-up',
    'onboarding/processing',
    'invoices/{invoice_id}',
    'invoices/convert/{invoice_id}',
    'template-credentials',
    'template-credentials/create',
    'template-credentials/{credentialId}',
    'template-credentials/create-api-credential',
    'template-credentials/edit-api-credential/{credentialId}',
    'template-credentials/show-api-credential-secret/{credentialId}',
    'templates',
    'templates/new',
    'templates/{id}',
    'assemblies',
    'assemblies/{id}',
    'settings',
    'collaborators',
    'billing',
    'addons',
  ],
  admin: [
    '',
    'workspaces',
    'workspaces/{workspaceStatus}',
    'workspace/{adminWorkspace}',
    'workspace/{adminWorkspace}/usage',
    'announcements',
    'assemblies',
    'assemblies/{id}',
    'coupons',
    'dashboard',
    'dashboard/bi',
    'invoices',
    'invoices/{invoice_id}',
    'ops',
    'plans',
    'revenues',
    'founder-dashboard',
  ],
};

/** A route with its parameters' names dropped: `/x/{id}` and `/x/:invoiceId` are the same route. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, ':');

describe('the paths module against spec §2', () => {
  const specRoutes = [
    ...SPEC_ROUTES.public.map((path) => `/${path}`),
    ...SPEC_ROUTES.protected.map((path) => `/${path}`),
    ...SPEC_ROUTES.workspace.map((path) => (path ? `/{workspace}/${path}` : '/{workspace}')),
    ...SPEC_ROUTES.admin.map((path) => (path ? `/admin/${path}` : '/admin')),
  ].map(shape);

  it('declares every route of the spec and no other', () => {
    expect([...new Set(Object.values(patterns).map(shape))].sort()).toEqual([...new Set(specRoutes)].sort());
  });

  it('declares each route once', () => {
    const shapes = Object.values(patterns).map(shape);
    expect(shapes.filter((path, index) => shapes.indexOf(path) !== index)).toEqual([]);
  });

  it('redirects exactly the unprefixed paths the spec lists', () => {
    expect([...UNPREFIXED_WORKSPACE_PATHS].sort()).toEqual([...SPEC_ROUTES.unprefixed].sort());
  });
});
