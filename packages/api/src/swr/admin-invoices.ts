import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
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

/** Every SWR cache key of the admin invoices, in one place. */
export const adminInvoiceKeys = {
  list: (query: AdminInvoiceListQuery) =>
    [
      'admin-invoices',
      'list',
      query.month ?? null,
      query.paid ?? null,
      query.currency ?? null,
      query.page ?? null,
      query.per_page ?? null,
    ] as const,
  detail: (id: string) => ['admin-invoices', 'detail', id] as const,
};

const isAdminInvoiceListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin-invoices' && key[1] === 'list';

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
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: AdminInvoiceReply) => {
      await Promise.all([
        mutate(adminInvoiceKeys.detail(id), reply, { revalidate: false }),
        mutate(isAdminInvoiceListKey),
      ]);
      return reply;
    };
    return {
      markPaid: async (input: MarkInvoicePaidInput) => settle(await markAdminInvoicePaid(id, input)),
      addCredit: async (input: AdminInvoiceCreditInput) => settle(await addAdminInvoiceCredit(id, input)),
      resend: async () => settle(await resendAdminInvoice(id)),
    };
  }, [mutate, id]);
}
