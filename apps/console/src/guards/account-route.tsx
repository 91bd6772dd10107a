import { useCurrentUser } from '@console/api';
import { Outlet } from 'react-router';
import { PageSpinner } from '../page-spinner';
import { storedWorkspaceSlug } from '../session';
import { currentWorkspaceSlug } from './policy';
import { AccountLayout } from './shells';

/**
 * Pages about the person rather than a workspace (user settings, create workspace), in the account shell whatever
 * workspaces the person has: its nav marks the account page on screen and lists their workspaces, one click back.
 */
export function AccountRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner label="Loading your account" />;
  return (
    <AccountLayout user={user} slug={currentWorkspaceSlug(user, storedWorkspaceSlug())}>
      <Outlet />
    </AccountLayout>
  );
}
