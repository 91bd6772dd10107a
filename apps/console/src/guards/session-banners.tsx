import type { CurrentUser } from '@console/api';
import { SessionBanners as Banners, href, isServed, withBasename } from '@console/ui';

/**
 * The current-user reply's banners above every shell. Leaving an impersonation reloads the console at the
 * admin dashboard, which starts the admin's own session from scratch, as impersonating started it.
 */
export function SessionBanners({ user, slug }: { user: CurrentUser; slug: string | null }) {
  return (
    <Banners
      user={user}
      billingHref={slug && isServed('billing') ? href.billing(slug) : undefined}
      onImpersonationStopped={() => window.location.assign(withBasename(href.adminDashboard()))}
    />
  );
}
