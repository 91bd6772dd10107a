import { ForgotPasswordScreen } from '@console/ui';

export function Component() {
  return <ForgotPasswordScreen />;
}
