import { preloadShellPopups, ThemeProvider, WorkspaceShell } from '@console/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

const user = { name: 'Jane Cooper', email: 'jane@example.com' };

/** A workspace shell with two workspaces, as a person signed in meets it, `width` pixels wide. */
export async function renderShell(width = 1280) {
  // By default wide enough for the sidebar, where the workspace switcher is; on a phone's width, the sheet.
  await page.viewport(width, 800);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <WorkspaceShell
            user={user}
            workspaces={[
              { slug: 'acme-media', name: 'Acme Media' },
              { slug: 'globex', name: 'Globex' },
            ]}
            currentSlug="acme-media"
            onLogout={() => {}}
          >
            <p>The page</p>
          </WorkspaceShell>
        ),
      },
    ],
    { initialEntries: ['/acme-media'] },
  );
  return render(
    <ThemeProvider persist={false}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

/** Once the shells' popups have loaded and React has had time to draw what their arrival changes. */
export async function shellPopupsArrived() {
  await preloadShellPopups();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}
