import { AdminWorkspacesScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { workspaceStatus } = useParams();
  return <AdminWorkspacesScreen workspaceStatus={workspaceStatus} />;
}
