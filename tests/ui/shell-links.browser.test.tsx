import { ADMIN_PAGES, AdminShell, patterns, WORKSPACE_PAGES, WorkspaceShell } from '@console/ui';
import type { ReactNode } from 'react';
import { createMemoryRouter, matchPath, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { routes } from '../../apps/console/src/routes';
import {
  ADMIN_PAGE_PATTERNS,
  servedAdminPages,
  servedWorkspacePages,
  WORKSPACE_PAGE_PATTERNS,
} from '../../apps/console/src/shell-pages';

const user = { name: 'Jane Cooper', email: 'jane@example.com' };

/** Renders a shell under a memory router and reads the hrefs of every link in it, sidebar and header alike. */
async function linksOf(shell: ReactNode, navLabel?: string): Promise<string[]> {
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: ['/'] });
  const screen = await render(<RouterProvider router={router} />);
  const root = navLabel ? screen.container.querySelector(`nav[aria-label="${navLabel}"]`) : screen.container;
  const hrefs = [...(root?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? '');
  screen.unmount();
  return hrefs;
}

/** The route that would render a link's target; a catch-all (`*`) means "Page not found". */
function servedBy(href: string): string | undefined {
  const matches = matchRoutes(routes, href.split('#')[0] ?? href);
  return matches?.at(-1)?.route.path;
}

function workspaceShell(pages: readonly (typeof WORKSPACE_PAGES)[number][]) {
  return (
    <WorkspaceShell
      user={user}
      workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
      currentSlug="acme-media"
      isAdmin
      pages={pages}
      onLogout={() => {}}
    >
      {null}
    </WorkspaceShell>
  );
}

describe('the shells as the console renders them', () => {
  it('link from the workspace shell only to pages the route table serves', async () => {
    const hrefs = (await linksOf(workspaceShell(servedWorkspacePages))).filter((href) =>
      href.startsWith('/'),
    );
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => servedBy(href) === '*')).toEqual([]);
  });

  it('link from the admin shell only to pages the route table serves', async () => {
    const shell = (
      <AdminShell user={user} pages={servedAdminPages} onLogout={() => {}}>
        {null}
      </AdminShell>
    );
    const hrefs = (await linksOf(shell)).filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => servedBy(href) === '*')).toEqual([]);
  });
});

describe("each sidebar link's pattern in shell-pages.ts", () => {
  it.each(WORKSPACE_PAGES)('is where the workspace shell links %s', async (page) => {
    const hrefs = await linksOf(workspaceShell([page]), 'Workspace');
    // The admin area's link is not a workspace page; the one other link is the page's.
    const own = hrefs.filter((href) => href !== '/admin');
    expect(own).toHaveLength(1);
    expect(matchPath(patterns[WORKSPACE_PAGE_PATTERNS[page]], own[0] ?? '')).not.toBeNull();
  });

  it.each(ADMIN_PAGES)('is where the admin shell links %s', async (page) => {
    const shell = (
      <AdminShell user={user} pages={[page]} onLogout={() => {}}>
        {null}
      </AdminShell>
    );
    expect(await linksOf(shell, 'Admin')).toEqual([patterns[ADMIN_PAGE_PATTERNS[page]]]);
  });
});
