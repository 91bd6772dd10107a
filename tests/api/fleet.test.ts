import { describe, expect, it } from 'vitest';
import { InvoiceSchema } from '../../packages/api/src/schemas/invoice';
import { WorkspaceSchema } from '../../packages/api/src/schemas/workspace';
import {
  editFleetLedgerRow,
  editFleetWorkspace,
  FIXTURE_NOW,
  FLEET_FIRST_ID,
  FLEET_SIZE,
  fleetInvoice,
  fleetLedger,
  fleetUnpaidWorkspaceIds,
  fleetWorkspace,
  fleetWorkspaces,
  MockBackend,
  seedDemo,
  sumCents,
} from '../../packages/mock-api/src';

// Generating a fleet takes a moment (longer on a busy machine); the read-only checks share one.
const SLOW = { timeout: 60_000 };
const backend = seedDemo();
const all = fleetWorkspaces(backend);
const generated = all.filter((workspace) => workspace.id >= FLEET_FIRST_ID);
const share = (count: number) => count / generated.length;

describe('the admin fleet', SLOW, () => {
  it('holds 50,000 generated workspaces behind the backend’s own ones, with their ids', () => {
    expect(generated).toHaveLength(FLEET_SIZE);
    const own = backend.state.workspaces;
    expect(all.slice(0, own.length)).toEqual(own);
    expect(all.slice(0, own.length).map((workspace) => workspace.id)).toEqual(own.map((w) => w.id));
    expect(fleetWorkspace(backend, 'acme-media')?.id).toBe(own[0]?.id);
    expect(fleetWorkspace(backend, FLEET_FIRST_ID)?.id).toBe(FLEET_FIRST_ID);
    expect(new Set(all.map((workspace) => workspace.id)).size).toBe(all.length);
    expect(new Set(all.map((workspace) => workspace.slug)).size).toBe(all.length);
    expect(new Set(all.map((workspace) => workspace.referral_code)).size).toBe(all.length);
  });

  it('is the same every time for the same clock, and cached per backend', () => {
    const again = fleetWorkspaces(seedDemo());
    expect(again.length).toBe(all.length);
    for (const index of [0, 10, 4_321, 25_000, all.length - 1]) expect(again[index]).toEqual(all[index]);
    expect(fleetWorkspaces(backend)).toBe(all);
  });

  it('gives workspaces the schema accepts', () => {
    for (let index = 0; index < generated.length; index += 997) {
      expect(WorkspaceSchema.safeParse(generated[index]).success).toBe(true);
    }
  });

  it('spreads signups over four years, more of them recently', () => {
    const now = Date.parse(FIXTURE_NOW);
    const year = 365 * 86_400_000;
    const ages = generated.map((workspace) => now - Date.parse(workspace.created));
    expect(Math.max(...ages)).toBeLessThanOrEqual(4 * year);
    expect(Math.max(...ages)).toBeGreaterThan(3.9 * year);
    const lastYear = ages.filter((age) => age < year).length;
    const firstYear = ages.filter((age) => age >= 3 * year).length;
    expect(lastYear).toBeGreaterThan(2 * firstYear);
    // Every week of the four years has signups to chart.
    const weeks = new Set(ages.map((age) => Math.floor(age / (7 * 86_400_000))));
    expect(weeks.size).toBeGreaterThanOrEqual(208);
  });

  it('has the stated spread of statuses', () => {
    const cancelled = share(generated.filter((workspace) => workspace.cancelled).length);
    const deleted = share(generated.filter((workspace) => workspace.deleted !== null).length);
    const exceeded = share(generated.filter((workspace) => workspace.plan_exceeded).length);
    const limit = share(generated.filter((workspace) => workspace.bill_limit_reached).length);
    const invoicing = share(generated.filter((workspace) => workspace.uses_invoicing).length);
    const unpaid = share([...fleetUnpaidWorkspaceIds(backend)].filter((id) => id >= FLEET_FIRST_ID).length);
    expect(cancelled).toBeGreaterThan(0.07);
    expect(cancelled).toBeLessThan(0.09);
    expect(deleted).toBeGreaterThan(0.007);
    expect(deleted).toBeLessThan(0.013);
    expect(exceeded).toBeGreaterThan(0.025);
    expect(exceeded).toBeLessThan(0.035);
    expect(limit).toBeGreaterThan(0.007);
    expect(limit).toBeLessThan(0.013);
    expect(unpaid).toBeGreaterThan(0.015);
    expect(unpaid).toBeLessThan(0.025);
    expect(invoicing).toBeGreaterThan(0.035);
    expect(invoicing).toBeLessThan(0.045);
    for (const workspace of generated.filter((w) => w.cancelled))
      expect(workspace.cancel_reason).toBeTruthy();
    for (const workspace of generated.filter((w) => w.deleted)) expect(workspace.cancelled).toBe(true);
  });

  it('skews lifetime usage, forecasts revenue for paying workspaces and tracks acquisition', () => {
    const usage = generated.map((workspace) => workspace.lifetime_usage).sort((a, b) => b - a);
    const total = usage.reduce((sum, bytes) => sum + bytes, 0);
    const top = usage.slice(0, generated.length / 100).reduce((sum, bytes) => sum + bytes, 0);
    expect(top / total).toBeGreaterThan(0.3);
    const paying = generated.filter((workspace) => workspace.billable);
    expect(paying.length).toBeGreaterThan(5_000);
    expect(paying.length).toBeLessThan(10_000);
    for (const workspace of generated.filter((w) => w.revenue_forecast !== null)) {
      expect(workspace.billable).toBe(true);
    }
    expect(paying.filter((w) => !w.cancelled).every((w) => w.revenue_forecast !== null)).toBe(true);
    expect(generated.every((workspace) => workspace.referral_code)).toBe(true);
    const utm = share(generated.filter((workspace) => workspace.via_utm_source !== null).length);
    expect(utm).toBeGreaterThan(0.1);
    expect(utm).toBeLessThan(0.5);
  });
});

describe('the fleet ledger', SLOW, () => {
  const ledger = fleetLedger(backend);
  const fleetRows = ledger.filter((row) => row.account_id >= FLEET_FIRST_ID);

  it('has up to 24 months of invoices of the paying workspaces in USD, EUR and GBP', () => {
    const accounts = new Set(fleetRows.map((row) => row.account_id));
    expect(accounts.size).toBeGreaterThan(3_000);
    for (const id of accounts) expect(fleetWorkspace(backend, id)?.billable).toBe(true);
    expect(new Set(fleetRows.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']));
    expect(new Set(fleetRows.map((row) => row.month)).size).toBe(24);
    expect(new Set(ledger.map((row) => row.id)).size).toBe(ledger.length);
    expect(fleetRows.some((row) => row.payment_failed)).toBe(true);
    // The backend's own invoices are in it, as they are.
    expect(ledger.slice(0, backend.state.billing.invoices.length).map((row) => row.id)).toEqual(
      backend.state.billing.invoices.map((invoice) => invoice.id),
    );
  });

  it('marks unpaid exactly the fleet workspaces with unpaid invoices', () => {
    const unpaidAccounts = new Set(fleetRows.filter((row) => !row.paid).map((row) => row.account_id));
    const flagged = new Set([...fleetUnpaidWorkspaceIds(backend)].filter((id) => id >= FLEET_FIRST_ID));
    expect(unpaidAccounts).toEqual(flagged);
  });

  it('adds up in integer cents: subtotal − credit + VAT is the total, row by row and summed', () => {
    for (const row of fleetRows.slice(0, 5_000)) {
      for (const amount of [row.subtotal, row.vat, row.credit, row.total_fee]) {
        expect(Math.round(amount * 100)).toBeCloseTo(amount * 100, 6);
      }
    }
    const usd = fleetRows.filter((row) => row.currency === 'USD');
    const total = sumCents(usd.map((row) => row.total_fee));
    expect(Number.isInteger(total)).toBe(true);
    expect(total).toBe(usd.reduce((sum, row) => sum + Math.round(row.total_fee * 100), 0));
  });

  it('builds the full invoice of a row, matching it', () => {
    for (const row of fleetRows.filter((_, index) => index % 4_999 === 0)) {
      const invoice = fleetInvoice(backend, row.id);
      expect(InvoiceSchema.safeParse(invoice).success).toBe(true);
      expect(invoice).toMatchObject({
        id: row.id,
        number: row.number,
        account_id: row.account_id,
        month: row.month,
        currency: row.currency,
        subtotal: row.subtotal,
        vat: row.vat,
        total_fee: row.total_fee,
        paid: row.paid,
      });
      expect(invoice?.robots.length).toBeGreaterThan(0);
    }
    expect(fleetInvoice(backend, 1)).toBe(backend.state.billing.invoices[0]);
    expect(fleetInvoice(backend, 999_999_999)).toBeUndefined();
  });
});

describe('admin edits over the fleet', SLOW, () => {
  it('lays edits of generated and own workspaces over the fleet, kept in the backend state', () => {
    const edited = seedDemo();
    const before = fleetWorkspaces(edited);
    const target = before.find((workspace) => workspace.id >= FLEET_FIRST_ID && !workspace.cancelled);
    if (!target) throw new Error('no active generated workspace');
    editFleetWorkspace(edited, target.id, { cancelled: true, cancel_reason: 'Duplicate account' });
    expect(fleetWorkspace(edited, target.id)).toMatchObject({
      cancelled: true,
      cancel_reason: 'Duplicate account',
    });
    expect(fleetWorkspace(edited, target.slug)?.cancelled).toBe(true);
    expect(edited.state.fleet.workspaceEdits[target.id]).toEqual({
      cancelled: true,
      cancel_reason: 'Duplicate account',
    });
    editFleetWorkspace(edited, 1, { assembly_rate_limit: 50 });
    expect(edited.state.workspaces[0]?.assembly_rate_limit).toBe(50);
    expect(fleetWorkspace(edited, 1)?.assembly_rate_limit).toBe(50);
    expect(editFleetWorkspace(edited, 99_999_999, { cancelled: true })).toBeUndefined();

    // A backend restored from the saved state (demo mode) shows the same edits.
    const restored = new MockBackend(edited.snapshot());
    expect(fleetWorkspace(restored, target.id)?.cancelled).toBe(true);
  });

  it('settles a workspace once its unpaid invoices are marked paid', () => {
    const edited = seedDemo();
    const row = fleetLedger(edited).find(
      (candidate) => !candidate.paid && candidate.account_id >= FLEET_FIRST_ID,
    );
    if (!row) throw new Error('no unpaid fleet invoice');
    for (const unpaid of fleetLedger(edited).filter((r) => r.account_id === row.account_id && !r.paid)) {
      editFleetLedgerRow(edited, unpaid.id, { paid: true, payment_failed: false });
    }
    expect(fleetUnpaidWorkspaceIds(edited).has(row.account_id)).toBe(false);
    expect(fleetInvoice(edited, row.id)?.paid).toBe(true);
  });

  it('leaves ids below the fleet for workspaces created in the session', () => {
    const fresh = seedDemo();
    const materialised = fleetWorkspace(fresh, FLEET_FIRST_ID);
    if (!materialised) throw new Error('no first fleet workspace');
    fresh.state.workspaces.push({ ...materialised });
    const created = fresh.addWorkspace({ name: 'Brand New' });
    expect(created.id).toBeLessThan(FLEET_FIRST_ID);
    expect(fleetWorkspaces(fresh).filter((workspace) => workspace.id === FLEET_FIRST_ID)).toHaveLength(1);
  });
});
