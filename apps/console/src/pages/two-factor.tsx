import { TwoFactorScreen } from '@console/ui/screens/auth/two-factor-screen';
import { useParams, useSearchParams } from 'react-router';
import { useAuthenticated } from './use-authenticated';

export function Component() {
  const { authKey = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <TwoFactorScreen authKey={authKey} email={params.get('email')} onAuthenticated={useAuthenticated()} />
  );
}
