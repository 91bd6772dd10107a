import { FaviconProvider, ThemeProvider, ToastProvider, TooltipProvider } from '@console/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DemoHandle } from './demo/types';
import { BASENAME } from './paths';
import { routes } from './routes';
import { SessionProvider } from './session-context';

export function App({ demo }: { demo: DemoHandle | null }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename: BASENAME }));
  return (
    <ThemeProvider>
      <TooltipProvider>
        <ToastProvider>
          <FaviconProvider>
            <SessionProvider demo={demo}>
              <RouterProvider router={router} />
            </SessionProvider>
          </FaviconProvider>
        </ToastProvider>
      </TooltipProvider>
    </ThemeProvider>
  );
}
