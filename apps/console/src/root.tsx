import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RequestFavicon } from './request-favicon';
import { useSession } from './session-context';

const DemoBar = lazy(() => import('./demo/demo-bar'));

/** Everything every page shares: scroll positions kept in session storage, the favicon, the demo bar. */
export function Root() {
  return (
    <>
      <ScrollRestoration />
      <RequestFavicon />
      <Outlet />
      <DemoCorner />
    </>
  );
}

/**
 * The demo bar in demo mode, nothing otherwise. The error page has it too: a scenario whose server is down
 * ends there, and the bar is the way to another one.
 */
export function DemoCorner() {
  const { demo } = useSession();
  return demo ? (
    <Suspense fallback={null}>
      <DemoBar demo={demo} />
    </Suspense>
  ) : null;
}
