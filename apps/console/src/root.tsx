import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RequestFavicon } from './request-favicon';
import { useSession } from './session-context';

const DemoBar = lazy(() => import('./demo/demo-bar'));

/** Everything every page shares: scroll positions kept in session storage, the favicon, the demo bar. */
export function Root() {
  const { demo } = useSession();
  return (
    <>
      <ScrollRestoration />
      <RequestFavicon />
      <Outlet />
      {demo ? (
        <Suspense fallback={null}>
          <DemoBar demo={demo} />
        </Suspense>
      ) : null}
    </>
  );
}
