import {
  addAdminInvoiceCredit,
  getAdminInvoice,
  listAdminInvoices,
  markAdminInvoicePaid,
  resendAdminInvoice,
} from '../calls/admin-invoices';
import { adminEntityCache, entityActionsHook } from './action-kit';
import { pageHook, pagePreload, resourceHook } from './hook-kit';
import { adminInvoiceKeys } from './query-keys';

/** A page of every invoice (see usePagedSWR). */
export const useAdminInvoices = pageHook(adminInvoiceKeys.list, listAdminInvoices);

/** Fetches a page of the admin invoice list a person is about to open (see preload.ts). */
export const preloadAdminInvoices = pagePreload(adminInvoiceKeys.list, listAdminInvoices);

/** One invoice's admin view. */
export const useAdminInvoice = resourceHook(adminInvoiceKeys.detail, getAdminInvoice);

/**
 * An admin's changes to one invoice. Each reply is the invoice's admin view as it now stands: it replaces the
 * detail's cache, and every list page is revalidated (its paid state and totals moved). Each rejects with the
 * call's error.
 */
export const useAdminInvoiceActions = entityActionsHook(adminEntityCache(adminInvoiceKeys), {
  saves: { markPaid: markAdminInvoicePaid, addCredit: addAdminInvoiceCredit, resend: resendAdminInvoice },
});
