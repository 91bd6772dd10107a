import { AdminWorkspaceUsageScreen } from '@console/ui/screens/admin/admin-workspace-usage-screen';
import { useParams } from 'react-router';

export function Component() {
  const { adminWorkspace = '' } = useParams();
  return <AdminWorkspaceUsageScreen key={adminWorkspace} adminWorkspace={adminWorkspace} />;
}
