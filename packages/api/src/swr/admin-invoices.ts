import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import {
  addAdminInvoiceCredit,
  getAdminInvoice,
  listAdminInvoices,
  markAdminInvoicePaid,
  resendAdminInvoice,
} from '../calls/admin-invoices';
import type {
  AdminInvoiceCreditInput,
  AdminInvoiceListQuery,
  AdminInvoiceListReply,
  AdminInvoiceReply,
  MarkInvoicePaidInput,
} from '../schemas/admin-invoices';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import { adminInvoiceKeys } from './query-keys';
import { type Settlement, useSettle } from './settle';

/** A page of every invoice (see usePagedSWR). */
export function useAdminInvoices(
  query: AdminInvoiceListQuery,
  config?: SWRConfiguration<AdminInvoiceListReply>,
) {
  return usePagedSWR(adminInvoiceKeys.list(query), () => listAdminInvoices(query), config);
}

/** Fetches a page of the admin invoice list a person is about to open (see preload.ts). */
export function preloadAdminInvoices(query: AdminInvoiceListQuery): void {
  preloadCall(adminInvoiceKeys.list(query), () => listAdminInvoices(query));
}

/** One invoice's admin view. */
export function useAdminInvoice(id: string, config?: SWRConfiguration<AdminInvoiceReply>) {
  return useSWR(adminInvoiceKeys.detail(id), ([, , key]) => getAdminInvoice(key), config);
}

/**
 * An admin's changes to one invoice. Each reply is the invoice's admin view as it now stands: it replaces the
 * detail's cache, and every list page is revalidated (its paid state and totals moved). Each rejects with the
 * call's error.
 */
export function useAdminInvoiceActions(id: string) {
  const settle = useSettle();
  return useMemo(() => {
    const saved = (reply: AdminInvoiceReply): Settlement => ({
      write: [[adminInvoiceKeys.detail(id), reply]],
      invalidate: [adminInvoiceKeys.lists],
    });
    return {
      markPaid: (input: MarkInvoicePaidInput) => settle(markAdminInvoicePaid(id, input), saved),
      addCredit: (input: AdminInvoiceCreditInput) => settle(addAdminInvoiceCredit(id, input), saved),
      resend: () => settle(resendAdminInvoice(id), saved),
    };
  }, [settle, id]);
}
