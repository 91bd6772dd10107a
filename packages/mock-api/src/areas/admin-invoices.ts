import type { Invoice, User } from '@console/api';
import {
  ADMIN_INVOICES_PER_PAGE,
  AdminInvoiceCreditInputSchema,
  type AdminInvoiceEvent,
  AdminInvoiceListQuerySchema,
  type AdminInvoicePageTotal,
  type AdminInvoiceRow,
  formatMoney,
  fromMinor,
  MarkInvoicePaidInputSchema,
  ADMIN_INVOICE_MESSAGES as MESSAGES,
  toMinor,
} from '@console/api';
import type { AdminInvoicesState } from '../admin-invoice-state';
import type { MockBackend } from '../backend';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import type { LedgerRow } from '../fleet';
import { editFleetLedgerRow, fleetInvoice, fleetLedger } from '../fleet-ledger';
import { fleetWorkspace } from '../fleet-views';
import { pageOf } from '../list-page';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { invoiceBody } from './billing-invoices';

/*
 * The admin invoices: every invoice of the fleet's ledger (mocks/fleet.ts), paged and filtered, and the admin's
 * actions on one. A paid mark or a credit changes the invoice where it lives (the billing store for the backend's
 * own workspaces, the fleet's ledger edits for generated ones); the authorisation code, the recorded payment and
 * the history of what admins did are kept here, in `state.adminInvoices`.
 */

/**
 * The ledger's positions, newest month first and then the highest id, with where each month's run starts and
 * ends. An admin's edit gives a new ledger array with its rows in the same places, so the order is worked out once
 * per backend and again only when the ledger grows (an invoice issued in the session).
 */
interface LedgerOrder {
  length: number;
  order: Uint32Array;
  months: { month: string; from: number; to: number }[];
}

const ledgerOrders = new WeakMap<MockBackend, LedgerOrder>();

function ledgerOrder(backend: MockBackend, ledger: readonly LedgerRow[]): LedgerOrder {
  const cached = ledgerOrders.get(backend);
  if (cached?.length === ledger.length) return cached;
  const positions = Array.from({ length: ledger.length }, (_, index) => index);
  const rowAt = (index: number) => ledger[index] as LedgerRow;
  positions.sort((a, b) => {
    const left = rowAt(a);
    const right = rowAt(b);
    return left.month === right.month ? right.id - left.id : left.month < right.month ? 1 : -1;
  });
  const order = Uint32Array.from(positions);
  const months: LedgerOrder['months'] = [];
  order.forEach((position, index) => {
    const { month } = rowAt(position);
    const last = months.at(-1);
    if (last?.month === month) last.to = index + 1;
    else months.push({ month, from: index, to: index + 1 });
  });
  const built = { length: ledger.length, order, months };
  ledgerOrders.set(backend, built);
  return built;
}

function rowOf(backend: MockBackend, row: LedgerRow): AdminInvoiceRow {
  const workspace = fleetWorkspace(backend, row.account_id);
  return {
    id: row.id,
    number: row.number,
    account_id: row.account_id,
    workspace_slug: workspace?.slug ?? '',
    workspace_name: workspace?.name ?? '',
    month: row.month,
    currency: row.currency,
    subtotal: row.subtotal,
    vat: row.vat,
    credit: row.credit,
    total_fee: row.total_fee,
    paid: row.paid,
    payment_failed: row.payment_failed,
    created: row.created,
  };
}

/** The page's rows summed per currency, in integer cents (never adding decimals). */
function pageTotals(rows: readonly LedgerRow[]): AdminInvoicePageTotal[] {
  const totals = new Map<LedgerRow['currency'], AdminInvoicePageTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      count: 0,
      total_cents: 0,
      paid_cents: 0,
      unpaid_cents: 0,
    };
    const cents = toMinor(row.total_fee, row.currency);
    total.count += 1;
    total.total_cents += cents;
    if (row.paid) total.paid_cents += cents;
    else total.unpaid_cents += cents;
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}

function list(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AdminInvoiceListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { month, paid, currency, page = 1, per_page: perPage = ADMIN_INVOICES_PER_PAGE } = query;
  const ledger = fleetLedger(backend);
  const { order, months } = ledgerOrder(backend, ledger);
  // A month is one run of the order: only its rows are looked at.
  const run =
    month === undefined
      ? { from: 0, to: order.length }
      : (months.find((m) => m.month === month) ?? { from: 0, to: 0 });
  const wantPaid = paid === undefined ? undefined : paid === 'paid';
  const matching: LedgerRow[] = [];
  for (let index = run.from; index < run.to; index += 1) {
    const row = ledger[order[index] as number] as LedgerRow;
    if (
      (wantPaid === undefined || row.paid === wantPaid) &&
      (currency === undefined || row.currency === currency)
    ) {
      matching.push(row);
    }
  }
  const { rows: pageRows, ...paging } = pageOf(matching, page, perPage);
  return ok({
    invoices: pageRows.map((row) => rowOf(backend, row)),
    page_totals: pageTotals(pageRows),
    months: months.map((run) => run.month),
    ...paging,
  });
}

function adminState(backend: MockBackend): AdminInvoicesState {
  return backend.state.adminInvoices;
}

/** The invoice as it stands, with the authorisation code an admin recorded. */
function currentInvoice(backend: MockBackend, id: number): Invoice | undefined {
  const invoice = fleetInvoice(backend, id);
  if (!invoice) return undefined;
  const authcode = adminState(backend).authcodes[id];
  return authcode === undefined ? invoice : { ...invoice, authcode };
}

function detail(backend: MockBackend, invoice: Invoice) {
  const workspace = fleetWorkspace(backend, invoice.account_id);
  const state = adminState(backend);
  const body = invoiceBody(backend, invoice);
  return {
    ...body,
    // Payments an admin recorded live beside the customer's own.
    payments: [...body.payments, ...state.payments.filter((payment) => payment.invoice_id === invoice.id)],
    workspace: {
      id: invoice.account_id,
      slug: workspace?.slug ?? '',
      name: workspace?.name ?? '',
      billing_email: workspace ? workspace.billing_email || workspace.email || null : null,
    },
    events: state.events[invoice.id] ?? [],
  };
}

function record(
  backend: MockBackend,
  admin: User,
  invoiceId: number,
  kind: AdminInvoiceEvent['kind'],
  summary: string,
) {
  const events = adminState(backend).events;
  events[invoiceId] = [
    ...(events[invoiceId] ?? []),
    { kind, at: new Date(nowOf(backend)).toISOString(), admin_name: admin.name, summary },
  ];
}

/** Changes the invoice where it lives: the billing store's own invoices, or the fleet's ledger edits. */
function changeInvoice(
  backend: MockBackend,
  invoice: Invoice,
  patch: Pick<Invoice, 'paid'> | Pick<Invoice, 'credit' | 'total_fee'>,
) {
  const own = backend.state.billing.invoices.find((candidate) => candidate.id === invoice.id);
  if (own) Object.assign(own, patch);
  else editFleetLedgerRow(backend, invoice.id, 'paid' in patch ? { ...patch, payment_failed: false } : patch);
}

type Action = (backend: MockBackend, admin: User, invoice: Invoice, body: unknown) => MockReply;

const markPaid: Action = (backend, admin, invoice, body) => {
  const input = MarkInvoicePaidInputSchema.safeParse(body);
  if (!input.success)
    return failure(400, input.error.issues[0]?.message ?? MESSAGES.authcodeInvalid, 'authcode');
  if (invoice.paid) return failure(409, MESSAGES.alreadyPaid);
  const { authcode } = input.data;
  changeInvoice(backend, invoice, { paid: true });
  const state = adminState(backend);
  state.authcodes[invoice.id] = authcode;
  const ids = [...backend.state.billing.payments, ...state.payments].map((payment) => payment.id);
  state.payments.push({
    id: Math.max(0, ...ids) + 1,
    invoice_id: invoice.id,
    credit_card_id: null,
    amount: invoice.total_fee,
    currency: invoice.currency,
    success: true,
    error: null,
    response: `Marked paid by ${admin.name} with authorisation code ${authcode}`,
    payment_provider: 'bank_transfer',
    payment_intent_id: null,
  });
  // The workspace's unpaid-invoices banner goes once none of its own invoices is left unpaid.
  const unpaidLeft = backend.state.billing.invoices.some(
    (candidate) => candidate.account_id === invoice.account_id && !candidate.paid,
  );
  if (!unpaidLeft) backend.clearUnpaidInvoices(invoice.account_id);
  record(backend, admin, invoice.id, 'marked-paid', `Marked paid with authorisation code ${authcode}`);
  return settled(backend, invoice.id, `Invoice ${invoice.number} is marked paid.`);
};

const addCredit: Action = (backend, admin, invoice, body) => {
  const input = AdminInvoiceCreditInputSchema.safeParse(body);
  if (!input.success) {
    const issue = input.error.issues[0];
    return failure(400, issue?.message ?? MESSAGES.amountInvalid, String(issue?.path[0] ?? 'amount'));
  }
  if (invoice.paid) return failure(409, MESSAGES.paidNoCredit);
  const { amount, note } = input.data;
  const currency = invoice.currency;
  const credit = toMinor(amount, currency);
  const left = toMinor(invoice.total_fee, currency);
  if (credit > left) return failure(400, MESSAGES.amountOverTotal, 'amount');
  changeInvoice(backend, invoice, {
    credit: fromMinor(toMinor(invoice.credit, currency) + credit, currency),
    total_fee: fromMinor(left - credit, currency),
  });
  record(backend, admin, invoice.id, 'credit', `Credit of ${formatMoney(amount, currency)}: ${note}`);
  return settled(
    backend,
    invoice.id,
    `A credit of ${formatMoney(amount, currency)} was taken off ${invoice.number}.`,
  );
};

const resend: Action = (backend, admin, invoice) => {
  const { workspace } = detail(backend, invoice);
  if (workspace.billing_email === null) return failure(409, MESSAGES.noBillingEmail);
  backend.state.outbox.push({
    to: workspace.billing_email,
    subject: `Your invoice ${invoice.number}`,
    link: `/c/${workspace.slug}/invoices/${invoice.id}`,
    code: null,
  });
  record(backend, admin, invoice.id, 'resent', `Sent to ${workspace.billing_email}`);
  return settled(backend, invoice.id, `Invoice ${invoice.number} was sent to ${workspace.billing_email}.`);
};

function settled(backend: MockBackend, id: number, message: string): MockReply {
  const invoice = currentInvoice(backend, id);
  return invoice ? ok(detail(backend, invoice), message) : failure(404, MESSAGES.notFound);
}

const invoiceIdOf = (raw: unknown) => (/^\d+$/.test(String(raw)) ? Number(raw) : Number.NaN);

/** GET the list and one invoice; POST mark-paid, credit and resend. */
export const area: MockArea = ({ backend, post, adminGet }) => {
  const action = (path: string, answer: Action) =>
    post(`/admin/api/invoices/:invoice/${path}.json`, (body, csrfToken, params) => {
      const access = backend.adminAccess(MESSAGES.refused, csrfToken);
      if ('status' in access) return access;
      const invoice = currentInvoice(backend, invoiceIdOf(params.invoice));
      return invoice ? answer(backend, access.user, invoice, body) : failure(404, MESSAGES.notFound);
    });
  return [
    adminGet('/admin/api/invoices.json', MESSAGES.refused, (search) => list(backend, search)),
    adminGet('/admin/api/invoices/:invoice.json', MESSAGES.refused, (_search, params) => {
      const invoice = currentInvoice(backend, invoiceIdOf(params.invoice));
      return invoice ? ok(detail(backend, invoice)) : failure(404, MESSAGES.notFound);
    }),
    action('mark-paid', markPaid),
    action('credit', addCredit),
    action('resend', resend),
  ];
};
