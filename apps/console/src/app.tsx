import { BASENAME, FaviconProvider, PrefetchProvider, ThemeProvider, ToastProvider } from '@console/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DemoHandle } from './demo/types';
import { createPrefetch } from './prefetch';
import { routes } from './routes';
import { SessionProvider } from './session-context';

export function App({ demo }: { demo: DemoHandle | null }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename: BASENAME }));
  const [prefetch] = useState(() => createPrefetch(routes));
  return (
    <ThemeProvider>
      <ToastProvider>
        <FaviconProvider>
          <SessionProvider demo={demo}>
            <PrefetchProvider value={prefetch}>
              <RouterProvider router={router} />
            </PrefetchProvider>
          </SessionProvider>
        </FaviconProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
