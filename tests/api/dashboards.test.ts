import { describe, expect, it } from 'vitest';
import {
  type AssemblyStatistics,
  type AssemblyStatisticsQuery,
  createWorkspace,
  getAssemblyStatistics,
  getBusinessMetrics,
  getCurrentUser,
  getWorkspaceOverview,
  listAssemblies,
  replayAssembly,
  runTemplateTest,
  TEMPLATE_STARTERS,
} from '../../packages/api/src';
import { NetworkError } from '../../packages/api/src/errors';
import { assemblyIdFor, FIXTURE_NOW, MOCK_API_BASE_URL } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

const { scenario, startScenario, expectNoSchemaReports } = setupApiTests({
  clock: () => Date.parse(FIXTURE_NOW),
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const GIB = 1024 ** 3;
const NOW_MS = Date.parse(FIXTURE_NOW);
const TODAY_MS = Date.parse('2026-01-15T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('GET /{slug}/api/overview.json', () => {
  it("gives a member the plan, this month's usage by day and the five newest assemblies", async () => {
    scenario('member');
    const reply = await getWorkspaceOverview('acme-media');
    expect(reply.plan).toMatchObject({ title: 'Startup', gb_included: 10 });
    expect(reply.usage.month).toBe('2026-01');
    expect(reply.usage.gb_included).toBe(reply.plan.gb_included);
    expect(reply.usage.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 15 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`),
    );
    const days = reply.usage.daily;
    expect(reply.usage.bytes_used).toBe(days.reduce((sum, day) => sum + day.bytes_used, 0));
    expect(reply.usage.assemblies_count).toBe(days.reduce((sum, day) => sum + day.assemblies_count, 0));
    expect(reply.usage.bytes_used).toBeGreaterThan(0);
    expect(reply.usage.bytes_used).toBeLessThan(reply.plan.gb_included * GIB);
    expect(reply.recent_assemblies).toHaveLength(5);
    const created = reply.recent_assemblies.map((assembly) => Date.parse(assembly.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(reply.recent_assemblies.map((assembly) => assembly.account_id))).toEqual(new Set([1]));
    expect(reply.recent_assemblies.every((assembly) => assembly.template_name !== null)).toBe(true);
    expect(reply.is_new).toBe(false);
    expectNoSchemaReports();
  });

  it('is deterministic, and gives each workspace its own history', async () => {
    scenario('member');
    const first = await getWorkspaceOverview('acme-media');
    scenario('member');
    expect(await getWorkspaceOverview('acme-media')).toEqual(first);
    const other = await getWorkspaceOverview('globex-studio');
    const ids = (reply: typeof first) => reply.recent_assemblies.map((assembly) => assembly.id);
    expect(ids(other).some((id) => ids(first).includes(id))).toBe(false);
  });

  it.each(['acme-media', 'globex-studio'])(
    'gives %s the first five rows of its assemblies list as its recent assemblies',
    async (slug) => {
      scenario('member');
      const { recent_assemblies } = await getWorkspaceOverview(slug);
      expect(recent_assemblies).toHaveLength(5);
      expect(recent_assemblies).toEqual((await listAssemblies(slug, { per_page: 5 })).assemblies);
      expectNoSchemaReports();
    },
  );

  it('leads its recent assemblies with the test runs and replays started since, as the list does', async () => {
    await startScenario();
    const blank = TEMPLATE_STARTERS.find((starter) => starter.id === 'blank')?.json ?? '';
    const run = await runTemplateTest('globex-studio', { json: blank });
    const replay = await replayAssembly('globex-studio', assemblyIdFor(2, 1));
    const { recent_assemblies } = await getWorkspaceOverview('globex-studio');
    expect(recent_assemblies).toEqual((await listAssemblies('globex-studio', { per_page: 5 })).assemblies);
    expect(recent_assemblies.slice(0, 2).map((assembly) => assembly.id)).toEqual(
      expect.arrayContaining([run.assembly.id, replay.assembly.id]),
    );
    expect(recent_assemblies[2]?.id).toBe(assemblyIdFor(2, 1));
  });

  it('shows a workspace that has used more than its plan', async () => {
    scenario('member');
    const reply = await getWorkspaceOverview('globex-studio');
    expect(reply.usage.bytes_used).toBeGreaterThan(reply.plan.gb_included * GIB);
  });

  it('marks a workspace created in the session as new: no assemblies, no usage', async () => {
    scenario('memberNoWorkspaces');
    await getCurrentUser();
    await createWorkspace({ slug: 'river-films', name: 'River Films' });
    const reply = await getWorkspaceOverview('river-films');
    expect(reply.is_new).toBe(true);
    expect(reply.recent_assemblies).toEqual([]);
    expect(reply.usage.bytes_used).toBe(0);
    expect(reply.usage.assemblies_count).toBe(0);
    expect(reply.usage.daily).toHaveLength(15);
    expectNoSchemaReports();
  });

  it('refuses a workspace of others, an unknown slug and a logged-out visitor', async () => {
    scenario('member');
    expect(await refusal(getWorkspaceOverview('initech-video'))).toEqual({
      status: 403,
      message: 'You are not a member of this workspace.',
    });
    expect(await refusal(getWorkspaceOverview('no-such-place'))).toEqual({
      status: 404,
      message: 'There is no workspace at “no-such-place”.',
    });
    scenario('loggedOut');
    expect((await refusal(getWorkspaceOverview('acme-media'))).status).toBe(401);
  });

  it('lets an admin open any workspace', async () => {
    scenario('admin');
    expect((await getWorkspaceOverview('initech-video')).is_new).toBe(false);
  });

  it('throws the network-error text when the server is down', async () => {
    scenario('serverDown');
    await expect(getWorkspaceOverview('acme-media')).rejects.toBeInstanceOf(NetworkError);
  });
});

const lastHours = (hours: number, region?: string): AssemblyStatisticsQuery => ({
  granularity: 'hour',
  from: iso(NOW_MS - hours * HOUR_MS),
  to: FIXTURE_NOW,
  ...(region ? { region } : {}),
});
const lastDays = (days: number, region?: string): AssemblyStatisticsQuery => ({
  granularity: 'day',
  from: iso(TODAY_MS - days * DAY_MS),
  to: iso(TODAY_MS),
  ...(region ? { region } : {}),
});
const assembliesIn = (bucket: AssemblyStatistics) =>
  bucket.successful_count + bucket.cancelled_count + bucket.request_aborted_count + bucket.erroneous_count;

describe('GET /admin/api/statistics.json', () => {
  it('gives an admin 48 hourly buckets of every region, oldest first and back to back', async () => {
    scenario('admin');
    const reply = await getAssemblyStatistics(lastHours(48));
    expect(reply.statistics).toHaveLength(48);
    expect(reply.regions).toEqual(['us-east-1', 'eu-west-1', 'ap-southeast-1']);
    reply.statistics.forEach((bucket, index) => {
      expect(bucket).toMatchObject({ granularity_secs: 3600, region: null, template_id: null });
      expect(Date.parse(bucket.data_from)).toBe(NOW_MS - (48 - index) * HOUR_MS);
      expect(Date.parse(bucket.data_to)).toBe(Date.parse(bucket.data_from) + HOUR_MS);
    });
    expectNoSchemaReports();
  });

  it('gives 30 daily buckets whose regions add up to the whole, with averages that match the totals', async () => {
    scenario('founder');
    const all = (await getAssemblyStatistics(lastDays(30))).statistics;
    expect(all).toHaveLength(30);
    expect(all.at(-1)?.data_to).toBe(iso(TODAY_MS));
    const perRegion = await Promise.all(
      ['us-east-1', 'eu-west-1', 'ap-southeast-1'].map(
        async (region) => (await getAssemblyStatistics(lastDays(30, region))).statistics,
      ),
    );
    all.forEach((bucket, index) => {
      const parts = perRegion.map((series) => series[index]);
      expect(parts.every((part) => part?.granularity_secs === 86_400)).toBe(true);
      expect(parts.reduce((sum, part) => sum + (part?.successful_count ?? 0), 0)).toBe(
        bucket.successful_count,
      );
      expect(parts.reduce((sum, part) => sum + (part?.total_bytes_usage ?? 0), 0)).toBe(
        bucket.total_bytes_usage,
      );
      expect(bucket.avg_execution_duration_ms).toBeCloseTo(
        bucket.total_execution_duration_ms / assembliesIn(bucket),
        1,
      );
    });
    expect(perRegion[1]?.[0]?.region).toBe('eu-west-1');
    expectNoSchemaReports();
  });

  it('answers an empty series for a region without traffic or a range outside the history', async () => {
    scenario('admin');
    expect((await getAssemblyStatistics(lastHours(24, 'sa-east-1'))).statistics).toEqual([]);
    const future = await getAssemblyStatistics({
      granularity: 'day',
      from: '2027-01-01T00:00:00.000Z',
      to: '2027-01-31T00:00:00.000Z',
    });
    expect(future.statistics).toEqual([]);
  });

  it('refuses a malformed query with a message a person can act on', async () => {
    scenario('admin');
    expect(await refusal(getAssemblyStatistics({ ...lastHours(24), from: FIXTURE_NOW }))).toEqual({
      status: 400,
      message: 'The range must end after it starts.',
    });
    expect((await refusal(getAssemblyStatistics(lastHours(24 * 20)))).message).toBe(
      'Hourly statistics cover at most 14 days; ask for daily ones for a longer range.',
    );
    expect((await refusal(getAssemblyStatistics({ ...lastHours(24), from: 'yesterday' }))).message).toBe(
      'Give the start of the range (from) as an ISO 8601 instant in UTC.',
    );
  });

  it('refuses members and logged-out visitors', async () => {
    scenario('member');
    expect(await refusal(getAssemblyStatistics(lastHours(48)))).toEqual({
      status: 403,
      message: 'Only admins can see assembly statistics.',
    });
    scenario('loggedOut');
    expect((await refusal(getAssemblyStatistics(lastHours(48)))).status).toBe(401);
  });
});

describe('GET /admin/api/bi.json', () => {
  it('gives 30 days of each metric up to yesterday, with headlines that match the points', async () => {
    scenario('admin');
    const reply = await getBusinessMetrics({ period: '30d' });
    expect(reply).toMatchObject({ period: '30d', interval: 'day', currency: 'USD' });
    expect(reply.from).toBe('2025-12-16T00:00:00.000Z');
    expect(reply.to).toBe(iso(TODAY_MS));
    for (const series of [reply.signups, reply.active_workspaces, reply.revenue, reply.usage_bytes]) {
      expect(series).toHaveLength(30);
      expect(series[0]?.date).toBe('2025-12-16');
      expect(series.at(-1)?.date).toBe('2026-01-14');
    }
    const sum = (series: { value: number }[]) => series.reduce((total, point) => total + point.value, 0);
    expect(reply.current.signups).toBe(sum(reply.signups));
    expect(reply.current.usage_bytes).toBe(sum(reply.usage_bytes));
    expect(reply.current.revenue).toBeCloseTo(sum(reply.revenue), 2);
    expect(reply.current.active_workspaces).toBe(reply.active_workspaces.at(-1)?.value);
    // The business grows, so the period before had less of everything.
    expect(reply.previous.revenue).toBeLessThan(reply.current.revenue);
    expectNoSchemaReports();
  });

  it('gives 90 daily points, or the last twelve whole months', async () => {
    scenario('founder');
    expect((await getBusinessMetrics({ period: '90d' })).signups).toHaveLength(90);
    const year = await getBusinessMetrics({ period: '12m' });
    expect(year.interval).toBe('month');
    expect(year.revenue.map((point) => point.date)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}-01`),
    );
    expect(year.from).toBe('2025-01-01T00:00:00.000Z');
    expect(year.to).toBe('2026-01-01T00:00:00.000Z');
    expect(year.current.signups).toBe(year.signups.reduce((total, point) => total + point.value, 0));
    expectNoSchemaReports();
  });

  it('refuses an unknown period, members and logged-out visitors', async () => {
    scenario('admin');
    // The call's type allows only the three periods, so the wrong one goes out by hand.
    const response = await fetch(`${MOCK_API_BASE_URL}/admin/api/bi.json?period=week`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { status: 'error', message: 'Choose 30d, 90d or 12m as the period.' },
    });
    scenario('member');
    expect((await refusal(getBusinessMetrics({ period: '30d' }))).status).toBe(403);
    scenario('loggedOut');
    expect((await refusal(getBusinessMetrics({ period: '30d' }))).status).toBe(401);
  });
});
