import { href } from '@console/ui';
import { CreateWorkspaceScreen } from '@console/ui/screens/account/create-workspace-screen';
import { useNavigate } from 'react-router';

export function Component() {
  const navigate = useNavigate();
  return <CreateWorkspaceScreen onCreated={(slug) => navigate(href.workspace(slug))} />;
}
