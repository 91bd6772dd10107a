import { useCurrentUser } from '@console/api';
import { WorkspaceShell } from '@console/ui';
import { Outlet } from 'react-router';
import { storedWorkspaceSlug } from '../session';
import { useLogout } from '../use-logout';
import { PageSpinner } from './require-session';
import { SessionBanners } from './session-banners';

/**
 * Pages about the person rather than a workspace (user settings, create workspace). With workspaces they sit in
 * the shell of the last one opened, so the way back is one click; without any they stand alone.
 */
export function AccountRoute() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return <PageSpinner label="Loading your account" />;
  const slugs = user.memberships.map((m) => m.workspace.slug);
  const stored = storedWorkspaceSlug();
  const slug =
    stored && slugs.includes(stored) ? stored : (user.login_data.active_workspace_slug ?? slugs[0]);
  if (!slug || !slugs.includes(slug)) return <Outlet />;
  return (
    <WorkspaceShell
      user={{
        name: user.login_data.name ?? '',
        email: user.login_data.email ?? '',
        avatarUrl: user.login_data.avatarUrl,
      }}
      workspaces={user.memberships.map((m) => ({ slug: m.workspace.slug, name: m.workspace.name }))}
      currentSlug={slug}
      isAdmin={user.isAdmin || user.isFounder}
      banners={<SessionBanners user={user} slug={slug} />}
      onLogout={logout}
    >
      <Outlet />
    </WorkspaceShell>
  );
}
