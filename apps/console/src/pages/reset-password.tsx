import { ResetPasswordScreen } from '@console/ui/screens/auth/reset-password-screen';
import { useSearchParams } from 'react-router';
import { useAuthenticated } from './use-authenticated';

export function Component() {
  const [params] = useSearchParams();
  return (
    <ResetPasswordScreen
      email={params.get('email')}
      authKey={params.get('key')}
      onAuthenticated={useAuthenticated()}
    />
  );
}
