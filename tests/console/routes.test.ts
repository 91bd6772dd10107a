import { ADMIN_PAGES, WORKSPACE_PAGES } from '@console/ui';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../apps/console/src/routes';
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
    return route.children ? routedPaths(route.children, own) : [own];
  });
}

const routed = routedPaths(routes);
const catchAlls = routed.filter((path) => path.endsWith('*'));
const pages = routed.filter((path) => !path.endsWith('*'));
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
    expect(servedWorkspacePages).toEqual(['dashboard', 'assemblies', 'templates']);
  });

  it('offers the admin pages that are routed, and no other', () => {
    for (const page of ADMIN_PAGES) {
      expect(servedAdminPages.includes(page), page).toBe(pages.includes(patterns[ADMIN_PAGE_PATTERNS[page]]));
    }
    expect(servedAdminPages).toEqual(['performance', 'bi']);
  });
});
