import type { Invoice, Plan, Workspace } from '@console/api';
import { additionalGbFee, fromMinor, isReverseCharge, percentOf, toMinor } from '@console/api';
import { COUNTRIES, type IssuedTo, invoiceFor } from './billing-store';
import { monthsAgo } from './factories/catalogue';
import { seededRandom } from './factories/seed';
import {
  cachedPlan,
  cacheOf,
  currencyOfCountry,
  FLEET_FIRST_ID,
  FLEET_FIRST_INVOICE_ID,
  type FleetCache,
  type FleetHolder,
  type FleetState,
  fleetState,
  type InvoiceInputs,
  LEDGER_MONTHS,
  type LedgerRow,
} from './fleet';
import { viewKey } from './fleet-views';

// The fleet's invoice ledger: 24 months of invoices of every generated workspace, laid out lazily and cached per
// backend, with admins' edits laid over it. Apart from fleet.ts, which generates the workspaces it bills.

function issuedToOf(workspace: Workspace): IssuedTo {
  return {
    to_name: workspace.name,
    to_company: workspace.company ?? '',
    to_address_1: workspace.address_1 ?? '',
    to_address_2: workspace.address_2 ?? '',
    to_zip: workspace.zip ?? '',
    to_city: workspace.city ?? '',
    to_state: workspace.state ?? '',
    country_id: workspace.country_id,
    to_vat_id: workspace.vat_id ?? '',
  };
}

const monthStartMs = (month: string) => Date.parse(`${month}-01T00:00:00.000Z`);

const issueDates = new Map<string, string>();

/** Invoices are issued on the 1st of the following month, early in the morning. */
function issuedAt(month: string): string {
  let issued = issueDates.get(month);
  if (issued === undefined) {
    const [year = 0, monthNumber = 1] = month.split('-').map(Number);
    issued = new Date(Date.UTC(year, monthNumber, 1, 4, 0, 0)).toISOString();
    issueDates.set(month, issued);
  }
  return issued;
}

function generatedInvoiceInputs(backend: FleetHolder): InvoiceInputs[] {
  const { workspaces, facts } = cacheOf(backend).generated;
  // The ledger's months, oldest first, with when each starts and ends (the next one's start).
  const months = Array.from({ length: LEDGER_MONTHS }, (_, index) => {
    const monthsBack = LEDGER_MONTHS - index;
    const month = monthsAgo(monthsBack);
    return { monthsBack, month, start: monthStartMs(month), end: monthStartMs(monthsAgo(monthsBack - 1)) };
  });
  const inputs: InvoiceInputs[] = [];
  let id = FLEET_FIRST_INVOICE_ID;
  for (const workspace of workspaces) {
    const fact = facts.get(workspace.id);
    if (!fact || !workspace.billable) continue;
    const createdMs = Date.parse(workspace.created);
    const random = seededRandom(workspace.id);
    for (const { monthsBack, month, start, end } of months) {
      // Invoiced from the month it signed up in, up to the month it cancelled in.
      if (end <= createdMs) continue;
      if (fact.cancelledAt !== null && start > fact.cancelledAt) continue;
      const usedGb = Math.round(fact.monthlyGb * (0.7 + 0.6 * random()) * 100) / 100;
      const unpaid = monthsBack <= fact.unpaidInvoices;
      inputs.push({
        id: id++,
        workspace,
        month,
        monthsBack,
        usedGb,
        credit: random() < 0.03 ? 25 : 0,
        paid: !unpaid,
        // The card was declined on the oldest unpaid invoice; bank transfers just have not arrived yet.
        paymentFailed: unpaid && !workspace.uses_invoicing && monthsBack === fact.unpaidInvoices,
      });
    }
  }
  return inputs;
}

/** Per-workspace charges of its invoices, worked out once: the plan's fees in minor units and the VAT. */
interface ChargeBasis {
  currency: LedgerRow['currency'];
  plan: Plan;
  baseFee: number;
  machines: number;
  vatRate: number;
  reverseCharge: boolean;
}

function chargeBasis(workspace: Workspace): ChargeBasis {
  const currency = currencyOfCountry(workspace.country_id);
  const plan = cachedPlan(workspace.plan_id, currency);
  const to = issuedToOf(workspace);
  const reverseCharge = isReverseCharge({ vat_id: to.to_vat_id, country_id: to.country_id }, COUNTRIES);
  const country = COUNTRIES.find((candidate) => candidate.id === to.country_id);
  return {
    currency,
    plan,
    baseFee: toMinor(plan.price_per_month, currency),
    machines: plan.num_machines * toMinor(plan.price_per_machine, currency),
    vatRate: country?.is_eu && !reverseCharge ? country.vat_rate : 0,
    reverseCharge,
  };
}

/**
 * The row of a generated invoice: the totals invoiceFor (billing-store) works out for the same inputs, with
 * money.ts's integer arithmetic, but without building the whole invoice (a hundred thousand of them).
 */
function ledgerRowOf(inputs: InvoiceInputs, basis: ChargeBasis): LedgerRow {
  const { currency, plan } = basis;
  const subtotal = basis.baseFee + additionalGbFee(inputs.usedGb, plan) + basis.machines;
  const credit = inputs.credit === 0 ? 0 : Math.min(subtotal, toMinor(inputs.credit, currency));
  const net = subtotal - credit;
  const vat = basis.reverseCharge ? 0 : percentOf(net, basis.vatRate);
  return {
    id: inputs.id,
    number: invoiceNumber(inputs.month, inputs.id),
    account_id: inputs.workspace.id,
    month: inputs.month,
    plan_id: plan.id,
    currency,
    subtotal: fromMinor(subtotal, currency),
    vat: fromMinor(vat, currency),
    credit: fromMinor(credit, currency),
    total_fee: fromMinor(net + vat, currency),
    paid: inputs.paid,
    created: issuedAt(inputs.month),
    payment_failed: inputs.paymentFailed,
  };
}

/** The invoice number invoiceFor gives. */
const invoiceNumber = (month: string, id: number) => `INV-${month}-${String(id).padStart(5, '0')}`;

function generatedLedger(backend: FleetHolder): LedgerRow[] {
  const cache = cacheOf(backend);
  if (!cache.ledger) {
    const bases = new Map<number, ChargeBasis>();
    cache.ledger = invoiceInputs(backend).map((inputs) => {
      let basis = bases.get(inputs.workspace.id);
      if (!basis) {
        basis = chargeBasis(inputs.workspace);
        bases.set(inputs.workspace.id, basis);
      }
      return ledgerRowOf(inputs, basis);
    });
  }
  return cache.ledger;
}

function invoiceInputs(backend: FleetHolder): InvoiceInputs[] {
  const cache = cacheOf(backend);
  cache.inputs ??= generatedInvoiceInputs(backend);
  return cache.inputs;
}

function ownLedgerRow(backend: FleetHolder, invoice: Invoice): LedgerRow {
  const failed = backend.state.billing.payments.some(
    (payment) => payment.invoice_id === invoice.id && !payment.success,
  );
  return {
    id: invoice.id,
    number: invoice.number,
    account_id: invoice.account_id,
    month: invoice.month,
    plan_id: invoice.plan_id,
    currency: invoice.currency === 'EUR' || invoice.currency === 'GBP' ? invoice.currency : 'USD',
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    credit: invoice.credit,
    total_fee: invoice.total_fee,
    paid: invoice.paid,
    created: issuedAt(invoice.month),
    payment_failed: failed && !invoice.paid,
  };
}

function ledgerView(backend: FleetHolder): NonNullable<FleetCache['ledgerView']> {
  const cache = cacheOf(backend);
  const own = backend.state.billing;
  const key = `${fleetState(backend).revision}:${own.invoices.length}:${own.payments.length}:${own.invoices.filter((invoice) => invoice.paid).length}`;
  if (cache.ledgerView?.key === key) return cache.ledgerView;
  const edits = fleetState(backend).ledgerEdits;
  const rows: LedgerRow[] = own.invoices.map((invoice) => ownLedgerRow(backend, invoice));
  for (const row of generatedLedger(backend)) {
    const edit = edits[row.id];
    rows.push(edit ? { ...row, ...edit } : row);
  }
  cache.ledgerView = { key, rows, byId: new Map(rows.map((row) => [row.id, row])) };
  return cache.ledgerView;
}

/**
 * Compact invoice ledger: one row per invoice of the last 24 months for the paying workspaces (a few thousand
 * of them), in USD, EUR and GBP (by country), some unpaid, some failed payments. Kept compact (no robot lines)
 * so 50k workspaces stay light in a browser; full Invoice objects are built on demand. The backend's own
 * invoices (state.billing) come first, as they are now.
 */
export function fleetLedger(backend: FleetHolder): readonly LedgerRow[] {
  return ledgerView(backend).rows;
}

/** The full Invoice (schemas/invoice.ts) for a ledger row, built with the billing store's invoice builder. */
export function fleetInvoice(backend: FleetHolder, invoiceId: number): Invoice | undefined {
  const own = backend.state.billing.invoices.find((invoice) => invoice.id === invoiceId);
  if (own) return own;
  const row = ledgerView(backend).byId.get(invoiceId);
  const inputs = invoiceInputs(backend)[invoiceId - FLEET_FIRST_INVOICE_ID];
  if (!row || inputs?.id !== invoiceId) return undefined;
  const invoice = invoiceFor({
    id: row.id,
    accountId: row.account_id,
    month: row.month,
    plan: cachedPlan(row.plan_id, row.currency),
    usedGb: inputs.usedGb,
    to: issuedToOf(inputs.workspace),
    credit: inputs.credit,
    usesInvoicing: inputs.workspace.uses_invoicing,
    paid: row.paid,
  });
  // An edit (a credit applied, marked paid) shows on the full invoice as on its row.
  return { ...invoice, paid: row.paid, credit: row.credit, total_fee: row.total_fee };
}

/**
 * Changes a generated ledger row as an admin does (marks it paid, applies a credit). The backend's own invoices
 * live in state.billing and are changed there. Gives the row as it is now.
 */
export function editFleetLedgerRow(
  backend: FleetHolder,
  invoiceId: number,
  patch: FleetState['ledgerEdits'][string],
): LedgerRow | undefined {
  if (invoiceId < FLEET_FIRST_INVOICE_ID || !ledgerView(backend).byId.has(invoiceId)) return undefined;
  const state = fleetState(backend);
  state.ledgerEdits[invoiceId] = { ...state.ledgerEdits[invoiceId], ...patch };
  state.revision += 1;
  return ledgerView(backend).byId.get(invoiceId);
}

/** Ids of the workspaces with an unpaid invoice now: the backend's own flagged ones and the fleet's. */
export function fleetUnpaidWorkspaceIds(backend: FleetHolder): ReadonlySet<number> {
  const cache = cacheOf(backend);
  const key = viewKey(backend);
  if (unpaidCache.get(backend)?.key === key) return unpaidCache.get(backend)?.ids ?? new Set();
  const ids = new Set(backend.state.unpaidInvoiceWorkspaceIds);
  const edits = fleetState(backend).ledgerEdits;
  const settled = Object.keys(edits).length > 0;
  if (!settled) {
    for (const [id, fact] of cache.generated.facts) if (fact.unpaidInvoices > 0) ids.add(id);
  } else {
    for (const row of fleetLedger(backend)) {
      if (!row.paid && row.account_id >= FLEET_FIRST_ID) ids.add(row.account_id);
    }
  }
  unpaidCache.set(backend, { key, ids });
  return ids;
}

const unpaidCache = new WeakMap<FleetHolder, { key: string; ids: Set<number> }>();

/** Sums amounts exactly: in integer cents, never adding decimals. */
export function sumCents(amounts: Iterable<number>, currency = 'USD'): number {
  let cents = 0;
  for (const amount of amounts) cents += toMinor(amount, currency);
  return cents;
}
