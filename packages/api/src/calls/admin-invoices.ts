import {
  AdminInvoiceCreditInputSchema,
  AdminInvoiceListQuerySchema,
  AdminInvoiceListReplySchema,
  AdminInvoiceReplySchema,
  MarkInvoicePaidInputSchema,
} from '../schemas/admin-invoices';
import { actionCall, listCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const invoices = '/admin/api/invoices';
const one = (id: string | number) => `${invoices}/${encodeURIComponent(String(id))}`;

/** Admin: a page of every workspace's invoices, by month, paid state and currency, with the page's totals. */
export const listAdminInvoices = listCall(
  () => `${invoices}.json`,
  AdminInvoiceListQuerySchema,
  AdminInvoiceListReplySchema,
);

/** Admin: one invoice as its customer sees it, with its workspace and what admins did to it. */
export const getAdminInvoice = readCall(firstPagePaths.adminInvoice, AdminInvoiceReplySchema);

/** Admin: records a payment made outside the card flow (a bank transfer) by its authorisation code. */
export const markAdminInvoicePaid = writeCall(
  (id: string | number) => `${one(id)}/mark-paid.json`,
  MarkInvoicePaidInputSchema,
  AdminInvoiceReplySchema,
);

/** Admin: takes an amount off an unpaid invoice, with a note kept beside it. */
export const addAdminInvoiceCredit = writeCall(
  (id: string | number) => `${one(id)}/credit.json`,
  AdminInvoiceCreditInputSchema,
  AdminInvoiceReplySchema,
);

/** Admin: sends the invoice to the workspace's billing e-mail address again. */
export const resendAdminInvoice = actionCall(
  (id: string | number) => `${one(id)}/resend.json`,
  AdminInvoiceReplySchema,
);
