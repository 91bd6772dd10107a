import { AdminRevenuesScreen } from '@console/ui/screens/admin/admin-revenues-screen';

export function Component() {
  return <AdminRevenuesScreen />;
}
