import {
  additionalGbFee as additionalGbFeeOf,
  fromMinor,
  type Invoice,
  InvoiceSchema,
  invoiceTotals,
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
  const additionalGb = roundCents(Math.max(0, usedGb - plan.gb_included));
  const additionalGbFee = fromMinor(additionalGbFeeOf(usedGb, plan), plan.currency);
  const couponPercent = seq % 4 === 0 ? 20 : 0;
  const reverseCharge = seq % 3 === 0;
  const vatRate = reverseCharge ? 0 : GERMAN_VAT_RATE;
  // Integer minor units throughout (money.ts), so the totals add up to the cent.
  const totals = invoiceTotals({
    currency: plan.currency,
    base_fee: plan.price_per_month,
    additional_gb_fee: additionalGbFee,
    num_machines: 0,
    price_per_machine: 0,
    custom_expenses: 0,
    signup_discount_percent: 0,
    coupon_discount_percent: couponPercent,
    reward: 0,
    credit: seq % 5 === 0 ? 25 : 0,
    vat_rate: vatRate,
    reverse_charge_vat: reverseCharge,
  });
  const money = (minor: number) => fromMinor(minor, plan.currency);
  const paid = seq % 6 !== 0;
  const defaults: Invoice = {
    id: seq,
    number: `INV-${month}-${String(seq).padStart(5, '0')}`,
    paid,
    authcode: paid ? hexId('authcode', seq).slice(0, 10).toUpperCase() : null,
    account_id: 1,
    month,
    plan_id: plan.id,
    gb_included: plan.gb_included,
    price_per_gb: plan.price_per_gb,
    price_per_month: plan.price_per_month,
    used_gb: usedGb,
    additional_gb: additionalGb,
    base_fee: plan.price_per_month,
    additional_gb_fee: additionalGbFee,
    num_machines: 0,
    price_per_machine: 0,
    custom_expenses: 0,
    subtotal: money(totals.subtotal),
    robots: ROBOT_SHARES.map(({ robot, share }) => ({ robot, used_gb: roundCents(usedGb * share) })),
    tiers: plan.tiers,
    reverse_charge_vat: reverseCharge,
    vat_rate: vatRate,
    vat: money(totals.vat),
    credit: money(totals.credit),
    total_fee: money(totals.total),
    currency: plan.currency,
    ...BILLING_ADDRESS,
    to_vat_id: reverseCharge ? 'DE123456789' : '',
    po_number: seq % 4 === 2 ? `PO-${month}-118` : null,
    reward: 0,
    signup_discount_amount: 0,
    signup_discount_percent: 0,
    coupon_discount_amount: money(totals.couponDiscount),
    coupon_discount_percent: couponPercent,
    uses_invoicing: false,
  };
  return InvoiceSchema.parse({ ...defaults, ...overrides });
}
