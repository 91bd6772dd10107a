import { CredentialsScreen } from '@console/ui/screens/credentials/credentials-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <CredentialsScreen workspace={workspace} />;
}
