import { AdminPerformanceScreen } from '@console/ui/screens/admin/admin-performance-screen';

export function Component() {
  return <AdminPerformanceScreen />;
}
