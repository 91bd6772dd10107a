import { AdminShell, patterns, sidebarEntries, WorkspaceShell } from '@console/ui';
import type { ReactNode } from 'react';
import { createMemoryRouter, matchPath, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { routes } from '../../apps/console/src/routes';

const user = { name: 'Jane Cooper', email: 'jane@example.com' };

/**
 * Renders a shell under a memory router and reads the links in it (or in its sidebar, by the nav's name) as
 * [text, href] pairs, sidebar and header alike.
 */
async function linksOf(shell: ReactNode, navLabel?: string): Promise<[string, string][]> {
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: ['/'] });
  const screen = await render(<RouterProvider router={router} />);
  const root = navLabel ? screen.container.querySelector(`nav[aria-label="${navLabel}"]`) : screen.container;
  const links = [...(root?.querySelectorAll('a[href]') ?? [])].map((a): [string, string] => [
    a.textContent ?? '',
    a.getAttribute('href') ?? '',
  ]);
  screen.unmount();
  return links;
}

/** The route that would render a link's target; a catch-all (`*`) means "Page not found". */
function servedBy(href: string): string | undefined {
  const matches = matchRoutes(routes, href.split('#')[0] ?? href);
  return matches?.at(-1)?.route.path;
}

const workspaceShell = (
  <WorkspaceShell
    user={user}
    workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
    currentSlug="acme-media"
    isAdmin
    onLogout={() => {}}
  >
    {null}
  </WorkspaceShell>
);
const adminShell = (
  <AdminShell user={user} onLogout={() => {}}>
    {null}
  </AdminShell>
);

describe('the shells as the console renders them', () => {
  it('link from the workspace shell only to pages the route table serves', async () => {
    const hrefs = (await linksOf(workspaceShell))
      .map(([, href]) => href)
      .filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => servedBy(href) === '*')).toEqual([]);
  });

  it('link from the admin shell only to pages the route table serves', async () => {
    const hrefs = (await linksOf(adminShell)).map(([, href]) => href).filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => servedBy(href) === '*')).toEqual([]);
  });
});

describe('each sidebar entry of the route registry', () => {
  it.each(sidebarEntries('workspace'))(
    'is where the workspace shell links $sidebar.label',
    async ({ id, sidebar }) => {
      const own = (await linksOf(workspaceShell, 'Workspace')).filter(([text]) => text === sidebar.label);
      expect(own).toHaveLength(1);
      expect(matchPath(patterns[id], own[0]?.[1] ?? '')).not.toBeNull();
    },
  );

  it.each(sidebarEntries('admin'))(
    'is where the admin shell links $sidebar.label',
    async ({ id, sidebar }) => {
      const own = (await linksOf(adminShell, 'Admin')).filter(([text]) => text === sidebar.label);
      expect(own).toEqual([[sidebar.label, patterns[id]]]);
    },
  );
});
