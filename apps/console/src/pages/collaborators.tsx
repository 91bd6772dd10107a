import { CollaboratorsScreen } from '@console/ui/screens/collaborators/collaborators-screen';
import { useParams } from 'react-router';
import { useLeaveWorkspace } from './use-leave-workspace';

export function Component() {
  const { workspace = '' } = useParams();
  const leave = useLeaveWorkspace(workspace);
  return <CollaboratorsScreen workspace={workspace} onLeft={leave} />;
}
