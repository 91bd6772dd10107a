import type {
  AddonId,
  Country,
  Coupon,
  CouponRedemption,
  Credit,
  CreditCard,
  Invoice,
  Payment,
  Plan,
  PlanChange,
  Workspace,
} from '@console/api';
import { isReverseCharge } from '@console/api';
import { buildCountry } from './factories/country';
import { invoiceAmounts, invoiceNumbering } from './factories/invoice';
import { buildPlan } from './factories/plan';

/** The backend as this store sees it: the parts of its state billing reads and writes. */
export type BillingHolder = {
  state: { billing: BillingState; workspaces: Workspace[]; unpaidInvoiceWorkspaceIds: number[] };
};

/*
 * What the billing calls keep per workspace: the card on file, the address invoices are issued to, issued
 * invoices and their payments, credits, coupons and redemptions, plan changes and add-ons. Plain data in
 * `backend.state.billing`, so demo mode keeps it across reloads.
 */

/** The address a workspace's invoices are issued to; invoices copy it into their to_* fields. */
export interface IssuedTo {
  to_name: string;
  to_company: string;
  to_address_1: string;
  to_address_2: string;
  to_zip: string;
  to_city: string;
  to_state: string;
  country_id: number | null;
  to_vat_id: string;
}

export interface BillingAccount {
  account_id: number;
  card: CreditCard | null;
  issued_to: IssuedTo;
  /**
   * The plan allowance the workspace's usage was seeded against: its usage follows it, not the plan it is on
   * now, so moving plans changes what the GB cost, not how many were processed.
   */
  usage_gb_included: number;
  /** The workspace has invoices (seeded ones); one created in the session has none and no usage. */
  history: boolean;
  /** A downgrade waiting for the next month. */
  pending: { plan_id: number; effective_on: string } | null;
  /** Add-ons bought: on/off ones with quantity 1. */
  addons: { id: AddonId; quantity: number }[];
}

export interface BillingState {
  accounts: BillingAccount[];
  invoices: Invoice[];
  payments: Payment[];
  credits: Credit[];
  coupons: Coupon[];
  redemptions: CouponRedemption[];
  planChanges: PlanChange[];
}

export const emptyBillingState = (): BillingState => ({
  accounts: [],
  invoices: [],
  payments: [],
  credits: [],
  coupons: [],
  redemptions: [],
  planChanges: [],
});

/** The countries of a billing address: buildCountry's eight, ids 1–8. */
export const COUNTRIES: readonly Country[] = Array.from({ length: 8 }, (_, index) =>
  buildCountry({}, index + 1),
);

/** How much of its plan's allowance a workspace uses in a month, by id in turn (the dashboard's shares). */
const USAGE_SHARES = [0.62, 1.34, 0.41, 0.87] as const;

export const usageShareOf = (accountId: number) =>
  USAGE_SHARES[(accountId - 1) % USAGE_SHARES.length] ?? USAGE_SHARES[0];

const GIB = 1024 ** 3;

export { GIB };

const EMPTY_ADDRESS: IssuedTo = {
  to_name: '',
  to_company: '',
  to_address_1: '',
  to_address_2: '',
  to_zip: '',
  to_city: '',
  to_state: '',
  country_id: null,
  to_vat_id: '',
};

/** The seeded workspaces' billing, by slug: the demo's cases (receipts, reverse charge, invoicing, unpaid). */
export const PRESETS: Record<
  string,
  { issued_to: IssuedTo; card: Partial<CreditCard> | null; invoicing?: boolean }
> = {
  // Receipts to a person, with German VAT: the invoices "Convert to invoice" is for.
  'acme-media': {
    issued_to: {
      ...EMPTY_ADDRESS,
      to_name: 'Jane Cooper',
      to_address_1: 'Friedrichstraße 68',
      to_zip: '10117',
      to_city: 'Berlin',
      country_id: 1,
    },
    card: { owner_name: 'Jane Cooper' },
  },
  // A Dutch company with a VAT id: reverse charge.
  'globex-studio': {
    issued_to: {
      ...EMPTY_ADDRESS,
      to_name: 'Peter Gibbons',
      to_company: 'Globex Studio B.V.',
      to_address_1: 'Herengracht 182',
      to_zip: '1016 BR',
      to_city: 'Amsterdam',
      country_id: 3,
      to_vat_id: 'NL123456789B01',
    },
    card: {
      owner_name: 'Peter Gibbons',
      type: 'mastercard',
      preview_number: '•••• 4444',
      country_code: 'NL',
    },
  },
  // Pays by bank transfer against its invoices: no card.
  'service-operations': {
    issued_to: {
      ...EMPTY_ADDRESS,
      to_name: 'Ada Lindqvist',
      to_company: 'Transcode Operations Inc.',
      to_address_1: '500 Howard Street',
      to_zip: '94105',
      to_city: 'San Francisco',
      to_state: 'CA',
      country_id: 2,
    },
    card: null,
    invoicing: true,
  },
  'initech-video': {
    issued_to: {
      ...EMPTY_ADDRESS,
      to_name: 'Peter Gibbons',
      to_company: 'Initech Video Inc.',
      to_address_1: '4120 Freidrich Lane',
      to_zip: '78744',
      to_city: 'Austin',
      to_state: 'TX',
      country_id: 2,
    },
    card: { owner_name: 'Peter Gibbons', country_code: 'US' },
  },
};

/** Months of invoices a seeded workspace has. */
export const INVOICE_MONTHS = 12;
/** The seeded workspaces whose newest invoices are unpaid have this many. */
export const UNPAID_INVOICES = 2;

export const accountOf = (backend: BillingHolder, workspace: Workspace): BillingAccount => {
  let account = backend.state.billing.accounts.find((candidate) => candidate.account_id === workspace.id);
  if (!account) {
    account = {
      account_id: workspace.id,
      card: null,
      issued_to: { ...EMPTY_ADDRESS, to_name: workspace.name, country_id: workspace.country_id },
      usage_gb_included: buildPlan({}, workspace.plan_id).gb_included,
      history: false,
      pending: null,
      addons: [],
    };
    backend.state.billing.accounts.push(account);
  }
  return account;
};

export const countryOf = (id: number | null) => COUNTRIES.find((country) => country.id === id) ?? null;

/** What a month's invoice charges for `usedGb` on `plan`, issued to `to`. */
export function invoiceFor(input: {
  id: number;
  accountId: number;
  month: string;
  plan: Plan;
  usedGb: number;
  to: IssuedTo;
  couponPercent?: number;
  signupPercent?: number;
  credit?: number;
  usesInvoicing: boolean;
  paid: boolean;
  /** Per month for extra machines bought as an add-on, on top of the plan's own. */
  extraMachines?: number;
}): Invoice {
  const { plan, usedGb, to } = input;
  const country = countryOf(to.country_id);
  const reverseCharge = isReverseCharge({ vat_id: to.to_vat_id, country_id: to.country_id }, COUNTRIES);
  const vatRate = country?.is_eu && !reverseCharge ? country.vat_rate : 0;
  return {
    ...invoiceNumbering(input.id, input.month, input.paid),
    account_id: input.accountId,
    month: input.month,
    ...invoiceAmounts(plan, usedGb, {
      num_machines: plan.num_machines + (input.extraMachines ?? 0),
      price_per_machine: plan.price_per_machine,
      signup_discount_percent: input.signupPercent ?? 0,
      coupon_discount_percent: input.couponPercent ?? 0,
      credit: input.credit ?? 0,
      vat_rate: vatRate,
      reverse_charge_vat: reverseCharge,
    }),
    to_name: to.to_name,
    to_company: to.to_company,
    to_address_1: to.to_address_1,
    to_address_2: to.to_address_2,
    to_zip: to.to_zip,
    to_city: to.to_city,
    to_state: to.to_state,
    to_country: country?.name ?? '',
    to_vat_id: to.to_vat_id,
    po_number: null,
    uses_invoicing: input.usesInvoicing,
  };
}

/** The GB a seeded workspace used in the month `months` months ago: its share of the allowance, give or take. */
