import { AdminRevenuesScreen } from '@console/ui';

export function Component() {
  return <AdminRevenuesScreen />;
}
