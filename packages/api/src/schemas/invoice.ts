import { z } from 'zod/mini';
import {
  CountSchema,
  CurrencySchema,
  MoneySchema,
  MonthSchema,
  NonEmptyStringSchema,
  PercentSchema,
  QuantitySchema,
  RobotSchema,
  RowIdSchema,
} from './fields';
import { PriceTierSchema } from './plan';

/** GB one robot used in the invoiced month, for the invoice's breakdown. */
export const InvoiceRobotLineSchema = z.object({
  robot: RobotSchema,
  used_gb: QuantitySchema,
});
export type InvoiceRobotLine = z.infer<typeof InvoiceRobotLineSchema>;

/**
 * A monthly invoice. Prices and the billing address are copied onto it when it is issued,
 * so it reads the same after the plan or the workspace changes.
 */
export const InvoiceSchema = z.object({
  id: RowIdSchema,
  number: NonEmptyStringSchema,
  paid: z.boolean(),
  /** Authorisation code of the successful payment; null while unpaid. */
  authcode: z.nullable(NonEmptyStringSchema),
  account_id: RowIdSchema,
  month: MonthSchema,
  plan_id: RowIdSchema,
  gb_included: QuantitySchema,
  price_per_gb: MoneySchema,
  price_per_month: MoneySchema,
  used_gb: QuantitySchema,
  /** GB used beyond the plan's allowance. */
  additional_gb: QuantitySchema,
  base_fee: MoneySchema,
  additional_gb_fee: MoneySchema,
  num_machines: CountSchema,
  price_per_machine: MoneySchema,
  custom_expenses: MoneySchema,
  subtotal: MoneySchema,
  robots: z.array(InvoiceRobotLineSchema),
  tiers: z.array(PriceTierSchema),
  /** The customer, not the service, accounts for VAT (EU business with a VAT id). */
  reverse_charge_vat: z.boolean(),
  vat_rate: PercentSchema,
  vat: MoneySchema,
  /** Open credits deducted from this invoice. */
  credit: MoneySchema,
  total_fee: MoneySchema,
  currency: CurrencySchema,
  to_name: z.string(),
  to_company: z.string(),
  to_address_1: z.string(),
  to_address_2: z.string(),
  to_zip: z.string(),
  to_city: z.string(),
  to_state: z.string(),
  to_country: z.string(),
  to_vat_id: z.string(),
  /** Purchase-order number the customer asked to be printed on the invoice. */
  po_number: z.nullable(NonEmptyStringSchema),
  /** Referral reward deducted. */
  reward: MoneySchema,
  signup_discount_amount: MoneySchema,
  signup_discount_percent: PercentSchema,
  coupon_discount_amount: MoneySchema,
  coupon_discount_percent: PercentSchema,
  /** Paid by bank transfer against the invoice rather than charged to a card. */
  uses_invoicing: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
