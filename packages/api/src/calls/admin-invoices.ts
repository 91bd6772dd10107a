import { request } from '../client';
import {
  type AdminInvoiceCreditInput,
  AdminInvoiceCreditInputSchema,
  type AdminInvoiceListQuery,
  AdminInvoiceListQuerySchema,
  AdminInvoiceListReplySchema,
  AdminInvoiceReplySchema,
  type MarkInvoicePaidInput,
  MarkInvoicePaidInputSchema,
} from '../schemas/admin-invoices';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const invoices = '/admin/api/invoices';
const one = (id: string | number) => `${invoices}/${encodeURIComponent(String(id))}`;

/** Admin: a page of every workspace's invoices, by month, paid state and currency, with the page's totals. */
export const listAdminInvoices = (query: AdminInvoiceListQuery = {}) =>
  request({
    path: `${invoices}.json${queryString(query, AdminInvoiceListQuerySchema)}`,
    responseSchema: AdminInvoiceListReplySchema,
  });

/** Admin: one invoice as its customer sees it, with its workspace and what admins did to it. */
export const getAdminInvoice = (id: string | number) =>
  request({ path: firstPagePaths.adminInvoice(id), responseSchema: AdminInvoiceReplySchema });

/** Admin: records a payment made outside the card flow (a bank transfer) by its authorisation code. */
export const markAdminInvoicePaid = (id: string | number, body: MarkInvoicePaidInput) =>
  request({
    path: `${one(id)}/mark-paid.json`,
    method: 'POST',
    body,
    requestSchema: MarkInvoicePaidInputSchema,
    responseSchema: AdminInvoiceReplySchema,
  });

/** Admin: takes an amount off an unpaid invoice, with a note kept beside it. */
export const addAdminInvoiceCredit = (id: string | number, body: AdminInvoiceCreditInput) =>
  request({
    path: `${one(id)}/credit.json`,
    method: 'POST',
    body,
    requestSchema: AdminInvoiceCreditInputSchema,
    responseSchema: AdminInvoiceReplySchema,
  });

/** Admin: sends the invoice to the workspace's billing e-mail address again. */
export const resendAdminInvoice = (id: string | number) =>
  request({ path: `${one(id)}/resend.json`, method: 'POST', responseSchema: AdminInvoiceReplySchema });
