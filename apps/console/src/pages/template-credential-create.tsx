import { CredentialCreateScreen } from '@console/ui/screens/credentials/credential-create-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <CredentialCreateScreen workspace={workspace} />;
}
