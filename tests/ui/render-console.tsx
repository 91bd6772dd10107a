import { ToastProvider } from '@console/ui';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from 'vitest-browser-react';
import { routes } from '../../apps/console/src/routes';
import { SessionProvider } from '../../apps/console/src/session-context';

/** The console's real route table under a memory router, inside the providers main.tsx gives it. */
export async function renderConsole(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await render(
    <ToastProvider>
      <SessionProvider demo={null}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>,
  );
  return router;
}
