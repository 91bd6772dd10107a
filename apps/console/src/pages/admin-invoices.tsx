import {
  AdminInvoicesScreen,
  preloadAdminInvoicesScreen,
} from '@console/ui/screens/admin/admin-invoices-screen';
import type { PagePreload } from '../prefetch';

export function Component() {
  return <AdminInvoicesScreen />;
}

/** Pointing at a link to the list fetches the page of it the link shows. */
export const preload: PagePreload = ({ search }) => preloadAdminInvoicesScreen(search);
