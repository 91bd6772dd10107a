import type { CurrentUser } from '@console/api';
import { SessionBanners as Banners, href, withBasename } from '@console/ui';
import { clearStoredSession } from '../session';
import { useSession } from '../session-context';

/**
 * The current-user reply's banners above every shell. Leaving an impersonation reloads the console at the
 * admin page of the workspace it was in (the admin dashboard outside one), which starts the admin's own session
 * from scratch, as impersonating started it; nothing stored for the impersonated person survives it.
 */
export function SessionBanners({ user, slug }: { user: CurrentUser; slug: string | null }) {
  const { stopKeepingScrollPositions } = useSession();
  return (
    <Banners
      user={user}
      billingHref={slug ? href.billing(slug, 'invoices') : undefined}
      onImpersonationStopped={() => {
        stopKeepingScrollPositions();
        clearStoredSession();
        window.location.assign(withBasename(slug ? href.adminWorkspace(slug) : href.adminDashboard()));
      }}
    />
  );
}
