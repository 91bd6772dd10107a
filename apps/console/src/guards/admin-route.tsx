import { useCurrentUser } from '@console/api';
import { Outlet } from 'react-router';
import { PageSpinner } from '../page-spinner';
import { adminDecision } from './policy';
import { Redirect } from './redirect';
import { AdminLayout } from './shells';

/** Spec §6: admin pages need an admin or a founder; everyone else goes to their first workspace. */
export function AdminRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner label="Opening the admin area" />;
  const decision = adminDecision(user);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} toast={decision.toast} />;
  return (
    <AdminLayout user={user}>
      <Outlet />
    </AdminLayout>
  );
}
