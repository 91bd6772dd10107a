import {
  type AddonId,
  AddonListReplySchema,
  AddonReplySchema,
  BillingReplySchema,
  BillLimitInputSchema,
  BillLimitReplySchema,
  CardTokenInputSchema,
  ConvertInvoiceInputSchema,
  CreditCardReplySchema,
  InvoiceListReplySchema,
  InvoiceReplySchema,
  PayInvoiceReplySchema,
  PlanChangeInputSchema,
  PlanChangePreviewReplySchema,
  PlanChangeReplySchema,
  RedeemCouponInputSchema,
  RedeemCouponReplySchema,
  UpdateAddonInputSchema,
  UsageReplySchema,
} from '../schemas/billing-calls';
import { segment, workspaceApi } from './address-parts';
import { actionCall, readCall, writeCall } from './call-kit';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const invoice = (slug: string, id: string | number) => `${workspaceApi(slug)}/invoices/${segment(id)}`;

/** The billing page: plan, published plans, this month with its forecast, limits, card, credits, discounts. */
export const getBilling = readCall(firstPagePaths.billing, BillingReplySchema);

/** Sets, changes (a positive amount) or removes (null) the monthly bill limit. */
export const updateBillLimit = writeCall(
  (slug: string) => `${workspaceApi(slug)}/billing/bill-limit.json`,
  BillLimitInputSchema,
  BillLimitReplySchema,
);

/** What moving to another plan would cost and when it would take effect; changes nothing. */
export const previewPlanChange = writeCall(
  (slug: string) => `${workspaceApi(slug)}/billing/plan/preview.json`,
  PlanChangeInputSchema,
  PlanChangePreviewReplySchema,
);

/** Moves to another published plan, recorded as a plan change with its reason. */
export const changePlan = writeCall(
  (slug: string) => `${workspaceApi(slug)}/billing/plan.json`,
  PlanChangeInputSchema,
  PlanChangeReplySchema,
);

/** Adds or replaces the card on file from the provider's token; never the card number. */
export const saveCreditCard = writeCall(
  (slug: string) => `${workspaceApi(slug)}/billing/card.json`,
  CardTokenInputSchema,
  CreditCardReplySchema,
);

/** Redeems a coupon; unknown, expired, used-up and already-redeemed codes are refused, each with its text. */
export const redeemCoupon = writeCall(
  (slug: string) => `${workspaceApi(slug)}/billing/coupons.json`,
  RedeemCouponInputSchema,
  RedeemCouponReplySchema,
);

/** Usage per robot and region in one month (`YYYY-MM`; this month when left out). */
export const getUsage = readCall(
  (slug: string, month?: string) => `${workspaceApi(slug)}/usage.json${queryString({ month })}`,
  UsageReplySchema,
);

export const listInvoices = readCall(
  (slug: string) => `${workspaceApi(slug)}/invoices.json`,
  InvoiceListReplySchema,
);

export const getInvoice = readCall(firstPagePaths.invoice, InvoiceReplySchema);

/** Charges the card on file; a decline fails with the provider's message (402). */
export const payInvoice = actionCall(
  (slug: string, id: string | number) => `${invoice(slug, id)}/pay.json`,
  PayInvoiceReplySchema,
);

/** Re-issues a receipt as a formal invoice to a company, with its address, VAT id and PO number. */
export const convertInvoice = writeCall(
  (slug: string, id: string | number) => `${invoice(slug, id)}/convert.json`,
  ConvertInvoiceInputSchema,
  InvoiceReplySchema,
);

export const listAddons = readCall(firstPagePaths.addons, AddonListReplySchema);

/** Turns an add-on on (with a quantity for machines, seats and slots) or off. */
export const updateAddon = writeCall(
  (slug: string, id: AddonId) => `${workspaceApi(slug)}/addons/${segment(id)}.json`,
  UpdateAddonInputSchema,
  AddonReplySchema,
);
