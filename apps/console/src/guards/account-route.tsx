import { useCurrentUser } from '@console/api';
import { Outlet } from 'react-router';
import { PageSpinner } from '../page-spinner';
import { storedWorkspaceSlug } from '../session';
import { currentWorkspaceSlug } from './policy';
import { AccountLayout, WorkspaceLayout } from './shells';

/**
 * Pages about the person rather than a workspace (user settings, create workspace). With workspaces they sit in
 * the shell of the current one, so the way back is one click; without any, in the account shell, whose user
 * menu still leads to the settings and to Log out.
 */
export function AccountRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner label="Loading your account" />;
  const slug = currentWorkspaceSlug(user, storedWorkspaceSlug());
  if (!slug) {
    return (
      <AccountLayout user={user}>
        <Outlet />
      </AccountLayout>
    );
  }
  return (
    <WorkspaceLayout user={user} slug={slug}>
      <Outlet />
    </WorkspaceLayout>
  );
}
