import { ThemeProvider, WorkspaceShell } from '@console/ui';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** Shows the stand-in action; set once it has mounted. */
let showAction = () => {};

/** Stands in for the announcements bell, which the console shows only once its list has come, at idle. */
function LateAction() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showAction = () => setShown(true);
  }, []);
  // An icon button's size, as the bell's.
  return shown ? (
    <button type="button" aria-label="Announcements" className="size-9">
      !
    </button>
  ) : null;
}

/**
 * The header's actions arrive after the page has painted; appearing, they must not move the search and the user
 * menu beside them (a layout shift on every first visit, issue 33).
 */
describe("the shell header's late actions", () => {
  it.each([1280, 390])('move nothing else in the header at %i px', async (width) => {
    await page.viewport(width, 800);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <WorkspaceShell
              user={{ name: 'Jane Cooper', email: 'jane@example.com' }}
              workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
              currentSlug="acme-media"
              headerActions={<LateAction />}
              onLogout={() => {}}
            >
              <p>The page</p>
            </WorkspaceShell>
          ),
        },
      ],
      { initialEntries: ['/acme-media'] },
    );
    const screen = await render(
      <ThemeProvider persist={false}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    const header = screen.getByRole('banner');
    // The wide Search button and the phone's icon button: the one this width shows.
    const search = header
      .getByRole('button', { name: 'Search' })
      .elements()
      .find((button) => button.checkVisibility());
    expect(search).toBeDefined();
    const menu = header.getByRole('button', { name: /Jane Cooper|Account/ });
    const where = () => [search?.getBoundingClientRect().left, menu.element().getBoundingClientRect().left];
    const before = where();

    showAction();
    await expect.element(header.getByRole('button', { name: 'Announcements' })).toBeVisible();
    expect(where()).toEqual(before);
  });
});
