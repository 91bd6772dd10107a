import { FounderDashboardScreen } from '@console/ui/screens/admin/founder-dashboard-screen';

export function Component() {
  return <FounderDashboardScreen />;
}
