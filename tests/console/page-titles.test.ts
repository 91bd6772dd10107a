import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle } from '../../apps/console/src/page-title';
import { routes } from '../../apps/console/src/routes';
import { entryOf, PAGE_IDS } from '../../packages/ui/src/lib/page-registry';
import { patterns } from '../../packages/ui/src/lib/paths';

/** The name the route table gives the page at `path`, as the console's title reads it from the matched routes. */
const routeName = (path: string) =>
  routeTitle((matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle })));

describe('page titles', () => {
  it('reads the page, then the part of the console it is in, then the product', () => {
    expect(documentTitle('Templates', 'Acme Media')).toBe('Templates · Acme Media · Console');
    expect(documentTitle('Workspaces', 'Admin')).toBe('Workspaces · Admin · Console');
    expect(documentTitle('Log in', undefined)).toBe('Log in · Console');
    expect(documentTitle(undefined, undefined)).toBe('Console');
  });

  it('names the page of every pattern as the route registry does', () => {
    const misnamed = PAGE_IDS.filter((id) => routeName(patterns[id]) !== entryOf(id).title);
    expect(misnamed).toEqual([]);
  });

  it.each([
    ['/login', 'Log in'],
    ['/user/settings', 'Account settings'],
    ['/acme-media', 'Dashboard'],
    ['/acme-media/templates', 'Templates'],
    ['/acme-media/templates/new', 'New template'],
    ['/acme-media/templates/0123456789abcdef0123456789abcdef', 'Template'],
    ['/acme-media/template-credentials/create-api-credential', 'New auth key'],
    ['/admin/dashboard', 'Performance'],
    ['/admin/dashboard/bi', 'Business intelligence'],
    ['/admin/workspaces/active', 'Workspaces'],
  ])('names %s “%s”, the deepest route’s name', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  // Their screen names them ("Page not found", "Workspace not found"), whichever route it stands in for.
  it.each(['/acme-media/no-such-page', '/admin/no-such-page', '/admin/templates'])(
    'leaves %s to the not-found screen',
    (path) => {
      expect(routeName(path)).toBeUndefined();
    },
  );
});
