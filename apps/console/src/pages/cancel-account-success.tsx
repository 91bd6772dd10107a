import { CancelAccountSuccessScreen } from '@console/ui/screens/auth/cancel-account-success-screen';

export function Component() {
  return <CancelAccountSuccessScreen />;
}
