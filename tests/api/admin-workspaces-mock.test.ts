import { describe, expect, it } from 'vitest';
import {
  ADMIN_WORKSPACE_MESSAGES,
  addAdminWorkspaceCredit,
  cancelAdminWorkspace,
  changeAdminWorkspacePlan,
  exportAdminWorkspaces,
  getAdminWorkspace,
  getAdminWorkspaceUsage,
  impersonateWorkspace,
  listAdminWorkspaces,
  restoreAdminWorkspace,
  revealAdminWorkspaceField,
  updateAdminWorkspaceLimits,
} from '../../packages/api/src';
import { FLEET_FIRST_ID, FLEET_SIZE, fleetWorkspace } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });
const SLOW = { timeout: 60_000 };

describe('the admin workspace list', SLOW, () => {
  it('pages every workspace of the fleet, newest first', async () => {
    const backend = await startScenario('admin');
    const first = await listAdminWorkspaces({ per_page: 50 });
    expect(first.total).toBe(FLEET_SIZE + backend.state.workspaces.length);
    expect(first.workspaces).toHaveLength(50);
    const created = first.workspaces.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    const second = await listAdminWorkspaces({ per_page: 50, page: 2 });
    expect((second.workspaces[0]?.created ?? '') <= (first.workspaces.at(-1)?.created ?? '')).toBe(true);
    expect(new Set([...first.workspaces, ...second.workspaces].map((row) => row.id)).size).toBe(100);
    expectNoSchemaReports();
  });

  it('filters by each status and sorts by usage and revenue', async () => {
    await startScenario('admin');
    const all = (await listAdminWorkspaces({ per_page: 1 })).total;
    const cancelled = await listAdminWorkspaces({ status: 'cancelled' });
    expect(cancelled.total / all).toBeGreaterThan(0.06);
    expect(cancelled.workspaces.every((row) => row.statuses.includes('cancelled'))).toBe(true);
    for (const status of [
      'active',
      'deleted',
      'plan-exceeded',
      'bill-limit-reached',
      'unpaid',
      'invoicing',
    ] as const) {
      const page = await listAdminWorkspaces({ status, per_page: 20 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.workspaces.every((row) => row.statuses.includes(status))).toBe(true);
    }
    const heavy = await listAdminWorkspaces({ sort: 'lifetime_usage', dir: 'desc', per_page: 10 });
    const usage = heavy.workspaces.map((row) => row.lifetime_usage);
    expect(usage).toEqual([...usage].sort((a, b) => b - a));
    const revenue = await listAdminWorkspaces({ sort: 'revenue_forecast', dir: 'desc', per_page: 10 });
    expect(revenue.workspaces.every((row) => row.revenue_forecast !== null)).toBe(true);
    const oldest = await listAdminWorkspaces({ sort: 'created', dir: 'asc', per_page: 1 });
    const newest = await listAdminWorkspaces({ sort: 'created', dir: 'desc', per_page: 1 });
    expect((oldest.workspaces[0]?.created ?? '') < (newest.workspaces[0]?.created ?? '')).toBe(true);
    expectNoSchemaReports();
  });

  it('searches by name, slug, id, e-mail and referral code', async () => {
    const backend = await startScenario('admin');
    const target = fleetWorkspace(backend, FLEET_FIRST_ID + 1234);
    if (!target) throw new Error('no fleet workspace');
    for (const q of [target.slug, String(target.id), target.email, target.referral_code ?? '']) {
      const page = await listAdminWorkspaces({ q });
      expect(page.workspaces.map((row) => row.id)).toContain(target.id);
    }
    const byName = await listAdminWorkspaces({ q: 'acme' });
    expect(byName.workspaces.map((row) => row.slug)).toContain('acme-media');
    const none = await listAdminWorkspaces({ q: 'no-such-workspace-anywhere' });
    expect(none).toMatchObject({ total: 0, workspaces: [] });
  });

  it('exports the whole filter as CSV', async () => {
    await startScenario('admin');
    const page = await listAdminWorkspaces({ status: 'deleted', per_page: 10 });
    const csv = await exportAdminWorkspaces({ status: 'deleted', page: 3 });
    expect(csv.count).toBe(page.total);
    const lines = csv.csv.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,name,slug,email,plan,statuses,created,last_used,lifetime_usage_bytes,revenue_forecast,currency,referral_code',
    );
    expect(lines).toHaveLength(page.total + 1);
    expect(csv.filename).toMatch(/^workspaces-deleted-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('refuses bad queries, a member and a logged-out visitor', async () => {
    await startScenario('admin');
    expect(await refusal(listAdminWorkspaces({ per_page: 500 }))).toMatchObject({ status: 400 });
    await startScenario('member');
    expect(await refusal(listAdminWorkspaces())).toEqual({
      status: 403,
      message: ADMIN_WORKSPACE_MESSAGES.refused,
    });
    expect(await refusal(getAdminWorkspace('acme-media'))).toEqual({
      status: 403,
      message: ADMIN_WORKSPACE_MESSAGES.refused,
    });
    expect(await refusal(addAdminWorkspaceCredit('acme-media', { amount: 5, note: 'x' }))).toMatchObject({
      status: 403,
    });
    await startScenario('loggedOut');
    expect(await refusal(listAdminWorkspaces())).toMatchObject({ status: 401 });
  });
});

describe('one workspace’s admin view and changes', SLOW, () => {
  it('shows everything of a seeded workspace, by slug or id, and 404s an unknown one', async () => {
    const backend = await startScenario('admin');
    const acme = await getAdminWorkspace('acme-media');
    expect(acme.workspace.slug).toBe('acme-media');
    expect(acme.members.map((member) => member.role)).toContain('owner');
    expect(acme.invoices.length).toBeGreaterThan(0);
    expect(acme.credits.length).toBeGreaterThan(0);
    expect(acme.masked.map((field) => field.field)).toContain('secret_key');
    expect(JSON.stringify(acme)).not.toMatch(/secret_key"\s*:/);
    const byId = await getAdminWorkspace(String(acme.workspace.id));
    expect(byId.workspace.id).toBe(acme.workspace.id);
    const fleet = await getAdminWorkspace(String(FLEET_FIRST_ID + 7));
    expect(fleet.members.length).toBeGreaterThan(0);
    expect(fleet.plan_changes[0]?.type).toBe('signup');
    expect(await refusal(getAdminWorkspace('no-such-workspace'))).toEqual({
      status: 404,
      message: ADMIN_WORKSPACE_MESSAGES.notFound,
    });
    expect(backend.state.adminAudit).toEqual([]);
    expectNoSchemaReports();
  });

  it('edits limits with a recorded reason, and refuses them without one', async () => {
    const backend = await startScenario('admin');
    const slug = fleetWorkspace(backend, FLEET_FIRST_ID + 3)?.slug ?? '';
    const base = {
      assembly_rate_limit: 50,
      concurrent_assembly_rate_limit: 10,
      bill_limit: 500,
      stop_processing_on_bill_limit: true,
    };
    expect(await refusal(updateAdminWorkspaceLimits(slug, { ...base, reason: '  ' }))).toEqual({
      status: 400,
      message: ADMIN_WORKSPACE_MESSAGES.reasonMissing,
    });
    const reply = await updateAdminWorkspaceLimits(slug, { ...base, reason: 'Ticket 4411: launch week' });
    expect(reply.workspace).toMatchObject(base);
    expect(reply.audit[0]).toMatchObject({
      action: 'limits',
      reason: 'Ticket 4411: launch week',
      admin_name: 'Ada Lindqvist',
    });
    expect(reply.audit[0]?.summary).toContain('Assembly rate limit');
    expect(fleetWorkspace(backend, slug)?.assembly_rate_limit).toBe(50);
  });

  it('adds a credit with a note in the workspace’s currency', async () => {
    await startScenario('admin');
    expect(await refusal(addAdminWorkspaceCredit('globex-studio', { amount: 0, note: 'x' }))).toMatchObject({
      status: 400,
      message: ADMIN_WORKSPACE_MESSAGES.amountInvalid,
    });
    expect(await refusal(addAdminWorkspaceCredit('globex-studio', { amount: 10, note: '' }))).toMatchObject({
      message: ADMIN_WORKSPACE_MESSAGES.noteMissing,
    });
    const reply = await addAdminWorkspaceCredit('globex-studio', {
      amount: 12.5,
      note: 'Queue delays on May 3',
    });
    expect(reply.credits.at(-1)).toMatchObject({
      amount: 12.5,
      note: 'Queue delays on May 3',
      currency: 'USD',
      invoice_id: null,
    });
    expect(reply.audit[0]?.action).toBe('credit');
  });

  it('cancels and restores, moving the workspace between statuses of the list', async () => {
    const backend = await startScenario('admin');
    const target = fleetWorkspace(backend, FLEET_FIRST_ID + 11);
    if (!target || target.cancelled) throw new Error('expected an active fleet workspace');
    const cancelled = await cancelAdminWorkspace(target.slug, { reason: 'Duplicate account' });
    expect(cancelled.statuses).toContain('cancelled');
    expect(await refusal(cancelAdminWorkspace(target.slug, { reason: 'again' }))).toEqual({
      status: 409,
      message: ADMIN_WORKSPACE_MESSAGES.alreadyCancelled,
    });
    const listed = await listAdminWorkspaces({ status: 'cancelled', q: String(target.id) });
    expect(listed.workspaces.map((row) => row.id)).toEqual([target.id]);
    const restored = await restoreAdminWorkspace(target.slug, { reason: 'Cancelled by mistake' });
    expect(restored.statuses).toContain('active');
    expect(restored.audit.map((entry) => entry.action)).toEqual(['restore', 'cancel']);
  });

  it('changes the plan, recording the change', async () => {
    await startScenario('admin');
    expect(await refusal(changeAdminWorkspacePlan('acme-media', { plan_id: 2, reason: 'x' }))).toEqual({
      status: 409,
      message: ADMIN_WORKSPACE_MESSAGES.samePlan,
    });
    const reply = await changeAdminWorkspacePlan('acme-media', { plan_id: 3, reason: 'Sales deal' });
    expect(reply.plan.id).toBe(3);
    expect(reply.plan_changes.at(-1)).toMatchObject({
      type: 'upgrade',
      old_plan_id: 2,
      new_plan_id: 3,
      reason: 'Sales deal',
    });
  });

  it('reveals a masked field only on request, recording who, when and which', async () => {
    const backend = await startScenario('admin');
    const reply = await revealAdminWorkspaceField('acme-media', { field: 'secret_key' });
    const masked = (await getAdminWorkspace('acme-media')).masked.find(
      (field) => field.field === 'secret_key',
    );
    expect(masked?.masked.slice(-4)).toBe(reply.value.slice(-4));
    expect(backend.state.adminAudit.at(-1)).toMatchObject({
      action: 'reveal',
      summary: 'Secret key',
      admin_name: 'Ada Lindqvist',
      workspace_id: 1,
    });
  });

  it('gives twelve months of usage by robot', async () => {
    await startScenario('admin');
    const usage = await getAdminWorkspaceUsage(String(FLEET_FIRST_ID + 20));
    expect(usage.months).toHaveLength(12);
    for (const month of usage.months) {
      expect(month.robots.reduce((sum, robot) => sum + robot.bytes, 0)).toBe(month.bytes);
    }
  });

  it('impersonates a fleet workspace through its owner', async () => {
    const backend = await startScenario('admin');
    const target = fleetWorkspace(backend, FLEET_FIRST_ID + 42);
    if (!target || target.deleted) throw new Error('expected a live fleet workspace');
    await impersonateWorkspace(target.id);
    expect(backend.state.session?.activeSlug).toBe(target.slug);
    expect(backend.state.session?.impersonatorId).not.toBeNull();
    expect(backend.state.workspaces.some((workspace) => workspace.id === target.id)).toBe(true);
  });
});
