import {
  additionalGbFee,
  fromMinor,
  type Invoice,
  type InvoiceCharges,
  InvoiceSchema,
  invoiceTotals,
  type Plan,
} from '@console/api';
import { monthsAgo, roundCents } from './catalogue';
import { buildPlan } from './plan';
import { between, hexId, seededRandom } from './seed';

const STARTUP_PLAN_SEQ = 2;

/** How the month's GB split over robots on the invoice. */
const ROBOT_SHARES = [
  { robot: '/video/encode', share: 0.6 },
  { robot: '/image/resize', share: 0.25 },
  { robot: '/s3/store', share: 0.15 },
] as const;

const BILLING_ADDRESS = {
  to_name: 'Ada Lovelace',
  to_company: 'Northwind Media GmbH',
  to_address_1: 'Friedrichstraße 68',
  to_address_2: '',
  to_zip: '10117',
  to_city: 'Berlin',
  to_state: '',
  to_country: 'Germany',
} as const;

const GERMAN_VAT_RATE = 19;

/** What an invoice is charged on beyond its plan and the GB used: machines, discounts, credit and VAT. */
export type InvoiceTerms = Pick<
  InvoiceCharges,
  | 'num_machines'
  | 'price_per_machine'
  | 'signup_discount_percent'
  | 'coupon_discount_percent'
  | 'credit'
  | 'vat_rate'
  | 'reverse_charge_vat'
>;

/** An invoice's number, and the card payment's authorisation code once it is paid. */
export const invoiceNumbering = (id: number, month: string, paid: boolean) => ({
  id,
  number: `INV-${month}-${String(id).padStart(5, '0')}`,
  paid,
  authcode: paid ? hexId('authcode', id).slice(0, 10).toUpperCase() : null,
});

/**
 * The fields of an invoice that follow from its plan, the GB used and its terms: the plan's prices, the fees, the
 * robots' split of the GB, the discounts, credit, VAT and the totals, in integer minor units throughout (money.ts),
 * so they add up to the cent. The seeded invoices and the ones the billing store issues are both made here.
 */
export function invoiceAmounts(plan: Plan, usedGb: number, terms: InvoiceTerms) {
  const charges: InvoiceCharges = {
    ...terms,
    currency: plan.currency,
    base_fee: plan.price_per_month,
    additional_gb_fee: fromMinor(additionalGbFee(usedGb, plan), plan.currency),
    custom_expenses: 0,
    reward: 0,
  };
  const totals = invoiceTotals(charges);
  const money = (minor: number) => fromMinor(minor, plan.currency);
  return {
    ...charges,
    plan_id: plan.id,
    gb_included: plan.gb_included,
    price_per_gb: plan.price_per_gb,
    price_per_month: plan.price_per_month,
    used_gb: usedGb,
    additional_gb: roundCents(Math.max(0, usedGb - plan.gb_included)),
    subtotal: money(totals.subtotal),
    robots: ROBOT_SHARES.map(({ robot, share }) => ({ robot, used_gb: roundCents(usedGb * share) })),
    tiers: plan.tiers,
    reward: money(totals.reward),
    signup_discount_amount: money(totals.signupDiscount),
    coupon_discount_amount: money(totals.couponDiscount),
    vat: money(totals.vat),
    credit: money(totals.credit),
    total_fee: money(totals.total),
  };
}

/**
 * Workspace 1's invoice on the Startup plan for the month `seq` months before FIXTURE_NOW, with fees, discounts,
 * credit and VAT that add up. Every third invoice is reverse-charged (a VAT id is given); every sixth is unpaid.
 * Overrides are taken as given: totals are not recomputed.
 */
export function buildInvoice(overrides: Partial<Invoice> = {}, seq = 1): Invoice {
  const random = seededRandom(seq);
  const plan = buildPlan({}, STARTUP_PLAN_SEQ);
  const month = monthsAgo(seq);
  const usedGb = roundCents(between(random, 6, 40) + between(random, 0, 99) / 100);
  const reverseCharge = seq % 3 === 0;
  const defaults: Invoice = {
    ...invoiceNumbering(seq, month, seq % 6 !== 0),
    account_id: 1,
    month,
    ...invoiceAmounts(plan, usedGb, {
      num_machines: 0,
      price_per_machine: 0,
      signup_discount_percent: 0,
      coupon_discount_percent: seq % 4 === 0 ? 20 : 0,
      credit: seq % 5 === 0 ? 25 : 0,
      vat_rate: reverseCharge ? 0 : GERMAN_VAT_RATE,
      reverse_charge_vat: reverseCharge,
    }),
    ...BILLING_ADDRESS,
    to_vat_id: reverseCharge ? 'DE123456789' : '',
    po_number: seq % 4 === 2 ? `PO-${month}-118` : null,
    uses_invoicing: false,
  };
  return InvoiceSchema.parse({ ...defaults, ...overrides });
}
