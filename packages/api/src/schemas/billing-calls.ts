import { z } from 'zod/mini';
import { BillingAddressSchema } from '../billing-address';
import { CouponRedemptionSchema, CouponSchema } from './coupon';
import { CreditSchema } from './credit';
import { CreditCardSchema } from './credit-card';
import { replyOf } from './envelope';
import {
  CountSchema,
  CurrencySchema,
  DaySchema,
  forbiddenKeys,
  MoneySchema,
  MonthSchema,
  NonEmptyStringSchema,
  QuantitySchema,
  RowIdSchema,
} from './fields';
import { InvoiceSchema } from './invoice';
import { PaymentSchema } from './payment';
import { PlanSchema } from './plan';
import { PlanChangeSchema } from './plan-change';
import { UsageSchema } from './usage';

/** The texts of the billing calls' refusals, word for word on the screens and in the mock backend. */
export const BILLING_MESSAGES = {
  couponUnknown: 'There is no coupon with this code. Check it for typos.',
  couponExpired: (day: string) => `This coupon expired on ${day}.`,
  couponUsedUp: 'This coupon has been redeemed as often as it can be.',
  couponAlreadyRedeemed: 'This workspace has already redeemed this coupon.',
  couponCode: 'Enter the coupon code.',
  billLimit: 'Enter the bill limit as an amount greater than 0, with at most two decimals.',
  planUnknown: 'Choose one of the published plans.',
  planSame: 'This workspace is already on that plan.',
  invoiceNotFound: 'Invoice not found',
  invoicePaid: 'This invoice is already paid.',
  noCard: 'Add a card before paying this invoice.',
  cardExpired: 'Your card has expired. Add a card that is still valid.',
  cardToken: 'The card could not be read. Enter it again.',
  addonUnknown: 'There is no such add-on.',
  addonIncluded: 'Your plan already includes this add-on.',
  addonQuantity: 'Choose how many, from 1 to 50.',
  needCompany: 'Enter the company the invoice is issued to.',
} as const;

// --- this month at a glance ---

export const BillingDaySchema = z.object({
  date: DaySchema,
  /** Billed bytes of the day. */
  bytes_used: CountSchema,
});
export type BillingDay = z.infer<typeof BillingDaySchema>;

/** The current month so far and where it is heading. */
export const BillingMonthSchema = z.object({
  month: MonthSchema,
  days_in_month: z.int().check(z.minimum(28), z.maximum(31)),
  /** From the 1st to today, oldest first; today only up to now. */
  daily: z.array(BillingDaySchema),
  bytes_used: CountSchema,
  /** The month's bytes at the end of the month, at the pace so far (the workspace's `usage_forecast`). */
  forecast_bytes: CountSchema,
  /** Plan fee and GB beyond the allowance so far, before discounts and VAT. */
  cost_so_far: MoneySchema,
  /** The same at the month's end, at the pace so far (the workspace's `revenue_forecast`). */
  forecast_cost: MoneySchema,
  currency: CurrencySchema,
});
export type BillingMonth = z.infer<typeof BillingMonthSchema>;

/** The limit fields of the workspace (spec §3), as the billing page reads and writes them. */
export const BillLimitSchema = z.object({
  /** A monthly spending cap in the plan's currency; null: no cap. */
  bill_limit: z.nullable(MoneySchema),
  stop_processing_on_bill_limit: z.boolean(),
  plan_exceeded: z.boolean(),
  bill_limit_reached: z.boolean(),
});
export type BillLimit = z.infer<typeof BillLimitSchema>;

/** A coupon the workspace redeemed, with what it still gives. */
export const ActiveDiscountSchema = z.object({
  coupon: CouponSchema,
  redemption: CouponRedemptionSchema,
});
export type ActiveDiscount = z.infer<typeof ActiveDiscountSchema>;

/** A plan change that waits for the next month (downgrades do). */
export const PendingPlanChangeSchema = z.object({ plan: PlanSchema, effective_on: DaySchema });
export type PendingPlanChange = z.infer<typeof PendingPlanChangeSchema>;

/** `GET /{slug}/api/billing.json`: everything the billing page shows but the usage and the invoices. */
export const BillingReplySchema = replyOf({
  plan: PlanSchema,
  /** The published plans, cheapest first. */
  plans: z.array(PlanSchema),
  pending_plan_change: z.nullable(PendingPlanChangeSchema),
  limits: BillLimitSchema,
  month: BillingMonthSchema,
  /** The active card; null when none is on file. */
  card: z.nullable(CreditCardSchema),
  /** Credits not yet deducted from an invoice. */
  credits: z.array(CreditSchema),
  discounts: z.array(ActiveDiscountSchema),
  /** Paid by bank transfer against the invoice rather than charged to a card. */
  uses_invoicing: z.boolean(),
});
export type BillingReply = z.infer<typeof BillingReplySchema>;

/** Set, change or remove the bill limit. */
export const BillLimitInputSchema = z.object({
  bill_limit: z.nullable(
    z.number({ error: BILLING_MESSAGES.billLimit }).check(
      z.positive(BILLING_MESSAGES.billLimit),
      z.maximum(1_000_000, 'Keep the bill limit under $1,000,000.'),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, BILLING_MESSAGES.billLimit),
    ),
  ),
  stop_processing_on_bill_limit: z.boolean(),
});
export type BillLimitInput = z.infer<typeof BillLimitInputSchema>;

export const BillLimitReplySchema = replyOf({ limits: BillLimitSchema });

// --- plans ---

export const PlanChangeInputSchema = z.object({
  plan_id: RowIdSchema,
  /** Why the workspace changes plans; kept with the plan change. */
  reason: z.optional(z.string().check(z.maxLength(500, 'Keep the reason under 500 characters.'))),
});
export type PlanChangeInput = z.infer<typeof PlanChangeInputSchema>;

/** What a plan change would do, before it is made. */
export const PlanChangePreviewSchema = z.object({
  from: PlanSchema,
  to: PlanSchema,
  type: z.enum(['upgrade', 'downgrade']),
  /** New monthly fee minus the current one; negative for a cheaper plan. */
  monthly_difference: z.number(),
  /** Charged on the next invoice for the rest of this month (upgrades); 0 for downgrades. */
  prorated_charge: MoneySchema,
  /** Upgrades take effect today, downgrades on the 1st of next month. */
  effective_on: DaySchema,
  currency: CurrencySchema,
});
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;

export const PlanChangePreviewReplySchema = replyOf({ preview: PlanChangePreviewSchema });
export const PlanChangeReplySchema = replyOf({
  plan_change: PlanChangeSchema,
  preview: PlanChangePreviewSchema,
});

// --- the card ---

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * A card as a payment provider's tokenised form hands it over: a token, the last four digits, the brand, the
 * expiry and the owner. The full number and the security code never leave the form; a body carrying either is
 * reported as a schema mismatch by the request helper before it would be sent.
 */
export const CardTokenInputSchema = z.object({
  token: z.string().check(z.regex(/^tok_[A-Za-z0-9]{8,64}$/, BILLING_MESSAGES.cardToken)),
  last4: z.string().check(z.regex(/^\d{4}$/, BILLING_MESSAGES.cardToken)),
  brand: z.enum(CARD_BRANDS, { error: BILLING_MESSAGES.cardToken }),
  exp_month: z.int().check(z.minimum(1), z.maximum(12)),
  exp_year: z.int().check(z.minimum(2000), z.maximum(2100)),
  owner_name: z.string().check(z.minLength(2, 'Enter the name on the card.'), z.maxLength(100)),
  ...forbiddenKeys(['number', 'card_number', 'cvc', 'cvv', 'pan'] as const),
});
export type CardTokenInput = z.infer<typeof CardTokenInputSchema>;

export const CreditCardReplySchema = replyOf({ card: CreditCardSchema });

// --- coupons ---

export const RedeemCouponInputSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, BILLING_MESSAGES.couponCode), z.maxLength(40)),
});
export type RedeemCouponInput = z.infer<typeof RedeemCouponInputSchema>;

export const RedeemCouponReplySchema = replyOf({
  discount: z.nullable(ActiveDiscountSchema),
  /** An absolute reward arrives as a credit instead of a discount. */
  credit: z.nullable(CreditSchema),
});

// --- usage ---

export const UsageReplySchema = replyOf({
  month: MonthSchema,
  /** Every month with usage, newest first, for the month picker. */
  months: z.array(MonthSchema),
  /** One row per robot and region. */
  usage: z.array(UsageSchema),
  /** Billed bytes of every month in `months`, oldest first, for the chart. */
  totals: z.array(z.object({ month: MonthSchema, billed_bytes: CountSchema })),
});
export type UsageReply = z.infer<typeof UsageReplySchema>;

// --- invoices ---

export const InvoiceListReplySchema = replyOf({
  /** Newest first. */
  invoices: z.array(InvoiceSchema),
});
export type InvoiceListReply = z.infer<typeof InvoiceListReplySchema>;

export const InvoiceReplySchema = replyOf({
  invoice: InvoiceSchema,
  /** The plan's name as it was invoiced. */
  plan_title: NonEmptyStringSchema,
  /** Every attempt to collect it, oldest first. */
  payments: z.array(PaymentSchema),
});
export type InvoiceReply = z.infer<typeof InvoiceReplySchema>;

export const PayInvoiceReplySchema = replyOf({
  invoice: InvoiceSchema,
  payment: PaymentSchema,
});

/** Re-issue an invoice to a company: its address, VAT id and PO number. */
export const ConvertInvoiceInputSchema = z.extend(BillingAddressSchema, {
  po_number: z.nullable(z.string().check(z.maxLength(40))),
});
export type ConvertInvoiceInput = z.infer<typeof ConvertInvoiceInputSchema>;

// --- add-ons ---

export const ADDON_IDS = [
  'image_turbo',
  'video_turbo',
  'fields_search',
  'priority_slots',
  'extra_machines',
  'extra_seats',
] as const;
export type AddonId = (typeof ADDON_IDS)[number];

export const AddonSchema = z.object({
  id: z.enum(ADDON_IDS),
  title: NonEmptyStringSchema,
  description: NonEmptyStringSchema,
  /** Per month, per unit when `unit` is set. */
  price_per_month: MoneySchema,
  currency: CurrencySchema,
  /** What a quantity counts ('machine', 'seat', 'slot'); null for an add-on that is on or off. */
  unit: z.nullable(z.enum(['machine', 'seat', 'slot'])),
  /**
   * How many the plan includes (machines, seats, priority slots), or 1 when it includes an on/off add-on;
   * null when it includes any number (unlimited seats).
   */
  included: z.nullable(QuantitySchema),
  enabled: z.boolean(),
  /** Units bought beyond what the plan includes; 0 when not enabled. */
  quantity: CountSchema,
});
export type Addon = z.infer<typeof AddonSchema>;

export const AddonListReplySchema = replyOf({ addons: z.array(AddonSchema) });
export type AddonListReply = z.infer<typeof AddonListReplySchema>;

export const UpdateAddonInputSchema = z.object({
  enabled: z.boolean(),
  quantity: z.optional(
    z
      .int({ error: BILLING_MESSAGES.addonQuantity })
      .check(z.minimum(1, BILLING_MESSAGES.addonQuantity), z.maximum(50, BILLING_MESSAGES.addonQuantity)),
  ),
});
export type UpdateAddonInput = z.infer<typeof UpdateAddonInputSchema>;

export const AddonReplySchema = replyOf({ addon: AddonSchema });
