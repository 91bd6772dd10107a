import { AdminWorkspaceScreen } from '@console/ui/screens/admin/admin-workspace-screen';
import { useParams } from 'react-router';

export function Component() {
  const { adminWorkspace = '' } = useParams();
  // Keyed by workspace: moving to another one starts a fresh page, with no revealed value left over.
  return <AdminWorkspaceScreen key={adminWorkspace} adminWorkspace={adminWorkspace} />;
}
