import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageTitles } from './page-title';
import { RequestFavicon } from './request-favicon';
import { forgetStoredScrollPositions, SCROLL_POSITIONS_KEY } from './scroll-positions';
import { useSession } from './session-context';

const DemoBar = lazy(() => import('./demo/demo-bar'));

/**
 * Everything every page shares: its document title and focus after a navigation, scroll positions kept in session
 * storage, the favicon, the demo bar.
 */
export function Root() {
  return (
    <PageTitles>
      <PersonalScrollRestoration />
      <RequestFavicon />
      <Outlet />
      <DemoCorner />
    </PageTitles>
  );
}

/**
 * Spec §9's scroll positions in session storage, kept per person: after a logout the router's restoration is
 * mounted afresh over an emptied store (session-context.tsx), so its copy in memory starts empty too, and the
 * emptied store is then removed. Its own layout effects run before this one, having read the empty store.
 */
function PersonalScrollRestoration() {
  const { scrollRestoration } = useSession();
  const { kept, epoch } = scrollRestoration;
  useLayoutEffect(() => {
    if (epoch > 0) forgetStoredScrollPositions();
  }, [epoch]);
  return kept ? <ScrollRestoration key={epoch} storageKey={SCROLL_POSITIONS_KEY} /> : null;
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
