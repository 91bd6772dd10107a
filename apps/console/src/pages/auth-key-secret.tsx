import { AuthKeySecretScreen } from '@console/ui/screens/credentials/auth-key-secret-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', credentialId = '' } = useParams();
  // Keyed by id: another credential's page starts fresh, with none of this one's typed values or secrets.
  return <AuthKeySecretScreen key={credentialId} workspace={workspace} credentialId={credentialId} />;
}
