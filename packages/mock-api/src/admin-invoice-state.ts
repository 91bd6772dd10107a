import type { AdminInvoiceEvent, Payment } from '@console/api';

/** What admins did to invoices, as plain data in BackendState, keyed by invoice id (areas/admin-invoices.ts). */
export interface AdminInvoicesState {
  authcodes: Record<string, string>;
  /** Payments recorded by "mark paid" (a bank transfer the service's account received). */
  payments: Payment[];
  events: Record<string, AdminInvoiceEvent[]>;
}

export const emptyAdminInvoicesState = (): AdminInvoicesState => ({
  authcodes: {},
  payments: [],
  events: {},
});
