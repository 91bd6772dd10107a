import { SignupScreen } from '@console/ui';
import { useAuthenticated } from './use-authenticated';

export function Component() {
  return <SignupScreen onAuthenticated={useAuthenticated()} />;
}
