import { ForgotPasswordScreen } from '@console/ui/screens/auth/forgot-password-screen';

export function Component() {
  return <ForgotPasswordScreen />;
}
