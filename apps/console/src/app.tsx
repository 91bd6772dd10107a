import { BASENAME, FaviconProvider, ThemeProvider, ToastProvider } from '@console/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DemoHandle } from './demo/types';
import { routes } from './routes';
import { SessionProvider } from './session-context';

export function App({ demo }: { demo: DemoHandle | null }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename: BASENAME }));
  return (
    <ThemeProvider>
      <ToastProvider>
        <FaviconProvider>
          <SessionProvider demo={demo}>
            <RouterProvider router={router} />
          </SessionProvider>
        </FaviconProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
