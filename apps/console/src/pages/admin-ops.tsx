import { AdminOpsScreen } from '@console/ui';

export function Component() {
  return <AdminOpsScreen />;
}
