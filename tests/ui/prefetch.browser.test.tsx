import { href, type Prefetch, PrefetchProvider, WorkspaceShell } from '@console/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createPrefetch } from '../../apps/console/src/prefetch';
import { routes } from '../../apps/console/src/routes';

async function renderShell(prefetch: Prefetch) {
  // Wide enough for the sidebar; a phone gets the same links in a menu.
  await page.viewport(1280, 800);
  const shell = (
    <PrefetchProvider value={prefetch}>
      <WorkspaceShell
        user={{ name: 'Jane Cooper', email: 'jane@example.com' }}
        workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
        currentSlug="acme-media"
        onLogout={() => {}}
      >
        {null}
      </WorkspaceShell>
    </PrefetchProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: ['/acme-media'] });
  return render(<RouterProvider router={router} />);
}

describe('loading a page’s code before the click', () => {
  it('starts when the pointer rests on a sidebar link, and when a link gets keyboard focus', async () => {
    // Never idle here, so only the person's intent can be what prefetched.
    vi.spyOn(window, 'requestIdleCallback').mockImplementation(() => 0);
    const prefetch = vi.fn();
    const screen = await renderShell(prefetch);
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    await userEvent.hover(nav.getByRole('link', { name: 'Templates' }));
    expect(prefetch).toHaveBeenLastCalledWith(href.templates('acme-media'), { intent: true });
    nav.getByRole('link', { name: 'Assemblies' }).element().focus();
    expect(prefetch).toHaveBeenLastCalledWith(href.assemblies('acme-media'), { intent: true });
    vi.restoreAllMocks();
  });

  it('starts for every page of the sidebar once the first page has settled, not while it is still loading', {
    timeout: 30_000,
  }, async () => {
    const prefetch = vi.fn();
    await renderShell(prefetch);
    // The shell's own page comes first: nothing for a second after it painted (PREFETCH_AFTER_MS is 2 s).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // (The pointer may rest on a link from the test before: that is intent, not the idle prefetch.)
    expect(prefetch.mock.calls.filter(([, options]) => !options?.intent)).toEqual([]);
    // Then one page per idle period; a browser kept busy (the other test files beside this one) runs each at its
    // timeout (IDLE_TIMEOUT_MS, 2 s), and Templates is the sidebar's fourth link.
    await expect
      .poll(() => prefetch.mock.calls.map(([to]) => to), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          href.workspace('acme-media'),
          href.templates('acme-media'),
          href.assemblies('acme-media'),
        ]),
      );
  });

  it('loads the lazy routes a path matches, each once, and no route for an unknown path', async () => {
    const loaders = new Map<string, ReturnType<typeof vi.fn>>();
    const spied = (table: typeof routes): typeof routes =>
      table.map((route) => {
        const lazy = route.lazy;
        const copy = { ...route, children: route.children ? spied(route.children) : undefined };
        if (typeof lazy !== 'function') return copy as (typeof routes)[number];
        const spy = vi.fn(() => Promise.resolve({}));
        loaders.set(`${route.path ?? '(layout)'}:${loaders.size}`, spy);
        return { ...copy, lazy: spy } as (typeof routes)[number];
      });
    const prefetch = createPrefetch(spied(routes));
    const called = () => [...loaders].filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);

    prefetch(href.templates('acme-media'));
    const first = called();
    // The session layer, the workspace guard with its shell, and the templates page.
    expect(first).toHaveLength(3);
    expect(first.some((name) => name.startsWith('templates:'))).toBe(true);

    prefetch(href.templates('acme-media'));
    expect([...loaders.values()].every((spy) => spy.mock.calls.length <= 1)).toBe(true);

    prefetch(href.assemblies('acme-media'));
    expect(called()).toHaveLength(4);
    expect(called().some((name) => name.startsWith('assemblies:'))).toBe(true);
  });

  it('fetches the data a page shows first only on intent, with the link’s params and query string', async () => {
    const preload = vi.fn();
    const table = routes.map(function withPreload(route): (typeof routes)[number] {
      const children = route.children?.map(withPreload);
      if (route.path?.endsWith('assemblies') && typeof route.lazy === 'function') {
        return {
          ...route,
          children,
          lazy: () => Promise.resolve({ preload }),
        } as (typeof routes)[number];
      }
      return { ...route, children } as (typeof routes)[number];
    });
    const prefetch = createPrefetch(table);
    const failed = `${href.assemblies('acme-media')}?state=failed`;

    prefetch(failed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).not.toHaveBeenCalled();

    prefetch(failed, { intent: true });
    await expect.poll(() => preload.mock.calls.length).toBe(1);
    const [{ params, search }] = preload.mock.calls[0] as [
      { params: Record<string, string>; search: URLSearchParams },
    ];
    expect(params.workspace).toBe('acme-media');
    expect(search.get('state')).toBe('failed');
  });
});
