import { AdminBiScreen } from '@console/ui/screens/admin/admin-bi-screen';

export function Component() {
  return <AdminBiScreen />;
}
