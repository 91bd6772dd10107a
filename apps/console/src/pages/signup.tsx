import { SignupScreen } from '@console/ui/screens/auth/signup-screen';
import { useAuthenticated } from './use-authenticated';

export function Component() {
  return <SignupScreen onAuthenticated={useAuthenticated()} />;
}
