import { WorkspaceSettingsScreen } from '@console/ui/screens/settings/workspace-settings-screen';
import { useParams } from 'react-router';
import { useLeaveWorkspace } from './use-leave-workspace';

export function Component() {
  const { workspace = '' } = useParams();
  const leave = useLeaveWorkspace(workspace);
  return <WorkspaceSettingsScreen workspace={workspace} onCancelled={leave} />;
}
