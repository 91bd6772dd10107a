/*
 * Money in integer minor units (cents for USD and EUR). The wire carries amounts as decimals in the record's
 * currency; every sum, discount, tax and price difference is worked out here on integers and turned back into a
 * decimal only at the edge, so 0.1 + 0.2 never becomes 0.30000000000000004 on an invoice.
 */

import type { PriceTier } from './schemas/plan';

/** An amount in the currency's smallest unit (cents); always an integer. */
export type Minor = number;

const digitsCache = new Map<string, number>();

/** How many decimals the currency has (2 for USD and EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** A decimal amount from the wire (49.9) as minor units (4990), rounded to the nearest unit. */
export function toMinor(amount: number, currency = 'USD'): Minor {
  // Through the decimal string, so 4.35 (4.3499999… in binary) gives 435 and not 434.
  const [whole = '0', fraction = ''] = Math.abs(amount)
    .toFixed(currencyDigits(currency) + 2)
    .split('.');
  const digits = currencyDigits(currency);
  const scaled = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  const rest = Number(fraction.slice(digits) || '0');
  const rounded = scaled + (rest >= 50 ? 1 : 0);
  return amount < 0 ? -rounded : rounded;
}

/** Minor units (4990) back to the wire's decimal (49.9). */
export function fromMinor(minor: Minor, currency = 'USD'): number {
  return minor / 10 ** currencyDigits(currency);
}

/** Rounds half away from zero, the way invoices round a percentage of an amount. */
function roundHalfUp(numerator: number, denominator: number): Minor {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/**
 * `percent` % of an amount (19 % VAT, a 20 % coupon). Percentages may have two decimals (7.75 %): they are
 * scaled to hundredths of a percent, so the product stays an integer until the one rounding at the end.
 */
export function percentOf(minor: Minor, percent: number): Minor {
  return roundHalfUp(minor * Math.round(percent * 100), 100 * 100);
}

/** The sum of amounts in minor units. */
export function sumMinor(amounts: readonly Minor[]): Minor {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** A quantity of GB in hundredths (23.47 GB is 2347), so GB sums stay integer too. */
export function toCentiGb(gb: number): number {
  return Math.round(gb * 100);
}

/** `centiGb` hundredths of a GB at `pricePerGb` (minor units per GB), rounded once. */
export function gbPrice(centiGb: number, pricePerGb: Minor): Minor {
  return roundHalfUp(centiGb * pricePerGb, 100);
}

/** What a plan charges per GB beyond its allowance, in the shape this module needs. */
export type GbPricing = {
  gb_included: number;
  price_per_gb: number;
  /** Graduated steps over the whole month's GB; empty for one flat price. */
  tiers: readonly PriceTier[];
  currency: string;
};

/**
 * The fee for the GB used beyond the allowance. Tiers are steps over the month's total: with 10 GB included and
 * tiers "up to 100 GB at $4.90, then $3.90", GB 10–100 cost $4.90 each and every GB after 100 costs $3.90.
 */
export function additionalGbFee(usedGb: number, pricing: GbPricing): Minor {
  const used = toCentiGb(usedGb);
  const included = toCentiGb(pricing.gb_included);
  if (used <= included) return 0;
  if (pricing.tiers.length === 0) {
    return gbPrice(used - included, toMinor(pricing.price_per_gb, pricing.currency));
  }
  let fee = 0;
  let floor = included;
  for (const tier of pricing.tiers) {
    const ceiling = tier.up_to_gb === null ? used : Math.min(used, toCentiGb(tier.up_to_gb));
    if (ceiling > floor) {
      fee += gbPrice(ceiling - floor, toMinor(tier.price_per_gb, pricing.currency));
      floor = ceiling;
    }
    if (floor >= used) break;
  }
  return fee;
}

/**
 * The most GB a month can use before its cost (the plan fee plus the GB beyond the allowance) passes `budget`;
 * null when the plan fee alone already does, Infinity when extra GB are free.
 */
export function gbWithinBudget(budget: Minor, planFee: Minor, pricing: GbPricing): number | null {
  if (budget < planFee) return null;
  const left = budget - planFee;
  const steps =
    pricing.tiers.length > 0
      ? pricing.tiers
      : [{ up_to_gb: null, price_per_gb: pricing.price_per_gb } satisfies PriceTier];
  let spent = 0;
  let gb = toCentiGb(pricing.gb_included);
  for (const tier of steps) {
    const price = toMinor(tier.price_per_gb, pricing.currency);
    const ceiling = tier.up_to_gb === null ? Number.POSITIVE_INFINITY : toCentiGb(tier.up_to_gb);
    if (ceiling <= gb) continue;
    if (price === 0) {
      if (ceiling === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
      gb = ceiling;
      continue;
    }
    const affordable = Math.floor(((left - spent) * 100) / price);
    if (gb + affordable <= ceiling) return (gb + affordable) / 100;
    spent += gbPrice(ceiling - gb, price);
    gb = ceiling;
  }
  return gb / 100;
}

/** What an invoice is made of, before any total: the fields of InvoiceSchema that the totals follow from. */
export type InvoiceCharges = {
  currency: string;
  base_fee: number;
  additional_gb_fee: number;
  num_machines: number;
  price_per_machine: number;
  custom_expenses: number;
  signup_discount_percent: number;
  coupon_discount_percent: number;
  /** Referral reward, an amount. */
  reward: number;
  /** Open credit available; only as much as the invoice needs is used. */
  credit: number;
  vat_rate: number;
  reverse_charge_vat: boolean;
};

/** The totals of an invoice, in minor units. */
export type InvoiceTotals = {
  machines: Minor;
  subtotal: Minor;
  signupDiscount: Minor;
  couponDiscount: Minor;
  reward: Minor;
  /** The credit actually deducted (never more than the invoice owes). */
  credit: Minor;
  net: Minor;
  vat: Minor;
  total: Minor;
};

/**
 * The one way an invoice adds up: fees, then discounts as percentages of the subtotal, then the referral reward
 * and credit (never below zero), then VAT on what is left unless it is reverse-charged.
 */
export function invoiceTotals(charges: InvoiceCharges): InvoiceTotals {
  const m = (amount: number) => toMinor(amount, charges.currency);
  const machines = charges.num_machines * m(charges.price_per_machine);
  const subtotal = sumMinor([
    m(charges.base_fee),
    m(charges.additional_gb_fee),
    machines,
    m(charges.custom_expenses),
  ]);
  const signupDiscount = percentOf(subtotal, charges.signup_discount_percent);
  const couponDiscount = percentOf(subtotal, charges.coupon_discount_percent);
  const afterDiscounts = Math.max(0, subtotal - signupDiscount - couponDiscount);
  const reward = Math.min(afterDiscounts, m(charges.reward));
  const credit = Math.min(afterDiscounts - reward, m(charges.credit));
  const net = afterDiscounts - reward - credit;
  const vat = charges.reverse_charge_vat ? 0 : percentOf(net, charges.vat_rate);
  return { machines, subtotal, signupDiscount, couponDiscount, reward, credit, net, vat, total: net + vat };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" for 123450 minor units of USD. */
export function formatMinor(minor: Minor, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(fromMinor(minor, currency));
}

/** "$1,234.50" for a decimal amount from the wire. */
export function formatMoney(amount: number, currency: string): string {
  return formatMinor(toMinor(amount, currency), currency);
}
