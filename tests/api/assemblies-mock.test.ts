import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSEMBLY_MESSAGES,
  ASSEMBLY_OUTCOMES,
  type AssemblyListItem,
  type AssemblyListQuery,
  assemblyOutcome,
  cancelAssembly,
  canReplay,
  dayInTimeZone,
  getAssembly,
  getCsrfToken,
  getTemplate,
  getWorkspaceOverview,
  isAssemblyBusy,
  listAssemblies,
  listTemplates,
  replayAssembly,
  runTemplateTest,
  setCsrfToken,
  stateFor,
  TEMPLATE_STARTERS,
  validateTemplate,
} from '../../packages/api/src';
import {
  assemblyIdFor,
  assemblyIdMatcher,
  FIXTURE_NOW,
  hexId,
  MOCK_API_BASE_URL,
  presetTemplateId,
} from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

/** The backend's clock in these tests: it only moves when a test moves it. */
let now = Date.parse(FIXTURE_NOW);
const { startScenario, expectNoSchemaReports } = setupApiTests({ clock: () => now });

/** Every assembly of a workspace that passes `query`, page by page. */
async function everything(slug: string, query: AssemblyListQuery = {}): Promise<AssemblyListItem[]> {
  const rows: AssemblyListItem[] = [];
  for (let page = 1; ; page++) {
    const reply = await listAssemblies(slug, { ...query, page, per_page: 200 });
    rows.push(...reply.assemblies);
    if (rows.length >= reply.total) return rows;
  }
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const day = (timestamp: string) => timestamp.slice(0, 10);

beforeEach(() => {
  now = Date.parse(FIXTURE_NOW);
});

describe('GET /{slug}/api/assemblies.json', () => {
  let acme: AssemblyListItem[] = [];

  beforeAll(async () => {
    await startScenario();
    acme = await everything('acme-media');
    setCsrfToken(null);
  });

  it("lists Acme's 2,400 assemblies newest first, in pages of 25 unless asked otherwise", async () => {
    await startScenario();
    const reply = await listAssemblies('acme-media');
    expect(reply).toMatchObject({ total: 2_400, page: 1, per_page: 25, fields_search: false });
    expect(reply.assemblies).toHaveLength(25);
    expect(acme).toHaveLength(2_400);
    const created = acme.map((assembly) => Date.parse(assembly.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(ids(acme)).size).toBe(2_400);
    expect(new Set(acme.map(assemblyOutcome))).toEqual(new Set(ASSEMBLY_OUTCOMES));
    expectNoSchemaReports();
  });

  it("starts with the dashboard's recent assemblies, named after their templates", async () => {
    await startScenario();
    const overview = await getWorkspaceOverview('acme-media');
    expect(ids(acme.slice(0, 5))).toEqual(ids(overview.recent_assemblies));
    expect(acme.slice(0, 5).map((a) => a.template_name)).toEqual(
      overview.recent_assemblies.map((a) => a.template_name),
    );
    expect(acme.every((assembly) => assembly.template_name !== null)).toBe(true);
  });

  it('keeps state in agreement with ok and error on every row', () => {
    for (const assembly of acme) {
      expect(assembly.ok === null).toBe(assembly.error !== null);
      expect(assembly.ok === null).toBe(assemblyOutcome(assembly) === 'failed');
    }
  });

  it('filters by state; the states add up to the whole', async () => {
    await startScenario();
    let sum = 0;
    for (const state of ASSEMBLY_OUTCOMES) {
      const reply = await listAssemblies('acme-media', { state, per_page: 200 });
      expect(reply.total).toBe(acme.filter((a) => assemblyOutcome(a) === state).length);
      expect(reply.total).toBeGreaterThan(0);
      expect(reply.assemblies.every((a) => a.state === stateFor(state))).toBe(true);
      sum += reply.total;
    }
    expect(sum).toBe(2_400);
  });

  it('filters by template, also one of the workspace templates after the first five', async () => {
    await startScenario();
    const templateId = acme.find((a) => a.template_name === 'trailers-hls')?.template_id ?? '';
    expect(templateId).toMatch(/^[0-9a-f]{32}$/);
    const rows = await everything('acme-media', { template_id: templateId });
    expect(ids(rows)).toEqual(ids(acme.filter((a) => a.template_id === templateId)));
    expect(rows.every((row) => row.template_name === 'trailers-hls')).toBe(true);
  });

  it('filters by days, both included, in UTC', async () => {
    await startScenario();
    const rows = await everything('acme-media', { from: '2026-01-10', to: '2026-01-12' });
    const wanted = acme.filter((a) => day(a.created) >= '2026-01-10' && day(a.created) <= '2026-01-12');
    expect(wanted.length).toBeGreaterThan(200);
    expect(ids(rows)).toEqual(ids(wanted));
    expect((await listAssemblies('acme-media', { from: '2026-01-15' })).total).toBe(
      acme.filter((a) => day(a.created) === '2026-01-15').length,
    );
  });

  it('reads the days in the zone the query names (tz), and refuses a zone it does not know', async () => {
    await startScenario();
    const zone = 'America/Los_Angeles';
    const rows = await everything('acme-media', { from: '2026-01-14', to: '2026-01-14', tz: zone });
    const wanted = acme.filter((a) => dayInTimeZone(Date.parse(a.created), zone) === '2026-01-14');
    expect(ids(rows)).toEqual(ids(wanted));
    // The 14th in Los Angeles is not the 14th in UTC.
    expect(ids(rows)).not.toEqual(ids(acme.filter((a) => day(a.created) === '2026-01-14')));
    expect(
      (await refusal(listAssemblies('acme-media', { from: '2026-01-14', tz: 'Mars/Base' }))).status,
    ).toBe(400);
  });

  it('combines state, template and days', async () => {
    await startScenario();
    const templateId = acme[0]?.template_id ?? '';
    const query = { template_id: templateId, from: '2025-12-01', to: '2026-01-15' };
    const rows = await everything('acme-media', { ...query, state: 'completed' });
    const wanted = acme.filter(
      (a) =>
        assemblyOutcome(a) === 'completed' &&
        a.template_id === templateId &&
        day(a.created) >= query.from &&
        day(a.created) <= query.to,
    );
    expect(wanted.length).toBeGreaterThan(10);
    expect(ids(rows)).toEqual(ids(wanted));
  });

  it('finds an assembly by its id or the start of it, in any case', async () => {
    await startScenario();
    const target = acme[1_234];
    if (!target) throw new Error('Acme has fewer assemblies than expected');
    expect(ids((await listAssemblies('acme-media', { q: target.id })).assemblies)).toEqual([target.id]);
    const prefix = target.id.slice(0, 3);
    const reply = await listAssemblies('acme-media', { q: prefix.toUpperCase(), per_page: 200 });
    expect(ids(reply.assemblies)).toEqual(ids(acme.filter((a) => a.id.startsWith(prefix))));
    expect(ids(reply.assemblies)).toContain(target.id);
  });

  it('pages: totals stay, a page past the end is empty, per_page is capped at 200', async () => {
    await startScenario();
    const last = await listAssemblies('acme-media', { page: 12, per_page: 200 });
    expect(ids(last.assemblies)).toEqual(ids(acme.slice(2_200)));
    const past = await listAssemblies('acme-media', { page: 13, per_page: 200 });
    expect(past).toMatchObject({ assemblies: [], total: 2_400, page: 13, per_page: 200 });
    expect(await refusal(listAssemblies('acme-media', { per_page: 201 }))).toEqual({
      status: 400,
      message: 'Ask for at most 200 assemblies per page.',
    });
    expect(await refusal(listAssemblies('acme-media', { from: '2026-01-12', to: '2026-01-10' }))).toEqual({
      status: 400,
      message: ASSEMBLY_MESSAGES.dateRange,
    });
  });

  it('holds the store to 100,000 assemblies for Globex Studio, with ids of its own', async () => {
    await startScenario();
    const first = await listAssemblies('globex-studio');
    expect(first).toMatchObject({ total: 100_000, fields_search: true });
    expect(first.assemblies[0]?.id).toBe(assemblyIdFor(2, 1));
    expect(ids(first.assemblies).some((id) => ids(acme).includes(id))).toBe(false);
    const last = await listAssemblies('globex-studio', { page: 500, per_page: 200 });
    expect(last.assemblies).toHaveLength(200);
    expect(last.assemblies.at(-1)?.id).toBe(assemblyIdFor(2, 100_000));
    const filtered = await listAssemblies('globex-studio', {
      state: 'failed',
      template_id: first.assemblies[7]?.template_id ?? '',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(filtered.total).toBeGreaterThan(50);
    for (const row of filtered.assemblies) {
      expect(row).toMatchObject({ state: stateFor('failed'), template_id: first.assemblies[7]?.template_id });
      expect(day(row.created).startsWith('2025-')).toBe(true);
    }
    expectNoSchemaReports();
  });

  it('gives the smaller workspaces a handful, which an admin may look at', async () => {
    await startScenario('admin');
    expect((await listAssemblies('service-operations')).total).toBe(12);
    expect((await listAssemblies('initech-video')).total).toBe(24);
  });

  it('searches field values exactly where the plan allows it (Globex), only ids where not (Acme)', async () => {
    await startScenario();
    const detail = await getAssembly('globex-studio', assemblyIdFor(2, 1));
    const user = detail.fields.find((field) => field.field_name === 'user_id')?.field_value ?? '';
    expect(user).toMatch(/^usr_\d+$/);
    const byUser = await listAssemblies('globex-studio', { q: user, per_page: 200 });
    expect(byUser.total).toBeGreaterThan(20);
    for (const row of byUser.assemblies.slice(0, 5)) {
      const { fields } = await getAssembly('globex-studio', row.id);
      expect(fields).toContainEqual({ assembly_id: row.id, field_name: 'user_id', field_value: user });
    }
    const byOrder = await listAssemblies('globex-studio', { q: 'ORD-000043' });
    expect(ids(byOrder.assemblies)).toEqual([assemblyIdFor(2, 43)]);
    expect((await listAssemblies('globex-studio', { q: 'usr_1' })).total).toBe(0);

    const acmeUser = (await getAssembly('acme-media', acme[0]?.id ?? '')).fields[0]?.field_value ?? '';
    expect(await listAssemblies('acme-media', { q: acmeUser })).toMatchObject({
      total: 0,
      fields_search: false,
    });
  });
});

describe('the newest assemblies of the history, by the clock', () => {
  const RUNNING = [6, 8, 16, 18, 19];

  it('are running at FIXTURE_NOW, as stories and tests see them, and have finished minutes later', async () => {
    await startScenario();
    const first = await listAssemblies('acme-media');
    expect(ids(first.assemblies.filter(isAssemblyBusy))).toEqual(RUNNING.map((seq) => assemblyIdFor(1, seq)));
    expect((await listAssemblies('acme-media', { state: 'uploading' })).total).toBe(2);
    const completed = (await listAssemblies('acme-media', { state: 'completed' })).total;

    now += 5 * 60_000;
    const later = await listAssemblies('acme-media');
    expect(later.assemblies.filter(isAssemblyBusy)).toEqual([]);
    expect(ids(later.assemblies)).toEqual(ids(first.assemblies));
    expect((await listAssemblies('acme-media', { state: 'uploading' })).total).toBe(0);
    expect((await listAssemblies('acme-media', { state: 'completed' })).total).toBe(
      completed + RUNNING.length,
    );
    const { assembly, status } = await getAssembly('acme-media', assemblyIdFor(1, 8));
    expect(assembly).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', uploaded_bytes: assembly.input_bytes });
    expect(status).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', bytes_received: assembly.input_bytes });
    expectNoSchemaReports();
  });

  it('leave nothing running on the real clock of demo mode, so no list keeps refreshing', async () => {
    await startScenario();
    now = Date.parse('2026-11-24T09:30:00.000Z');
    for (const slug of ['acme-media', 'globex-studio']) {
      expect((await listAssemblies(slug)).assemblies.filter(isAssemblyBusy)).toEqual([]);
      for (const state of ['uploading', 'executing', 'replaying'] as const) {
        expect((await listAssemblies(slug, { state })).total).toBe(0);
      }
    }
  });

  it('stops one canceled while uploading with what had arrived, which is nothing to replay', async () => {
    await startScenario();
    const uploading = assemblyIdFor(1, 8);
    const { assembly } = await cancelAssembly('acme-media', uploading);
    expect(assembly).toMatchObject({
      ok: 'ASSEMBLY_CANCELED',
      upload_duration_ms: null,
      output_file_count: 0,
    });
    expect(assembly.uploaded_bytes).toBeLessThan(assembly.input_bytes);
    now += 60 * 60_000;
    expect((await getAssembly('acme-media', uploading)).assembly).toEqual(assembly);
    expect(await refusal(replayAssembly('acme-media', uploading))).toEqual({
      status: 409,
      message: 'This assembly has no uploaded files to replay.',
    });
  });
});

describe('GET /{slug}/api/assemblies/{id}.json', () => {
  it('gives the record, its fields, its warnings by level and the raw status JSON', async () => {
    await startScenario();
    const page = await listAssemblies('acme-media');
    const withTwo = page.assemblies.find((a) => a.warning_count === 2);
    if (!withTwo) throw new Error('No assembly with two warnings on the first page');
    const detail = await getAssembly('acme-media', withTwo.id);
    expect(detail.assembly).toEqual(withTwo);
    expect(detail.fields.map((field) => field.field_name)).toEqual(['user_id', 'order_id', 'source']);
    expect(detail.warnings).toHaveLength(2);
    for (const warning of detail.warnings) {
      expect(['notice', 'warning']).toContain(warning.warning_level);
      expect(warning).toMatchObject({ assembly_id: withTwo.id, template_id: withTwo.template_id });
    }
    const { status } = detail;
    expect(status).toMatchObject({
      ok: withTwo.ok,
      assembly_id: withTwo.id,
      template_name: withTwo.template_name,
      assembly_ssl_url: `https://api2-${withTwo.region}.transloadit.com/assemblies/${withTwo.id}`,
      bytes_received: withTwo.uploaded_bytes,
      bytes_expected: withTwo.input_bytes,
      num_input_files: withTwo.input_file_count,
    });
    expect(status.uploads).toHaveLength(withTwo.input_file_count);
    const results = Object.values(status.results as Record<string, unknown[]>).flat();
    expect(results).toHaveLength(withTwo.output_file_count);
    expect((status.warnings as unknown[]).length).toBe(2);
    expectNoSchemaReports();
  });

  it("makes each step's results of different uploads, never one file under the same name twice", async () => {
    await startScenario();
    const rows = await everything('acme-media', { state: 'completed' });
    const many = rows.find((row) => row.input_file_count >= 3 && row.output_file_count >= 6);
    const { status } = await getAssembly('acme-media', many?.id ?? '');
    const uploads = (status.uploads as { basename: string }[]).map((upload) => upload.basename);
    const byStep = Object.values(
      status.results as Record<string, { name: string; original_basename: string }[]>,
    );
    expect(uploads.length).toBeGreaterThan(1);
    expect(byStep.length).toBeGreaterThan(0);
    for (const results of byStep) {
      const names = results.map((result) => result.name);
      expect(new Set(names).size).toBe(names.length);
      // The first results of a step go through the uploads in order, as a pipeline takes them.
      const firstRound = results.slice(0, uploads.length).map((result) => result.original_basename);
      expect(firstRound).toEqual(uploads.slice(0, firstRound.length));
    }
  });

  it('gives a failed assembly its error code and reason', async () => {
    await startScenario();
    const failed = (await listAssemblies('acme-media', { state: 'failed' })).assemblies[0];
    const { status } = await getAssembly('acme-media', failed?.id ?? '');
    expect(status).toMatchObject({ error: failed?.error, message: 'The Assembly failed.' });
    expect(status.reason).toEqual(expect.any(String));
    expect(status).not.toHaveProperty('ok');
  });

  it('gives a Smart CDN assembly no fields: it came from a URL, not from an integration', async () => {
    await startScenario();
    const cdn = await getAssembly('acme-media', assemblyIdFor(1, 7));
    expect(cdn.assembly.is_urltransform).toBe(true);
    expect(cdn.fields).toEqual([]);
    expect(cdn.status).toMatchObject({ client_agent: 'Transloadit Smart CDN', fields: {} });
  });

  it('links a replay and its parent both ways', async () => {
    await startScenario();
    const replay = await getAssembly('acme-media', assemblyIdFor(1, 9));
    const parentId = assemblyIdFor(1, 10);
    expect(replay.assembly.parent_id).toBe(parentId);
    const parent = await getAssembly('acme-media', parentId);
    expect(ids(parent.replays)).toEqual([assemblyIdFor(1, 9)]);
    expect(parent.replays[0]?.template_name).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown id and for another workspace’s assembly', async () => {
    await startScenario();
    const notFound = { status: 404, message: 'Assembly not found' };
    expect(await refusal(getAssembly('acme-media', hexId('nobody', 1)))).toEqual(notFound);
    expect(await refusal(getAssembly('acme-media', assemblyIdFor(2, 3)))).toEqual(notFound);
    expect(await refusal(getAssembly('acme-media', 'not-an-id'))).toEqual(notFound);
  });

  it('holds its fast id test to the ids the factory makes', () => {
    for (const accountId of [1, 2, 9]) {
      for (let seq = 1; seq <= 300; seq++) {
        const id = assemblyIdFor(accountId, seq);
        expect(assemblyIdMatcher(accountId, id)(seq)).toBe(true);
        expect(assemblyIdMatcher(accountId, id.slice(0, 4))(seq)).toBe(true);
        expect(assemblyIdMatcher(accountId, id)(seq + 1)).toBe(false);
      }
    }
  });
});

describe('replay and cancel', () => {
  it('refuses to replay a busy assembly, replays a finished one, and the replay finishes in about 4 s', async () => {
    await startScenario();
    const executing = assemblyIdFor(1, 6);
    expect(await refusal(replayAssembly('acme-media', executing))).toEqual({
      status: 409,
      message: 'This assembly is still running; it can be replayed once it has finished.',
    });

    const parent = assemblyIdFor(1, 1);
    const { assembly } = await replayAssembly('acme-media', parent);
    expect(assembly).toMatchObject({
      parent_id: parent,
      ok: 'ASSEMBLY_REPLAYING',
      state: stateFor('replaying'),
    });
    expect(assembly.template_name).toBe('encode-hls-ladder');
    expect(ids((await getAssembly('acme-media', parent)).replays)).toEqual([assembly.id]);
    expect((await listAssemblies('acme-media')).assemblies[0]?.id).toBe(assembly.id);

    now += 4_000;
    const done = await getAssembly('acme-media', assembly.id);
    expect(done.assembly).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', parent_id: parent });
    expect(done.assembly.output_file_count).toBeGreaterThan(0);
    expect(done.fields).toEqual(
      (await getAssembly('acme-media', parent)).fields.map((field) => ({
        ...field,
        assembly_id: assembly.id,
      })),
    );
    expectNoSchemaReports();
  });

  it.each([
    ['refused for its signature', 13, 'INVALID_SIGNATURE'],
    ['refused at the bill limit', 33, 'BILL_LIMIT_EXCEEDED'],
    ['aborted during its upload', 14, null],
  ])('refuses to replay an assembly %s: it has no files to run on', async (_what, seq, error) => {
    await startScenario();
    const id = assemblyIdFor(1, seq);
    const { assembly } = await getAssembly('acme-media', id);
    expect(assembly).toMatchObject({ error, upload_duration_ms: null });
    expect(canReplay(assembly)).toBe(false);
    const response = await fetch(`${MOCK_API_BASE_URL}/acme-media/api/assemblies/${id}/replay.json`, {
      method: 'POST',
      headers: { 'X-CSRF-Token': getCsrfToken() ?? '' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      meta: { status: 'error', message: ASSEMBLY_MESSAGES.replayNoFiles, redirect: null },
    });
    expect(ids((await getAssembly('acme-media', id)).replays)).toEqual([]);
  });

  it('replays a replay: it uploaded nothing itself, but runs on its parent’s files', async () => {
    await startScenario();
    const first = (await replayAssembly('acme-media', assemblyIdFor(1, 1))).assembly;
    now += 4_000;
    const done = (await getAssembly('acme-media', first.id)).assembly;
    expect(done).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', uploaded_bytes: 0 });
    expect(canReplay(done)).toBe(true);
    expect((await replayAssembly('acme-media', first.id)).assembly.parent_id).toBe(first.id);
  });

  it('cancels only a running assembly, and a canceled one stays canceled', async () => {
    await startScenario();
    expect(await refusal(cancelAssembly('acme-media', assemblyIdFor(1, 1)))).toEqual({
      status: 409,
      message: 'Only a running assembly can be canceled.',
    });
    const stuck = assemblyIdFor(1, 8);
    expect(isAssemblyBusy((await getAssembly('acme-media', stuck)).assembly)).toBe(true);
    const { assembly } = await cancelAssembly('acme-media', stuck);
    expect(assembly).toMatchObject({ id: stuck, ok: 'ASSEMBLY_CANCELED', state: stateFor('canceled') });
    expect(ids((await listAssemblies('acme-media', { state: 'canceled' })).assemblies)).toContain(stuck);
    expect(ids((await listAssemblies('acme-media', { state: 'uploading' })).assemblies)).not.toContain(stuck);
    expect((await refusal(cancelAssembly('acme-media', stuck))).status).toBe(409);
  });

  it('stops a replay that is still running', async () => {
    await startScenario();
    const { assembly } = await replayAssembly('acme-media', assemblyIdFor(1, 2));
    now += 1_000;
    expect((await cancelAssembly('acme-media', assembly.id)).assembly.ok).toBe('ASSEMBLY_CANCELED');
    now += 10_000;
    expect((await getAssembly('acme-media', assembly.id)).assembly).toMatchObject({
      ok: 'ASSEMBLY_CANCELED',
      output_file_count: 0,
    });
  });
});

describe('POST /{slug}/api/assemblies/test-run.json', () => {
  const json = JSON.stringify({
    steps: {
      ':original': { robot: '/upload/handle' },
      thumbs: { use: ':original', robot: '/video/thumbs', count: 4 },
      encoded: { use: ':original', robot: '/video/encode', preset: 'hls-720p' },
      exported: { use: ['thumbs', 'encoded'], robot: '/s3/store', credentials: 'production-s3' },
    },
  });

  it('refuses JSON with a validation error, with the validator’s first message', async () => {
    await startScenario();
    const broken = JSON.stringify({ steps: { resized: { use: 'missing', robot: '/image/resize' } } });
    const first = validateTemplate(broken).find((issue) => issue.severity === 'error');
    expect(await refusal(runTemplateTest('acme-media', { json: broken }))).toEqual({
      status: 400,
      message: first?.message,
    });
    expect((await refusal(runTemplateTest('acme-media', { json: '{ "steps": ' }))).status).toBe(400);
  });

  it('runs uploading → executing → completed over about 4 s, with a result per step', async () => {
    await startScenario();
    const { assembly } = await runTemplateTest('acme-media', { json });
    expect(assembly).toMatchObject({ ok: 'ASSEMBLY_UPLOADING', input_file_count: 1, parent_id: null });
    expect(ids((await listAssemblies('acme-media', { state: 'uploading' })).assemblies)).toContain(
      assembly.id,
    );

    now += 1_500;
    const running = await listAssemblies('acme-media');
    expect(running.assemblies[0]).toMatchObject({ id: assembly.id, ok: 'ASSEMBLY_EXECUTING' });
    expect(running.assemblies.some(isAssemblyBusy)).toBe(true);

    now += 2_500;
    const done = await getAssembly('acme-media', assembly.id);
    expect(done.assembly).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', output_file_count: 3 });
    expect(isAssemblyBusy(done.assembly)).toBe(false);
    expect(Object.keys(done.status.results as object).sort()).toEqual(['encoded', 'exported', 'thumbs']);
    expectNoSchemaReports();
  });

  it('takes its place among the generated assemblies by the time it started', async () => {
    await startScenario();
    // 11:57:50, between the newest generated assembly (11:58:03) and the next (11:57:31).
    now = Date.parse(FIXTURE_NOW) - 130_000;
    const { assembly } = await runTemplateTest('acme-media', { json });
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listAssemblies('acme-media', { page, per_page: 1 })),
    );
    expect(pages.map((reply) => reply.assemblies[0]?.id)).toEqual([
      assemblyIdFor(1, 1),
      assembly.id,
      assemblyIdFor(1, 2),
    ]);
    expect(pages[0]?.total).toBe(2_401);
    const secondPage = await listAssemblies('acme-media', { page: 2, per_page: 2 });
    expect(ids(secondPage.assemblies)).toEqual([assemblyIdFor(1, 2), assemblyIdFor(1, 3)]);
  });

  /** Starts a test run of `steps` and gives how it stands after each of `waits` (ms), read from its detail. */
  async function runAndFollow(steps: Record<string, unknown>, waits: number[]) {
    const started = await runTemplateTest('acme-media', { json: JSON.stringify({ steps }) });
    const seen = [started.assembly];
    for (const wait of waits) {
      now += wait;
      seen.push((await getAssembly('acme-media', started.assembly.id)).assembly);
    }
    return { seen, detail: await getAssembly('acme-media', started.assembly.id) };
  }

  const uploads = { ':original': { robot: '/upload/handle' } };

  it('is refused as it starts when a step names a robot the service does not have, with nothing uploaded', async () => {
    await startScenario();
    const steps = { ...uploads, marked: { use: ':original', robot: '/image/watermark' } };
    // The editor only warns about an unknown robot, so the run starts; the service then refuses it.
    expect(validateTemplate(JSON.stringify({ steps })).map((issue) => issue.severity)).toEqual(['warning']);
    const { seen, detail } = await runAndFollow(steps, [10_000]);
    for (const assembly of seen) {
      expect(assembly).toMatchObject({
        ok: null,
        error: 'ASSEMBLY_STEP_UNKNOWN_ROBOT',
        state: stateFor('failed'),
        uploaded_bytes: 0,
        upload_duration_ms: null,
        bytes_usage: 0,
      });
    }
    expect(detail.status).toMatchObject({
      error: 'ASSEMBLY_STEP_UNKNOWN_ROBOT',
      reason: 'Step "marked" uses the robot "/image/watermark", which does not exist.',
    });
    expect((await refusal(replayAssembly('acme-media', detail.assembly.id))).status).toBe(409);
  });

  it('fails at the store step of the S3 starter, whose credentials are still the placeholder', async () => {
    await startScenario();
    const starter = TEMPLATE_STARTERS.find((candidate) => candidate.id === 'store-s3')?.json ?? '';
    const { seen, detail } = await runAndFollow(JSON.parse(starter).steps, [1_500, 2_500]);
    expect(seen.map(assemblyOutcome)).toEqual(['uploading', 'executing', 'failed']);
    const failed = seen[2];
    expect(failed).toMatchObject({
      error: 'TEMPLATE_CREDENTIALS_INJECTION_ERROR',
      uploaded_bytes: failed?.input_bytes,
      output_file_count: 0,
      execution_duration_ms: 2_880,
    });
    expect(detail.status).toMatchObject({
      error: 'TEMPLATE_CREDENTIALS_INJECTION_ERROR',
      reason:
        'Step "stored" names the Template Credentials "YOUR_S3_CREDENTIALS", which this workspace does not have. Save your credentials under that name, or name credentials you have saved.',
    });
    // Its file arrived, so it can be replayed, and fails the same way until the step names real credentials.
    const replay = (await replayAssembly('acme-media', detail.assembly.id)).assembly;
    now += 4_000;
    expect((await getAssembly('acme-media', replay.id)).assembly.error).toBe(
      'TEMPLATE_CREDENTIALS_INJECTION_ERROR',
    );
    expectNoSchemaReports();
  });

  it('fails at the step whose parameter is out of range, with the robot’s validation code', async () => {
    await startScenario();
    const steps = {
      ...uploads,
      resized: { use: ':original', robot: '/image/resize', width: 8000 },
      stored: { use: 'resized', robot: '/s3/store', credentials: 'catalog-bucket' },
    };
    // The first of two steps fails halfway through the execution: 1 s upload, 0.12 s queue, 1.44 s of steps.
    const { seen, detail } = await runAndFollow(steps, [2_500, 100]);
    expect(seen.map(assemblyOutcome)).toEqual(['uploading', 'executing', 'failed']);
    expect(seen[2]).toMatchObject({ error: 'IMAGE_RESIZE_VALIDATION', execution_duration_ms: 1_440 });
    expect(detail.status.reason).toBe(
      'The width parameter of step "resized" must be a whole number from 1 to 5000, not 8000.',
    );
  });

  it('completes a step on a deprecated stack, with a warning once it has run', async () => {
    await startScenario();
    const steps = {
      ...uploads,
      encoded: { use: ':original', robot: '/video/encode', preset: 'hls-720p', ffmpeg_stack: 'v5.0.0' },
    };
    const { seen, detail } = await runAndFollow(steps, [4_000]);
    expect(seen.map((a) => [assemblyOutcome(a), a.warning_count])).toEqual([
      ['uploading', 0],
      ['completed', 1],
    ]);
    const warning = {
      template_id: null,
      assembly_id: detail.assembly.id,
      warning:
        'Step "encoded" runs on ffmpeg_stack v5.0.0, which is deprecated; move it to v6.0.0 before it is removed.',
      warning_level: 'warning',
    };
    expect(detail.warnings).toEqual([warning]);
    expect(detail.status.warnings).toEqual([{ level: 'warning', msg: warning.warning }]);
  });

  it('completes a run of no steps with nothing made, as the editor warned', async () => {
    await startScenario();
    const { seen } = await runAndFollow({}, [4_000]);
    expect(seen[1]).toMatchObject({ ok: 'ASSEMBLY_COMPLETED', output_file_count: 0, warning_count: 0 });
  });

  it('names the template it was run from, which must be one of the workspace', async () => {
    await startScenario();
    const templateId = (await listAssemblies('acme-media')).assemblies[0]?.template_id ?? '';
    const { assembly } = await runTemplateTest('acme-media', { json, template_id: templateId });
    expect(assembly).toMatchObject({ template_id: templateId, template_name: 'encode-hls-ladder' });
    expect(await refusal(runTemplateTest('acme-media', { json, template_id: hexId('nope', 1) }))).toEqual({
      status: 404,
      message: 'Template not found',
    });
  });
});

describe("templates' last use", () => {
  it('is the newest assembly of each template in the seeded history; the ones nothing ran on were never used', async () => {
    await startScenario();
    const acme = await everything('acme-media');
    const { templates } = await listTemplates('acme-media', { per_page: 100 });
    const never = templates
      .filter((template) => template.last_used === null)
      .map((template) => template.name);
    expect(never.sort()).toEqual([
      'app-icons',
      'manuals-to-pdf',
      'match-highlight-stills',
      'press-kit-images',
      'vod-catalog',
    ]);
    for (const template of templates) {
      const newest = acme.find((assembly) => assembly.template_id === template.id);
      expect(template.last_used).toBe(newest?.created ?? null);
    }
    expect(templates.find((template) => template.name === 'encode-hls-ladder')?.last_used).toBe(
      acme[0]?.created,
    );
  });

  it('moves to the start of a test run, a replay or any new assembly on the template, and never back', async () => {
    await startScenario();
    const ladder = presetTemplateId(1);
    const lastUsed = async () => (await getTemplate('acme-media', ladder)).template.last_used;
    now += 60_000;
    const run = await runTemplateTest('acme-media', {
      json: JSON.stringify({ steps: {} }),
      template_id: ladder,
    });
    expect(await lastUsed()).toBe(run.assembly.created);
    now += 60_000;
    const replay = await replayAssembly('acme-media', assemblyIdFor(1, 1));
    expect(replay.assembly.template_id).toBe(ladder);
    expect(await lastUsed()).toBe(replay.assembly.created);
    // A run on another template leaves this one alone; one whose clock reads earlier does not move it back.
    await runTemplateTest('acme-media', {
      json: JSON.stringify({ steps: {} }),
      template_id: presetTemplateId(2),
    });
    expect(await lastUsed()).toBe(replay.assembly.created);
    now -= 30 * 60_000;
    await runTemplateTest('acme-media', { json: JSON.stringify({ steps: {} }), template_id: ladder });
    expect(await lastUsed()).toBe(replay.assembly.created);
  });
});

describe('who may', () => {
  it('asks for a session, a membership and, for writes, the CSRF token', async () => {
    await startScenario('loggedOut');
    expect((await refusal(listAssemblies('acme-media'))).status).toBe(401);
    await startScenario();
    expect(await refusal(listAssemblies('initech-video'))).toEqual({
      status: 403,
      message: 'You are not a member of this workspace.',
    });
    setCsrfToken('forged');
    expect(await refusal(cancelAssembly('acme-media', assemblyIdFor(1, 6)))).toEqual({
      status: 403,
      message: 'Your session has expired. Reload the page and try again.',
    });
  });
});
