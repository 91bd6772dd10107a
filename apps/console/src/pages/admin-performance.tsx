import { AdminPerformanceScreen } from '@console/ui';

export function Component() {
  return <AdminPerformanceScreen />;
}
