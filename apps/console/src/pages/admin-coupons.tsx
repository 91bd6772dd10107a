import { AdminCouponsScreen } from '@console/ui/screens/admin/admin-coupons-screen';

export function Component() {
  return <AdminCouponsScreen />;
}
