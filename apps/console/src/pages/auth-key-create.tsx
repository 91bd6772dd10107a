import { AuthKeyCreateScreen } from '@console/ui/screens/credentials/auth-key-create-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <AuthKeyCreateScreen workspace={workspace} />;
}
