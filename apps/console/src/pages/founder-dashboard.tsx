import { FounderDashboardScreen } from '@console/ui';

export function Component() {
  return <FounderDashboardScreen />;
}
