import { ErrorScreen, NotFoundScreen, useFavicon } from '@console/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The routes' error element: spec §2's error page, and the error favicon while it shows. */
export function RouteError() {
  const error = useRouteError();
  useFavicon('error');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen homeHref="/" />;
  return <ErrorScreen error={error} supportHref={import.meta.env.VITE_SUPPORT_URL || undefined} />;
}
