import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../apps/console/page-files';
import { PAGE_MODULES } from '../../apps/console/src/page-modules';
import { NOT_FOUND, routes } from '../../apps/console/src/routes';
import { sidebarEntries, sidebarSections } from '../../packages/ui/src/layouts/sidebar';
import {
  entryOf,
  PAGE_IDS,
  ROUTE_IDS,
  type Role,
  SIDEBAR_SECTIONS,
} from '../../packages/ui/src/lib/page-registry';
import { childPattern, hrefOf, patterns, UNPREFIXED_WORKSPACE_PATHS } from '../../packages/ui/src/lib/paths';

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

/** The leaf routes at a full path, as React Router joins a nested table's segments. */
function routesAt(path: string, table: RouteObject[] = routes, parent = '/'): RouteObject[] {
  return table.flatMap((route) => {
    const own =
      route.path === undefined ? parent : parent === '/' ? `/${route.path}` : `${parent}/${route.path}`;
    if (route.children) return routesAt(path, route.children, own);
    return own === path && route.handle !== NOT_FOUND ? [route] : [];
  });
}

describe('the route table and the route registry', () => {
  it('routes every entry of the registry at its pattern', () => {
    const missing = ROUTE_IDS.filter((id) => !pages.includes(patterns[id]));
    expect(missing).toEqual([]);
  });

  it.each(PAGE_IDS)('gives the page %s its title and a module with a component', async (id) => {
    const [route, ...others] = routesAt(patterns[id]);
    expect(others).toEqual([]);
    if (!route) throw new Error(`no route at ${patterns[id]}`);
    expect(route.handle).toMatchObject({ title: entryOf(id).title });
    expect(route.lazy).toBe(PAGE_MODULES[id]);
    const module = await PAGE_MODULES[id]();
    expect(typeof module.Component).toBe('function');
    // What the Vite config and the budget script take for the page's module is the module the route loads.
    const file = pageFiles()[id];
    expect(file).toMatch(/^src\/pages\/[\w-]+\.tsx$/);
    expect(await import(/* @vite-ignore */ `../../apps/console/${file}`)).toBe(module);
  });

  it('finds the module file of every page, and of pages only', () => {
    expect(Object.keys(pageFiles()).sort()).toEqual([...PAGE_IDS].sort());
    // A module under src/pages that no page is named after would be a chunk nothing routes to.
    const modules = readdirSync(join(import.meta.dirname, '../../apps/console/src/pages')).filter((file) =>
      file.endsWith('.tsx'),
    );
    expect(modules.map((file) => `src/pages/${file}`).sort()).toEqual(Object.values(pageFiles()).sort());
  });

  it('sends each redirect to a route the registry declares', () => {
    const targets = ROUTE_IDS.flatMap((id) => entryOf(id).redirect ?? []);
    expect(targets.length).toBeGreaterThan(2);
    for (const target of targets) expect(target === 'home' || target in patterns, target).toBe(true);
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

/** The links of a shell's sidebar as someone with these roles sees it, by label. */
const sidebarLinks = (shell: 'workspace' | 'admin', roles: readonly Role[]) =>
  sidebarSections(shell, { roles, slug: 'acme-media' }).flatMap((section) =>
    section.items.map((item) => [section.label ?? '', item.label, item.to]),
  );

describe("the shells' sidebars, from the registry", () => {
  it.each(['workspace', 'admin'] as const)(
    "lists each %s sidebar entry in its shell's navigation, for its roles",
    (shell) => {
      const entries = sidebarEntries(shell);
      expect(entries.length).toBeGreaterThan(5);
      for (const { id, sidebar } of entries) {
        const link = [
          sidebar.section,
          sidebar.label,
          (hrefOf(patterns[id]) as (slug: string) => string)('acme-media'),
        ];
        for (const role of ['member', 'admin'] as const) {
          const shown = sidebar.roles === undefined || sidebar.roles.includes(role);
          expect(
            sidebarLinks(shell, [role]).some((item) => item.join() === link.join()),
            `${id} for ${role}`,
          ).toBe(shown);
        }
      }
    },
  );

  it('links each sidebar entry to a page the route table serves', () => {
    for (const shell of ['workspace', 'admin'] as const) {
      for (const { id } of sidebarEntries(shell)) expect(pages, id).toContain(patterns[id]);
    }
  });

  it('lays the sidebars out as designed', () => {
    expect(sidebarLinks('workspace', ['member'])).toEqual([
      ['', 'Dashboard', '/acme-media'],
      ['', 'Getting started', '/acme-media/onboarding/file-type'],
      ['Processing', 'Assemblies', '/acme-media/assemblies'],
      ['Processing', 'Templates', '/acme-media/templates'],
      ['Processing', 'Template credentials', '/acme-media/template-credentials'],
      ['Manage', 'Collaborators', '/acme-media/collaborators'],
      ['Manage', 'Settings', '/acme-media/settings'],
      ['Manage', 'Billing', '/acme-media/billing'],
      ['Manage', 'Add-ons', '/acme-media/addons'],
    ]);
    expect(sidebarLinks('workspace', ['member', 'admin']).at(-1)).toEqual([
      'Operators',
      'Admin area',
      '/admin',
    ]);
    expect(sidebarSections('admin', { roles: ['admin'] }).map((section) => section.label)).toEqual([
      ...SIDEBAR_SECTIONS.admin,
    ]);
    // Its links, in order, are what tests/e2e/guards.e2e.test.ts sees an admin get.
    expect(sidebarLinks('admin', ['admin'])).toHaveLength(11);
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
