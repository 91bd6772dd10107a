import { href, LazyErrorScreen, LazyNotFoundScreen, useFavicon } from '@console/ui';
import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitles } from './page-title';
import { DemoCorner } from './root';

/**
 * The routes' error element: spec §2's error page, and the error favicon while it shows. It takes Root's place, so
 * it keeps the document title and the focus after a navigation itself.
 */
export function RouteError() {
  const error = useRouteError();
  useFavicon('error');
  return (
    <PageTitles>
      <Suspense fallback={null}>
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <LazyNotFoundScreen homeHref={href.index()} />
        ) : (
          <LazyErrorScreen error={error} supportHref={import.meta.env.VITE_SUPPORT_URL || undefined} />
        )}
      </Suspense>
      <DemoCorner />
    </PageTitles>
  );
}
