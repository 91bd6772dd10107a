import { AdminPlansScreen } from '@console/ui/screens/admin/admin-plans-screen';

export function Component() {
  return <AdminPlansScreen />;
}
