import { z } from 'zod/mini';
import { ADMIN_CREDIT_MAX, ADMIN_CREDIT_TOO_HIGH, adminCreditInput } from './admin-credit';
import { InvoiceReplySchema } from './billing-calls';
import { CountSchema, MonthSchema, TimestampSchema } from './fields';
import { requiredText, sameFor } from './inputs';
import { InvoiceSchema } from './invoice';
import { choiceFilter, pageOf, pagingQueryFields } from './paging';
import { WorkspaceRefSchema } from './workspace-ref';

export const ADMIN_INVOICES_PER_PAGE = 50;
export const ADMIN_INVOICES_MAX_PER_PAGE = 200;
/** The currencies the service invoices in. */
export const ADMIN_INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type AdminInvoiceCurrency = (typeof ADMIN_INVOICE_CURRENCIES)[number];
export const ADMIN_INVOICE_PAID_STATES = ['paid', 'unpaid'] as const;
/** The largest credit one admin may give on an invoice, in its currency. */
export const ADMIN_INVOICE_CREDIT_MAX = ADMIN_CREDIT_MAX;
/** A payment provider's or bank's authorisation code: letters, digits and dashes. */
export const AUTHCODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

/** The server's words for each refusal of the admin invoice calls. */
export const ADMIN_INVOICE_MESSAGES = {
  refused: 'Only admins can manage invoices.',
  notFound: 'There is no invoice with this id.',
  authcodeMissing: 'Enter the authorisation code of the payment.',
  authcodeInvalid: 'An authorisation code is 6 to 32 letters, digits or dashes.',
  alreadyPaid: 'This invoice is already paid.',
  amountInvalid: 'Give an amount above 0, in the invoice’s currency.',
  amountTooHigh: ADMIN_CREDIT_TOO_HIGH,
  amountOverTotal: 'A credit cannot be more than what is left to pay on the invoice.',
  paidNoCredit: 'This invoice is paid; give the credit on the workspace instead.',
  noteMissing: 'Say what the credit is for; the note is kept with the invoice.',
  noBillingEmail: 'The workspace has no billing e-mail address or owner to send the invoice to.',
} as const;

export const AdminInvoiceListQuerySchema = z.object({
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.'))),
  paid: z.optional(z.enum(ADMIN_INVOICE_PAID_STATES, { error: 'Filter by paid or unpaid.' })),
  currency: choiceFilter(ADMIN_INVOICE_CURRENCIES, 'currencies'),
  ...pagingQueryFields({ maxPerPage: ADMIN_INVOICES_MAX_PER_PAGE, one: 'invoice', many: 'invoices' }),
});
export type AdminInvoiceListQuery = z.infer<typeof AdminInvoiceListQuerySchema>;

/** An invoice as the admin list shows it. */
export const AdminInvoiceRowSchema = z.extend(
  z.pick(InvoiceSchema, {
    id: true,
    number: true,
    account_id: true,
    month: true,
    subtotal: true,
    vat: true,
    credit: true,
    total_fee: true,
    paid: true,
  }),
  {
    workspace_slug: z.string(),
    workspace_name: z.string(),
    currency: z.enum(ADMIN_INVOICE_CURRENCIES),
    /** The last attempt to charge it failed. */
    payment_failed: z.boolean(),
    created: TimestampSchema,
  },
);
export type AdminInvoiceRow = z.infer<typeof AdminInvoiceRowSchema>;

/** What the rows of one page add up to in one currency, in integer cents, so the sums are exact. */
export const AdminInvoicePageTotalSchema = z.object({
  currency: z.enum(ADMIN_INVOICE_CURRENCIES),
  count: CountSchema,
  total_cents: CountSchema,
  paid_cents: CountSchema,
  unpaid_cents: CountSchema,
});
export type AdminInvoicePageTotal = z.infer<typeof AdminInvoicePageTotalSchema>;

/** Newest month first, then by number. */
export const AdminInvoiceListReplySchema = pageOf('invoices', AdminInvoiceRowSchema, {
  /** The page's rows summed per currency (only the currencies on the page). */
  page_totals: z.array(AdminInvoicePageTotalSchema),
  /** Every month the ledger has invoices for, newest first: the month filter's choices. */
  months: z.array(MonthSchema),
});
export type AdminInvoiceListReply = z.infer<typeof AdminInvoiceListReplySchema>;

/** What an admin did to an invoice, oldest first. */
export const AdminInvoiceEventSchema = z.object({
  kind: z.enum(['marked-paid', 'credit', 'resent']),
  at: TimestampSchema,
  admin_name: z.string(),
  /** In words: "Marked paid with authorisation code AB12CD", "Credit of €20.00: goodwill", "Sent to …". */
  summary: z.string(),
});
export type AdminInvoiceEvent = z.infer<typeof AdminInvoiceEventSchema>;

/** The invoice as its customer sees it, plus whose it is and what admins did to it. */
export const AdminInvoiceReplySchema = z.extend(InvoiceReplySchema, {
  workspace: z.extend(WorkspaceRefSchema, {
    /** Where "Resend" sends it: the billing address, else the owner's. */
    billing_email: z.nullable(z.string()),
  }),
  events: z.array(AdminInvoiceEventSchema),
});
export type AdminInvoiceReply = z.infer<typeof AdminInvoiceReplySchema>;

export const MarkInvoicePaidInputSchema = z.object({
  authcode: requiredText(sameFor(ADMIN_INVOICE_MESSAGES.authcodeMissing), { trim: true }).check(
    z.regex(AUTHCODE_PATTERN, ADMIN_INVOICE_MESSAGES.authcodeInvalid),
  ),
});
export type MarkInvoicePaidInput = z.infer<typeof MarkInvoicePaidInputSchema>;

export const AdminInvoiceCreditInputSchema = adminCreditInput(ADMIN_INVOICE_MESSAGES);
export type AdminInvoiceCreditInput = z.infer<typeof AdminInvoiceCreditInputSchema>;
