import { request } from '../client';
import {
  type AddonId,
  AddonListReplySchema,
  AddonReplySchema,
  BillingReplySchema,
  type BillLimitInput,
  BillLimitInputSchema,
  BillLimitReplySchema,
  type CardTokenInput,
  CardTokenInputSchema,
  type ConvertInvoiceInput,
  ConvertInvoiceInputSchema,
  CreditCardReplySchema,
  InvoiceListReplySchema,
  InvoiceReplySchema,
  PayInvoiceReplySchema,
  type PlanChangeInput,
  PlanChangeInputSchema,
  PlanChangePreviewReplySchema,
  PlanChangeReplySchema,
  type RedeemCouponInput,
  RedeemCouponInputSchema,
  RedeemCouponReplySchema,
  type UpdateAddonInput,
  UpdateAddonInputSchema,
  UsageReplySchema,
} from '../schemas/billing-calls';
import { firstPagePaths } from './first-page';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const api = (slug: string) => `/${segment(slug)}/api`;

/** The billing page: plan, published plans, this month with its forecast, limits, card, credits, discounts. */
export const getBilling = (slug: string) =>
  request({ path: firstPagePaths.billing(slug), responseSchema: BillingReplySchema });

/** Sets, changes (a positive amount) or removes (null) the monthly bill limit. */
export const updateBillLimit = (slug: string, body: BillLimitInput) =>
  request({
    path: `${api(slug)}/billing/bill-limit.json`,
    method: 'POST',
    body,
    requestSchema: BillLimitInputSchema,
    responseSchema: BillLimitReplySchema,
  });

/** What moving to another plan would cost and when it would take effect; changes nothing. */
export const previewPlanChange = (slug: string, body: PlanChangeInput) =>
  request({
    path: `${api(slug)}/billing/plan/preview.json`,
    method: 'POST',
    body,
    requestSchema: PlanChangeInputSchema,
    responseSchema: PlanChangePreviewReplySchema,
  });

/** Moves to another published plan, recorded as a plan change with its reason. */
export const changePlan = (slug: string, body: PlanChangeInput) =>
  request({
    path: `${api(slug)}/billing/plan.json`,
    method: 'POST',
    body,
    requestSchema: PlanChangeInputSchema,
    responseSchema: PlanChangeReplySchema,
  });

/** Adds or replaces the card on file from the provider's token; never the card number. */
export const saveCreditCard = (slug: string, body: CardTokenInput) =>
  request({
    path: `${api(slug)}/billing/card.json`,
    method: 'POST',
    body,
    requestSchema: CardTokenInputSchema,
    responseSchema: CreditCardReplySchema,
  });

/** Redeems a coupon; unknown, expired, used-up and already-redeemed codes are refused, each with its text. */
export const redeemCoupon = (slug: string, body: RedeemCouponInput) =>
  request({
    path: `${api(slug)}/billing/coupons.json`,
    method: 'POST',
    body,
    requestSchema: RedeemCouponInputSchema,
    responseSchema: RedeemCouponReplySchema,
  });

/** Usage per robot and region in one month (`YYYY-MM`; this month when left out). */
export const getUsage = (slug: string, month?: string) =>
  request({
    path: `${api(slug)}/usage.json${queryString({ month })}`,
    responseSchema: UsageReplySchema,
  });

export const listInvoices = (slug: string) =>
  request({ path: `${api(slug)}/invoices.json`, responseSchema: InvoiceListReplySchema });

export const getInvoice = (slug: string, id: string | number) =>
  request({ path: firstPagePaths.invoice(slug, id), responseSchema: InvoiceReplySchema });

/** Charges the card on file; a decline fails with the provider's message (402). */
export const payInvoice = (slug: string, id: string | number) =>
  request({
    path: `${api(slug)}/invoices/${segment(id)}/pay.json`,
    method: 'POST',
    responseSchema: PayInvoiceReplySchema,
  });

/** Re-issues a receipt as a formal invoice to a company, with its address, VAT id and PO number. */
export const convertInvoice = (slug: string, id: string | number, body: ConvertInvoiceInput) =>
  request({
    path: `${api(slug)}/invoices/${segment(id)}/convert.json`,
    method: 'POST',
    body,
    requestSchema: ConvertInvoiceInputSchema,
    responseSchema: InvoiceReplySchema,
  });

export const listAddons = (slug: string) =>
  request({ path: firstPagePaths.addons(slug), responseSchema: AddonListReplySchema });

/** Turns an add-on on (with a quantity for machines, seats and slots) or off. */
export const updateAddon = (slug: string, id: AddonId, body: UpdateAddonInput) =>
  request({
    path: `${api(slug)}/addons/${segment(id)}.json`,
    method: 'POST',
    body,
    requestSchema: UpdateAddonInputSchema,
    responseSchema: AddonReplySchema,
  });
