import { CredentialsScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <CredentialsScreen workspace={workspace} />;
}
