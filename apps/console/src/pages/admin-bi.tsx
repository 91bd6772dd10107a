import { AdminBiScreen } from '@console/ui';

export function Component() {
  return <AdminBiScreen />;
}
