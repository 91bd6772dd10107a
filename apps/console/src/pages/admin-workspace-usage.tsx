import { AdminWorkspaceUsageScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { adminWorkspace = '' } = useParams();
  return <AdminWorkspaceUsageScreen key={adminWorkspace} adminWorkspace={adminWorkspace} />;
}
