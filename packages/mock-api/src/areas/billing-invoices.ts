import type { Invoice, Workspace } from '@console/api';
import {
  BILLING_ADDRESS_MESSAGES,
  BILLING_MESSAGES,
  ConvertInvoiceInputSchema,
  validateBillingAddress,
} from '@console/api';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { addPayment } from '../billing-seed';
import { accountOf, COUNTRIES, countryOf } from '../billing-store';
import { planById } from '../plans-store';
import { failure, type MockReply, ok } from '../reply';
import { thisMonth } from './billing-calls';

/* A workspace's invoices: the list, one invoice, paying it by card and issuing it to a company. */

/** Newest first. */
export const invoicesOf = (backend: MockBackend, workspace: Workspace) =>
  backend.state.billing.invoices.filter((invoice) => invoice.account_id === workspace.id).reverse();

export const invoicesReply = ({ workspace }: WorkspaceAccess, backend: MockBackend): MockReply =>
  ok({ invoices: invoicesOf(backend, workspace) });

function findInvoice(backend: MockBackend, workspace: Workspace, id: string): Invoice | undefined {
  return backend.state.billing.invoices.find(
    (invoice) => String(invoice.id) === id && invoice.account_id === workspace.id,
  );
}

/** An invoice as its reply carries it, for its workspace and for the admin's invoice page. */
export function invoiceBody(backend: MockBackend, invoice: Invoice) {
  return {
    invoice,
    plan_title: planById(backend, invoice.plan_id).title,
    payments: backend.state.billing.payments.filter((payment) => payment.invoice_id === invoice.id),
  };
}

export function invoiceReply({ workspace }: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const invoice = findInvoice(backend, workspace, id);
  return invoice ? ok(invoiceBody(backend, invoice)) : failure(404, BILLING_MESSAGES.invoiceNotFound);
}

/** The payment provider's answer for a card: its published test numbers decline as they do there. */
const DECLINES: Record<string, string> = {
  '0002': 'Your card was declined.',
  '9995': 'Your card has insufficient funds.',
  '0069': 'Your card has expired.',
  '0119': 'An error occurred while processing your card. Try again in a little bit.',
};

export function payInvoiceReply(
  access: WorkspaceAccess,
  backend: MockBackend,
  _body: unknown,
  id: string,
): MockReply {
  const { workspace } = access;
  const invoice = findInvoice(backend, workspace, id);
  if (!invoice) return failure(404, BILLING_MESSAGES.invoiceNotFound);
  if (invoice.paid) return failure(409, BILLING_MESSAGES.invoicePaid);
  const card = accountOf(backend, workspace).card;
  if (!card) return failure(402, BILLING_MESSAGES.noCard);
  const last4 = card.preview_number.slice(-4);
  const decline = card.expires < thisMonth() ? 'Your card has expired.' : (DECLINES[last4] ?? null);
  addPayment(backend, invoice, card, decline);
  if (decline) return failure(402, decline);
  invoice.paid = true;
  invoice.authcode = `A${String(backend.state.billing.payments.length).padStart(9, '0')}`;
  const unpaidLeft = backend.state.billing.invoices.some(
    (each) => each.account_id === workspace.id && !each.paid,
  );
  if (!unpaidLeft) backend.clearUnpaidInvoices(workspace.id);
  const payment = backend.state.billing.payments.at(-1);
  return ok({ invoice, payment }, `Invoice ${invoice.number} is paid.`);
}

export function convertInvoiceReply(
  access: WorkspaceAccess,
  backend: MockBackend,
  body: unknown,
  id: string,
): MockReply {
  const invoice = findInvoice(backend, access.workspace, id);
  if (!invoice) return failure(404, BILLING_MESSAGES.invoiceNotFound);
  const input = ConvertInvoiceInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? BILLING_ADDRESS_MESSAGES.country);
  const { po_number: poNumber, ...address } = input.data;
  if (address.company.trim() === '') return failure(400, BILLING_MESSAGES.needCompany);
  const issue = validateBillingAddress(address, COUNTRIES, poNumber)[0];
  if (issue) return failure(400, issue.message);
  Object.assign(invoice, {
    to_name: address.name.trim(),
    to_company: address.company.trim(),
    to_address_1: address.address_1.trim(),
    to_address_2: address.address_2.trim(),
    to_zip: address.zip.trim(),
    to_city: address.city.trim(),
    to_state: address.state.trim(),
    to_country: countryOf(address.country_id)?.name ?? '',
    to_vat_id: address.vat_id.trim().toUpperCase(),
    po_number: poNumber?.trim() || null,
  });
  return ok(invoiceBody(backend, invoice), `Invoice ${invoice.number} is issued to ${invoice.to_company}.`);
}
