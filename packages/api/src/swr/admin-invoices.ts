import { useMemo } from 'react';
import {
  addAdminInvoiceCredit,
  getAdminInvoice,
  listAdminInvoices,
  markAdminInvoicePaid,
  resendAdminInvoice,
} from '../calls/admin-invoices';
import type { AdminInvoiceCreditInput, MarkInvoicePaidInput } from '../schemas/admin-invoices';
import { entityWrites, pageHook, pagePreload, resourceHook } from './hook-kit';
import { adminInvoiceKeys } from './query-keys';
import { useSettle } from './settle';

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
export function useAdminInvoiceActions(id: string) {
  const settle = useSettle();
  return useMemo(() => {
    const { saved } = entityWrites(adminInvoiceKeys.lists, () => adminInvoiceKeys.detail(id));
    return {
      markPaid: (input: MarkInvoicePaidInput) => settle(markAdminInvoicePaid(id, input), saved),
      addCredit: (input: AdminInvoiceCreditInput) => settle(addAdminInvoiceCredit(id, input), saved),
      resend: () => settle(resendAdminInvoice(id), saved),
    };
  }, [settle, id]);
}
