import { describe, expect, it } from 'vitest';
import {
  ADMIN_INVOICE_MESSAGES,
  addAdminInvoiceCredit,
  getAdminInvoice,
  listAdminInvoices,
  markAdminInvoicePaid,
  resendAdminInvoice,
  toMinor,
} from '../../packages/api/src';
import { fleetLedger, type MockBackend } from '../../packages/mock-api/src';
import { refusal, requestError, setupApiTests } from '../support/api';

const { scenario, startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

/** An unpaid invoice of a generated workspace, in euros. */
async function unpaidEuroInvoice() {
  const { invoices } = await listAdminInvoices({ paid: 'unpaid', currency: 'EUR', per_page: 1 });
  const invoice = invoices[0];
  if (!invoice) throw new Error('The ledger has no unpaid EUR invoice');
  return invoice;
}

const initechId = (backend: MockBackend) =>
  backend.state.workspaces.find((w) => w.slug === 'initech-video')?.id;

// Each test's backend lays out the 50,000 workspaces and their ledger once, a few seconds on a busy machine.
describe('GET /admin/api/invoices.json', { timeout: 30_000 }, () => {
  it('pages the whole ledger newest month first, with the months and each page summed per currency in cents', async () => {
    const backend = scenario('admin');
    const reply = await listAdminInvoices();
    const ledger = fleetLedger(backend);
    expect(reply.total).toBe(ledger.length);
    expect(reply.invoices).toHaveLength(50);
    expect(reply.months).toHaveLength(24);
    expect(reply.months).toEqual([...reply.months].sort().reverse());
    expect(reply.invoices.every((invoice) => invoice.month === reply.months[0])).toBe(true);
    expect(reply.invoices.every((invoice) => invoice.workspace_slug !== '')).toBe(true);
    for (const total of reply.page_totals) {
      const rows = reply.invoices.filter((invoice) => invoice.currency === total.currency);
      expect(total.count).toBe(rows.length);
      expect(total.total_cents).toBe(
        rows.reduce((sum, row) => sum + toMinor(row.total_fee, row.currency), 0),
      );
      expect(total.paid_cents + total.unpaid_cents).toBe(total.total_cents);
    }
    expect(reply.page_totals.reduce((sum, total) => sum + total.count, 0)).toBe(50);

    const last = await listAdminInvoices({ page: Math.ceil(reply.total / 200), per_page: 200 });
    expect(last.invoices.at(-1)?.month).toBe(reply.months.at(-1));
    expectNoSchemaReports();
  });

  it('filters by month, paid state and currency together', async () => {
    scenario('admin');
    const sample = (await listAdminInvoices({ paid: 'unpaid', currency: 'GBP', per_page: 1 })).invoices[0];
    const month = sample?.month ?? '';
    const reply = await listAdminInvoices({ month, paid: 'unpaid', currency: 'GBP', per_page: 200 });
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.invoices.every((row) => row.month === month && !row.paid && row.currency === 'GBP')).toBe(
      true,
    );
    expect(reply.page_totals.map((total) => total.currency)).toEqual(['GBP']);
    expect(reply.page_totals[0]?.paid_cents).toBe(0);
    const paid = await listAdminInvoices({ month, paid: 'paid', currency: 'GBP', per_page: 1 });
    const all = await listAdminInvoices({ month, currency: 'GBP', per_page: 1 });
    expect(paid.total + reply.total).toBe(all.total);
  });

  it('explains a filter it cannot use', async () => {
    scenario('admin');
    expect(await refusal(listAdminInvoices({ month: '2025-13' }))).toEqual({
      status: 400,
      message: 'Give the month as YYYY-MM.',
    });
  });

  it('refuses anyone but an admin', async () => {
    scenario('member');
    expect(await refusal(listAdminInvoices())).toEqual({
      status: 403,
      message: ADMIN_INVOICE_MESSAGES.refused,
    });
    expect((await refusal(getAdminInvoice(1))).status).toBe(403);
  });
});

describe('an admin on one invoice', { timeout: 30_000 }, () => {
  it('reads it as its customer does, with its workspace and no history yet', async () => {
    scenario('admin');
    const row = await unpaidEuroInvoice();
    const reply = await getAdminInvoice(row.id);
    expect(reply.invoice).toMatchObject({ id: row.id, number: row.number, paid: false, currency: 'EUR' });
    expect(reply.workspace).toMatchObject({ id: row.account_id, slug: row.workspace_slug });
    expect(reply.workspace.billing_email).toMatch(/@/);
    expect(reply.events).toEqual([]);
    expect(await refusal(getAdminInvoice(999_999_999))).toEqual({
      status: 404,
      message: ADMIN_INVOICE_MESSAGES.notFound,
    });
    expectNoSchemaReports();
  });

  it('marks it paid with a valid authorisation code, once, and the lists follow', async () => {
    await startScenario('admin');
    const row = await unpaidEuroInvoice();
    const unpaidBefore = (await listAdminInvoices({ paid: 'unpaid', per_page: 1 })).total;
    for (const [authcode, message] of [
      ['', ADMIN_INVOICE_MESSAGES.authcodeMissing],
      ['AB 12', ADMIN_INVOICE_MESSAGES.authcodeInvalid],
      ['A'.repeat(33), ADMIN_INVOICE_MESSAGES.authcodeInvalid],
    ] as const) {
      const error = await requestError(markAdminInvoicePaid(row.id, { authcode }));
      expect([error.status, error.serverMessage]).toEqual([400, message]);
    }
    const reply = await markAdminInvoicePaid(row.id, { authcode: ' TX-7781-AB ' });
    expect(reply.meta.message).toBe(`Invoice ${row.number} is marked paid.`);
    expect(reply.invoice).toMatchObject({ paid: true, authcode: 'TX-7781-AB' });
    expect(reply.payments.at(-1)).toMatchObject({
      success: true,
      amount: row.total_fee,
      payment_provider: 'bank_transfer',
    });
    expect(reply.events).toMatchObject([
      {
        kind: 'marked-paid',
        admin_name: 'Ada Lindqvist',
        summary: 'Marked paid with authorisation code TX-7781-AB',
      },
    ]);
    expect((await getAdminInvoice(row.id)).invoice.paid).toBe(true);
    expect((await listAdminInvoices({ paid: 'unpaid', per_page: 1 })).total).toBe(unpaidBefore - 1);
    expect(await refusal(markAdminInvoicePaid(row.id, { authcode: 'TX-7781-AB' }))).toEqual({
      status: 409,
      message: ADMIN_INVOICE_MESSAGES.alreadyPaid,
    });
  });

  it("clears a seeded workspace's unpaid-invoices flag once its last unpaid invoice is marked paid", async () => {
    const backend = await startScenario('admin');
    const id = initechId(backend);
    expect(backend.state.unpaidInvoiceWorkspaceIds).toContain(id);
    const unpaid = backend.state.billing.invoices.filter(
      (invoice) => invoice.account_id === id && !invoice.paid,
    );
    expect(unpaid).toHaveLength(2);
    await markAdminInvoicePaid(unpaid[0]?.id ?? 0, { authcode: 'BANK-0001' });
    expect(backend.state.unpaidInvoiceWorkspaceIds).toContain(id);
    await markAdminInvoicePaid(unpaid[1]?.id ?? 0, { authcode: 'BANK-0002' });
    expect(backend.state.unpaidInvoiceWorkspaceIds).not.toContain(id);
    expect(backend.state.adminInvoices.authcodes[String(unpaid[1]?.id)]).toBe('BANK-0002');
  });

  it('takes a credit off what is left to pay, exactly in cents, never more, never on a paid invoice', async () => {
    await startScenario('admin');
    const row = await unpaidEuroInvoice();
    const over = await requestError(
      addAdminInvoiceCredit(row.id, { amount: row.total_fee + 0.01, note: 'Too much' }),
    );
    expect([over.status, over.serverMessage]).toEqual([400, ADMIN_INVOICE_MESSAGES.amountOverTotal]);
    const noNote = await requestError(addAdminInvoiceCredit(row.id, { amount: 1, note: '  ' }));
    expect([noNote.status, noNote.serverMessage]).toEqual([400, ADMIN_INVOICE_MESSAGES.noteMissing]);
    const zero = await requestError(addAdminInvoiceCredit(row.id, { amount: 0, note: 'Nothing' }));
    expect(zero.serverMessage).toBe(ADMIN_INVOICE_MESSAGES.amountInvalid);

    const reply = await addAdminInvoiceCredit(row.id, { amount: 10.1, note: 'Goodwill for the outage' });
    expect(toMinor(reply.invoice.total_fee, 'EUR')).toBe(toMinor(row.total_fee, 'EUR') - 1010);
    expect(toMinor(reply.invoice.credit, 'EUR')).toBe(toMinor(row.credit, 'EUR') + 1010);
    expect(reply.events.at(-1)).toMatchObject({
      kind: 'credit',
      summary: 'Credit of €10.10: Goodwill for the outage',
    });
    const listed = (
      await listAdminInvoices({ month: row.month, paid: 'unpaid', currency: 'EUR', per_page: 200 })
    ).invoices.find((candidate) => candidate.id === row.id);
    expect(listed?.total_fee).toBe(reply.invoice.total_fee);

    await markAdminInvoicePaid(row.id, { authcode: 'TX-1000' });
    expect(await refusal(addAdminInvoiceCredit(row.id, { amount: 1, note: 'Late' }))).toEqual({
      status: 409,
      message: ADMIN_INVOICE_MESSAGES.paidNoCredit,
    });
  });

  it('resends it to the billing address, into the outbox', async () => {
    const backend = await startScenario('admin');
    const row = await unpaidEuroInvoice();
    const reply = await resendAdminInvoice(row.id);
    const to = reply.workspace.billing_email;
    expect(backend.state.outbox.at(-1)).toEqual({
      to,
      subject: `Your invoice ${row.number}`,
      link: `/c/${row.workspace_slug}/invoices/${row.id}`,
      code: null,
    });
    expect(reply.meta.message).toBe(`Invoice ${row.number} was sent to ${to}.`);
    expect(reply.events.at(-1)).toMatchObject({ kind: 'resent', summary: `Sent to ${to}` });
  });

  it('needs the session’s CSRF token and the admin role to change anything', async () => {
    scenario('admin');
    const row = await unpaidEuroInvoice();
    expect((await refusal(markAdminInvoicePaid(row.id, { authcode: 'TX-1000' }))).status).toBe(403);
    await startScenario('member');
    expect(await refusal(resendAdminInvoice(row.id))).toEqual({
      status: 403,
      message: ADMIN_INVOICE_MESSAGES.refused,
    });
  });
});
