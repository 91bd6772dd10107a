import { CreateWorkspaceScreen, href } from '@console/ui';
import { useNavigate } from 'react-router';

export function Component() {
  const navigate = useNavigate();
  return <CreateWorkspaceScreen onCreated={(slug) => navigate(href.workspace(slug))} />;
}
