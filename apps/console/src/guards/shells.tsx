import type { CurrentUser } from '@console/api';
import {
  AccountShell,
  AdminShell,
  AnnouncementsBell,
  href,
  type ShellUser,
  usePageArea,
  WorkspaceShell,
} from '@console/ui';
import type { ReactNode } from 'react';
import { useLogout } from '../use-logout';
import { SessionBanners } from './session-banners';

const workspacesOf = (user: CurrentUser) =>
  user.memberships.map((m) => ({ slug: m.workspace.slug, name: m.workspace.name }));

function shellUser(user: CurrentUser): ShellUser {
  return {
    name: user.login_data.name ?? user.login_data.email ?? '',
    email: user.login_data.email ?? '',
    avatarUrl: user.login_data.avatarUrl,
  };
}

/**
 * The shells wired to the session: who is signed in, their banners and Log out. The workspace's and the admin
 * area's shells name their area in the document title.
 */
export function WorkspaceLayout({
  user,
  slug,
  name,
  children,
}: {
  user: CurrentUser;
  slug: string;
  /** The workspace's name, as its own record has it. */
  name: string;
  children: ReactNode;
}) {
  const logout = useLogout();
  usePageArea(name);
  return (
    <WorkspaceShell
      user={shellUser(user)}
      workspaces={workspacesOf(user)}
      currentSlug={slug}
      isAdmin={user.isAdmin || user.isFounder}
      banners={<SessionBanners user={user} slug={slug} />}
      headerActions={<AnnouncementsBell workspace={slug} />}
      onLogout={logout}
    >
      {children}
    </WorkspaceShell>
  );
}

/** The admin area's shell, also around an admin's look-up of a workspace that does not exist. */
export function AdminLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const logout = useLogout();
  usePageArea('Admin');
  return (
    <AdminShell
      user={shellUser(user)}
      workspaces={workspacesOf(user)}
      banners={<SessionBanners user={user} slug={null} />}
      onLogout={logout}
      consoleHref={href.index()}
    >
      {children}
    </AdminShell>
  );
}

/**
 * The account pages' shell: the account nav, the person's workspaces, and the banners, which for someone with a
 * workspace lead to the current one's billing.
 */
export function AccountLayout({
  user,
  slug,
  children,
}: {
  user: CurrentUser;
  slug: string | null;
  children: ReactNode;
}) {
  const logout = useLogout();
  return (
    <AccountShell
      user={shellUser(user)}
      banners={<SessionBanners user={user} slug={slug} />}
      onLogout={logout}
      homeHref={href.index()}
      workspaces={workspacesOf(user)}
    >
      {children}
    </AccountShell>
  );
}
