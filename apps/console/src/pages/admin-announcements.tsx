import { AdminAnnouncementsScreen } from '@console/ui/screens/admin/admin-announcements-screen';

export function Component() {
  return <AdminAnnouncementsScreen />;
}
