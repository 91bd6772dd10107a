import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSEMBLY_MESSAGES,
  ASSEMBLY_OUTCOMES,
  type AssemblyListItem,
  type AssemblyListQuery,
  assemblyOutcome,
  cancelAssembly,
  getAssembly,
  getWorkspaceOverview,
  isAssemblyBusy,
  listAssemblies,
  replayAssembly,
  runTemplateTest,
  setCsrfToken,
  stateFor,
  validateTemplate,
} from '../../packages/api/src';
import { assemblyIdFor, assemblyIdMatcher, FIXTURE_NOW, hexId } from '../../packages/api/src/mocks';
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
    // 11:30, between the newest generated assembly (11:39) and the next (11:18).
    now = Date.parse(FIXTURE_NOW) - 30 * 60_000;
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
