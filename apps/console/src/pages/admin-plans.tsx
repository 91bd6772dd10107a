import { AdminPlansScreen } from '@console/ui';

export function Component() {
  return <AdminPlansScreen />;
}
