import type { CreditCard, Invoice, Workspace } from '@console/api';
import {
  accountOf,
  type BillingAccount,
  type BillingHolder,
  INVOICE_MONTHS,
  invoiceFor,
  PRESETS,
  UNPAID_INVOICES,
  usageShareOf,
} from './billing-store';
import { monthsAgo } from './factories/catalogue';
import { buildCoupon } from './factories/coupon';
import { buildCreditCard } from './factories/credit-card';
import { buildPlan } from './factories/plan';
import { daysAgo, hexId, seededRandom } from './factories/seed';

// Billing's seed: a year of invoices, payments, credits and coupons for every seeded workspace, from the presets
// of billing-store.ts, and the scenario that leaves a workspace's newest invoices unpaid.

export function seededMonthGb(account: BillingAccount, months: number): number {
  const random = seededRandom(account.account_id * 1000 + months);
  const gb = usageShareOf(account.account_id) * account.usage_gb_included * (0.8 + 0.4 * random());
  return Math.round(gb * 100) / 100;
}

export function addPayment(
  backend: BillingHolder,
  invoice: Invoice,
  card: CreditCard | null,
  error: string | null,
) {
  const billing = backend.state.billing;
  const id = billing.payments.length + 1;
  billing.payments.push({
    id,
    invoice_id: invoice.id,
    credit_card_id: card?.id ?? null,
    amount: invoice.total_fee,
    currency: invoice.currency,
    success: error === null,
    error,
    response: error === null ? '{"status":"succeeded"}' : '{"status":"requires_payment_method"}',
    payment_provider: card ? 'stripe' : 'bank_transfer',
    payment_intent_id: card ? `pi_${hexId('payment-intent', id).slice(0, 24)}` : null,
  });
}

/** Gives every workspace its billing: cards, addresses, a year of invoices, coupons and credits. */
export function seedBilling(backend: BillingHolder): void {
  const billing = backend.state.billing;
  billing.coupons = [
    ...Array.from({ length: 5 }, (_, index) => buildCoupon({}, index + 1)),
    buildCoupon({ code: 'SUMMER-2025', valid_until: daysAgo(120) }, 6),
    buildCoupon({ code: 'LAUNCH-100', redeemer_count: 100, max_redeemer_count: 100, valid_until: null }, 7),
  ];
  // The partner coupon rewards a workspace of the seed, so the admin's coupon list can name and link it.
  const partner = billing.coupons.find((coupon) => coupon.code === 'PARTNER-ACME');
  const acme = backend.state.workspaces.find((workspace) => workspace.slug === 'acme-media');
  if (partner && acme) partner.beneficiary_id = acme.id;
  for (const workspace of backend.state.workspaces) {
    const preset = PRESETS[workspace.slug];
    const account = accountOf(backend, workspace);
    account.history = true;
    if (preset) {
      account.issued_to = { ...preset.issued_to };
      account.card =
        preset.card === null
          ? null
          : buildCreditCard({ id: workspace.id, active: true, expires: '2028-06', ...preset.card }, 1);
      workspace.uses_invoicing = preset.invoicing ?? false;
    }
    // Over its plan this month, and heading past this limit before the month ends.
    if (workspace.slug === 'globex-studio') workspace.bill_limit = 400;
    const plan = buildPlan({}, workspace.plan_id);
    const unpaid = backend.state.unpaidInvoiceWorkspaceIds.includes(workspace.id);
    // Acme redeemed WELCOME20 before December's invoice, and a referral credit went into it.
    const acme = workspace.slug === 'acme-media';
    for (let months = INVOICE_MONTHS; months >= 1; months--) {
      const invoice = invoiceFor({
        id: billing.invoices.length + 1,
        accountId: workspace.id,
        month: monthsAgo(months),
        plan,
        usedGb: seededMonthGb(account, months),
        to: account.issued_to,
        couponPercent: acme && months === 1 ? 20 : 0,
        signupPercent: acme && months === INVOICE_MONTHS ? 10 : 0,
        credit: acme && months === 1 ? 25 : 0,
        usesInvoicing: workspace.uses_invoicing,
        paid: !(unpaid && months <= UNPAID_INVOICES),
      });
      billing.invoices.push(invoice);
      if (invoice.paid) addPayment(backend, invoice, account.card, null);
      else if (months === UNPAID_INVOICES) {
        addPayment(backend, invoice, account.card, 'Your card has insufficient funds.');
      }
    }
    if (acme) {
      const newest = billing.invoices.at(-1);
      billing.credits.push(
        {
          id: billing.credits.length + 1,
          account_id: workspace.id,
          invoice_id: newest?.id ?? null,
          amount: 25,
          currency: 'USD',
          note: 'Referral reward: Northwind Media signed up',
        },
        {
          id: billing.credits.length + 2,
          account_id: workspace.id,
          invoice_id: null,
          amount: 50,
          currency: 'USD',
          note: 'Goodwill credit for the eu-west-1 queue delays on January 3',
        },
      );
      billing.redemptions.push({
        coupon_id: 1,
        account_id: workspace.id,
        redeemed_on: daysAgo(40),
        valid_until: daysAgo(40 - 90),
      });
    }
  }
}

/** Leaves the workspace's newest invoices unpaid (the unpaid-invoices scenario), as its banner says. */
export function leaveInvoicesUnpaid(
  backend: BillingHolder,
  workspace: Workspace,
  count = UNPAID_INVOICES,
): void {
  const invoices = backend.state.billing.invoices
    .filter((invoice) => invoice.account_id === workspace.id)
    .slice(-count);
  for (const invoice of invoices) {
    invoice.paid = false;
    invoice.authcode = null;
  }
  backend.state.billing.payments = backend.state.billing.payments.filter(
    (payment) => !invoices.some((invoice) => invoice.id === payment.invoice_id),
  );
  if (!backend.state.unpaidInvoiceWorkspaceIds.includes(workspace.id)) {
    backend.state.unpaidInvoiceWorkspaceIds.push(workspace.id);
  }
}
