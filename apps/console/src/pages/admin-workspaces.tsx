import { AdminWorkspacesScreen } from '@console/ui/screens/admin/admin-workspaces-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspaceStatus } = useParams();
  return <AdminWorkspacesScreen workspaceStatus={workspaceStatus} />;
}
