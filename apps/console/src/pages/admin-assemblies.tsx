import { AdminAssembliesScreen } from '@console/ui';

export function Component() {
  return <AdminAssembliesScreen />;
}
