import { describe, expect, it } from 'vitest';
import {
  ADMIN_ASSEMBLY_MESSAGES,
  type AdminAssemblyListItem,
  getAdminAssembly,
  listAdminAssemblies,
  stateFor,
} from '../../packages/api/src';
import { fleetWorkspace } from '../../packages/mock-api/src';
import { statusesOf } from '../../packages/mock-api/src/areas/admin-workspace-list';
import { fleetUnpaidWorkspaceIds } from '../../packages/mock-api/src/fleet-ledger';
import { refusal, setupApiTests } from '../support/api';

const { scenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const newestFirst = (rows: AdminAssemblyListItem[]) =>
  rows.every(
    (row, index) => index === 0 || Date.parse(rows[index - 1]?.created ?? '') >= Date.parse(row.created),
  );

// Each test's backend lays out the 50,000 workspaces once, a few seconds on a busy machine.
describe('GET /admin/api/assemblies.json', { timeout: 30_000 }, () => {
  it('pages every workspace’s assemblies newest first, without gaps or overlaps', async () => {
    scenario('admin');
    const first = await listAdminAssemblies();
    expect(first.assemblies).toHaveLength(25);
    expect(first.total).toBeGreaterThan(100_000);
    const second = await listAdminAssemblies({ page: 2 });
    const both = [...first.assemblies, ...second.assemblies];
    expect(newestFirst(both)).toBe(true);
    expect(new Set(both.map((row) => row.id)).size).toBe(50);
    expect(new Set(both.map((row) => row.workspace_slug)).size).toBeGreaterThan(10);
    const last = await listAdminAssemblies({ page: Math.ceil(first.total / 200), per_page: 200 });
    expect(last.assemblies.length).toBe(first.total - (last.page - 1) * 200);
    expectNoSchemaReports();
  });

  it('filters by state, days, region and cluster', async () => {
    scenario('admin');
    const failed = await listAdminAssemblies({ state: 'failed', per_page: 100 });
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.assemblies.every((row) => row.state === stateFor('failed'))).toBe(true);
    const region = await listAdminAssemblies({ region: 'eu-west-1', per_page: 100 });
    expect(region.assemblies.every((row) => row.region === 'eu-west-1')).toBe(true);
    const cluster = await listAdminAssemblies({ cluster: 'eu-west-1-prod-2', per_page: 100 });
    expect(cluster.total).toBeGreaterThan(0);
    expect(cluster.total).toBeLessThan(region.total);
    expect(cluster.assemblies.every((row) => row.cluster === 'eu-west-1-prod-2')).toBe(true);
    const day = (await listAdminAssemblies({ page: 40 })).assemblies[0]?.created.slice(0, 10) ?? '';
    const days = await listAdminAssemblies({ from: day, to: day, per_page: 200 });
    expect(days.total).toBeGreaterThan(0);
    expect(days.assemblies.every((row) => row.created.startsWith(day))).toBe(true);
    expect(await refusal(listAdminAssemblies({ region: 'mars-1' as 'eu-west-1' }))).toEqual({
      status: 400,
      message: 'Filter by one of these regions: us-east-1, eu-west-1, ap-southeast-1.',
    });
  });

  it('filters by workspace slug and by the workspace’s admin status', async () => {
    const backend = scenario('admin');
    const bySlug = await listAdminAssemblies({ workspace: 'ACME', per_page: 100 });
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.assemblies.every((row) => row.workspace_slug.includes('acme'))).toBe(true);
    const cancelled = await listAdminAssemblies({ status: 'cancelled', per_page: 100 });
    expect(cancelled.total).toBeGreaterThan(0);
    const unpaid = fleetUnpaidWorkspaceIds(backend);
    for (const row of cancelled.assemblies) {
      const workspace = fleetWorkspace(backend, row.workspace_slug);
      expect(workspace && statusesOf(workspace, unpaid)).toContain('cancelled');
    }
    const none = await listAdminAssemblies({ workspace: 'no-such-workspace-anywhere' });
    expect(none).toMatchObject({ assemblies: [], total: 0 });
  });

  it('gives one assembly with its workspace, and 404 for an unknown id', async () => {
    scenario('admin');
    const row = (await listAdminAssemblies({ page: 3 })).assemblies[4];
    if (!row) throw new Error('no row');
    const detail = await getAdminAssembly(row.id);
    expect(detail.assembly.id).toBe(row.id);
    expect(detail.workspace_slug).toBe(row.workspace_slug);
    expect(detail.workspace_name).toBe(row.workspace_name);
    expect(detail.status).toMatchObject({ assembly_id: row.id });
    expect(await refusal(getAdminAssembly('0'.repeat(32)))).toEqual({
      status: 404,
      message: ADMIN_ASSEMBLY_MESSAGES.notFound,
    });
  });

  it('refuses anyone but an admin', async () => {
    scenario('member');
    expect(await refusal(listAdminAssemblies())).toEqual({
      status: 403,
      message: ADMIN_ASSEMBLY_MESSAGES.refused,
    });
    expect((await refusal(getAdminAssembly('0'.repeat(32)))).status).toBe(403);
  });
});
