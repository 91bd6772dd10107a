import { useCurrentUser } from '@console/api';
import { AdminShell } from '@console/ui';
import { Outlet } from 'react-router';
import { useLogout } from '../use-logout';
import { adminDecision } from './policy';
import { Redirect } from './redirect';
import { PageSpinner } from './require-session';
import { SessionBanners } from './session-banners';

/** Spec §6: admin pages need an admin or a founder; everyone else goes to their first workspace. */
export function AdminRoute() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return <PageSpinner label="Opening the admin area" />;
  const decision = adminDecision(user);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} toast={decision.toast} />;
  return (
    <AdminShell
      user={{
        name: user.login_data.name ?? '',
        email: user.login_data.email ?? '',
        avatarUrl: user.login_data.avatarUrl,
      }}
      banners={<SessionBanners user={user} slug={null} />}
      onLogout={logout}
      consoleHref="/"
    >
      <Outlet />
    </AdminShell>
  );
}
