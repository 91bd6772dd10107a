import { CancelAccountSuccessScreen } from '@console/ui';

export function Component() {
  return <CancelAccountSuccessScreen />;
}
