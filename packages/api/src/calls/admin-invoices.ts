import {
  AdminInvoiceCreditInputSchema,
  AdminInvoiceListQuerySchema,
  AdminInvoiceListReplySchema,
  AdminInvoiceReplySchema,
  MarkInvoicePaidInputSchema,
} from '../schemas/admin-invoices';
import { actionCall, adminEntityPaths, listCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';

const { all, one } = adminEntityPaths<string | number>('invoices');

/** Admin: a page of every workspace's invoices, by month, paid state and currency, with the page's totals. */
export const listAdminInvoices = listCall(
  all('.json'),
  AdminInvoiceListQuerySchema,
  AdminInvoiceListReplySchema,
);

/** Admin: one invoice as its customer sees it, with its workspace and what admins did to it. */
export const getAdminInvoice = readCall(firstPagePaths.adminInvoice, AdminInvoiceReplySchema);

/** Admin: records a payment made outside the card flow (a bank transfer) by its authorisation code. */
export const markAdminInvoicePaid = writeCall(
  one('/mark-paid.json'),
  MarkInvoicePaidInputSchema,
  AdminInvoiceReplySchema,
);

/** Admin: takes an amount off an unpaid invoice, with a note kept beside it. */
export const addAdminInvoiceCredit = writeCall(
  one('/credit.json'),
  AdminInvoiceCreditInputSchema,
  AdminInvoiceReplySchema,
);

/** Admin: sends the invoice to the workspace's billing e-mail address again. */
export const resendAdminInvoice = actionCall(one('/resend.json'), AdminInvoiceReplySchema);
