import { AdminCouponsScreen } from '@console/ui';

export function Component() {
  return <AdminCouponsScreen />;
}
