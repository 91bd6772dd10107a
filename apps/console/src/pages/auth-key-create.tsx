import { AuthKeyCreateScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <AuthKeyCreateScreen workspace={workspace} />;
}
