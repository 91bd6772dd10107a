import { CreateWorkspaceScreen } from '@console/ui';
import { useNavigate } from 'react-router';
import { href } from '../paths';

export function Component() {
  const navigate = useNavigate();
  return <CreateWorkspaceScreen onCreated={(slug) => navigate(href.workspace(slug))} />;
}
