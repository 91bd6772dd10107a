import { AuthKeyEditScreen } from '@console/ui/screens/credentials/auth-key-edit-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', credentialId = '' } = useParams();
  // Keyed by id: another credential's page starts fresh, with none of this one's typed values or secrets.
  return <AuthKeyEditScreen key={credentialId} workspace={workspace} credentialId={credentialId} />;
}
