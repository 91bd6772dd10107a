import { AdminOpsScreen } from '@console/ui/screens/admin/admin-ops-screen';

export function Component() {
  return <AdminOpsScreen />;
}
