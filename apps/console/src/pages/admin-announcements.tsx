import { AdminAnnouncementsScreen } from '@console/ui';

export function Component() {
  return <AdminAnnouncementsScreen />;
}
