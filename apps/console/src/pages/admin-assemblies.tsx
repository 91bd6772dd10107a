import { AdminAssembliesScreen } from '@console/ui/screens/admin/admin-assemblies-screen';

export function Component() {
  return <AdminAssembliesScreen />;
}
