import { WorkspaceIndexScreen } from '@console/ui/screens/workspace/workspace-index-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <WorkspaceIndexScreen workspace={workspace} />;
}
