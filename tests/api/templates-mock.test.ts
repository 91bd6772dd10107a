import { describe, expect, it } from 'vitest';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  setCsrfToken,
  TEMPLATE_MESSAGES,
  TEMPLATE_STARTERS,
  type Template,
  type TemplateInput,
  type TemplateListQuery,
  updateTemplate,
} from '../../packages/api/src';
import { buildTemplate, FIXTURE_NOW, hexId, presetTemplateId } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

// Invalid bodies are sent on purpose below; the helper warns about them before sending.
const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const ACME = 'acme-media';
const GLOBEX = 'globex-studio';

const starter = (id: string) => TEMPLATE_STARTERS.find((candidate) => candidate.id === id)?.json ?? '';

function input(changes: Partial<TemplateInput> = {}): TemplateInput {
  return {
    name: 'podcast-mp3',
    json: starter('resize-images'),
    require_signature_auth: false,
    transcoding_result_expiry: '1day',
    assembly_status_expiry: '30days',
    ...changes,
  };
}

/** Every template of a workspace in the list's order, read a page at a time. */
async function everyPage(slug: string, query: TemplateListQuery, perPage: number): Promise<Template[]> {
  const rows: Template[] = [];
  for (let page = 1; ; page++) {
    const reply = await listTemplates(slug, { ...query, page, per_page: perPage });
    rows.push(...reply.templates);
    if (reply.templates.length < perPage) return rows;
  }
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

describe('the seeded templates', () => {
  it('give Acme 36, Globex 60 and the other workspaces a few, with ids no two share', async () => {
    const backend = await startScenario('member');
    const count = (accountId: number) =>
      backend.state.templates.filter((t) => t.account_id === accountId).length;
    expect(backend.state.workspaces.map((workspace) => count(workspace.id))).toEqual([36, 60, 6, 8]);
    const templateIds = backend.state.templates.map((template) => template.id);
    expect(new Set(templateIds).size).toBe(templateIds.length);
  });

  it("start every workspace with the five presets; Acme's are the fixtures the assemblies point at", async () => {
    const backend = await startScenario('member');
    const presets = [1, 2, 3, 4, 5].map((seq) => buildTemplate({}, seq));
    for (const workspace of backend.state.workspaces) {
      const firstFive = backend.state.templates.filter((t) => t.account_id === workspace.id).slice(0, 5);
      expect(firstFive.map(({ name, json }) => ({ name, json }))).toEqual(
        presets.map(({ name, json }) => ({ name, json })),
      );
    }
    const acme = backend.state.templates.slice(0, 5);
    expect(acme).toEqual(presets);
    expect(acme.map((template) => template.id)).toEqual([1, 2, 3, 4, 5].map((seq) => hexId('template', seq)));
    expect(acme.map((template) => template.id)).toEqual([1, 2, 3, 4, 5].map(presetTemplateId));
  });

  it('have names of their own within each workspace', async () => {
    const backend = await startScenario('member');
    for (const workspace of backend.state.workspaces) {
      const names = backend.state.templates.filter((t) => t.account_id === workspace.id).map((t) => t.name);
      expect(new Set(names).size).toBe(names.length);
      for (const { suggestedName } of TEMPLATE_STARTERS) expect(names).not.toContain(suggestedName);
    }
  });
});

describe('GET /{slug}/api/templates.json', () => {
  it('gives the first 25 by last save, newest first, with the total', async () => {
    await startScenario('member');
    const reply = await listTemplates(ACME);
    expect(reply).toMatchObject({ total: 36, page: 1, per_page: 25 });
    expect(reply.templates).toHaveLength(25);
    const saved = reply.templates.map((template) => Date.parse(template.modified));
    expect(saved).toEqual([...saved].sort((a, b) => b - a));
    expect(reply.templates.every((template) => template.account_id === 1)).toBe(true);
    expectNoSchemaReports();
  });

  it('pages: the rest on page 2, nothing past the end, up to 100 a page', async () => {
    await startScenario('member');
    expect((await listTemplates(ACME, { page: 2 })).templates).toHaveLength(11);
    expect(await listTemplates(ACME, { page: 3 })).toMatchObject({ templates: [], total: 36, page: 3 });
    expect((await listTemplates(GLOBEX, { per_page: 100 })).templates).toHaveLength(60);
  });

  it.each([
    [{ per_page: 101 }, 'Ask for at most 100 templates per page.'],
    [{ per_page: 0 }, 'Ask for at least one template per page.'],
    [{ page: 0 }, 'Pages start at 1.'],
  ] as const)('refuses %o', async (query, message) => {
    await startScenario('member');
    expect(await refusal(listTemplates(ACME, query))).toEqual({ status: 400, message });
  });

  it('refuses a sort it does not know', async () => {
    await startScenario('member');
    const query = { sort: 'size' } as unknown as TemplateListQuery;
    expect(await refusal(listTemplates(ACME, query))).toEqual({
      status: 400,
      message: 'Sort by name, last_used or modified.',
    });
  });

  it('searches names and ids, in any case', async () => {
    await startScenario('member');
    const byWord = await listTemplates(ACME, { q: ' HLS ', per_page: 100 });
    expect(byWord.total).toBeGreaterThan(1);
    expect(byWord.templates.every((template) => template.name.includes('hls'))).toBe(true);
    const id = hexId('template', 4);
    const byId = await listTemplates(ACME, { q: id.slice(0, 10).toUpperCase() });
    expect(byId.templates.map((template) => template.id)).toEqual([id]);
    expect(await listTemplates(ACME, { q: 'no-such-template' })).toMatchObject({ templates: [], total: 0 });
  });

  it('sorts by name, and by last use with never-used templates as the oldest', async () => {
    await startScenario('member');
    const names = (await listTemplates(ACME, { sort: 'name', dir: 'asc', per_page: 100 })).templates.map(
      (template) => template.name,
    );
    expect(names).toEqual([...names].sort(byName));
    const descending = (await listTemplates(ACME, { sort: 'name', per_page: 100 })).templates;
    expect(descending.map((template) => template.name)).toEqual([...names].reverse());

    const used = (await listTemplates(ACME, { sort: 'last_used', per_page: 100 })).templates;
    const firstNever = used.findIndex((template) => template.last_used === null);
    expect(firstNever).toBeGreaterThan(0);
    expect(used.slice(firstNever).every((template) => template.last_used === null)).toBe(true);
    const times = used.slice(0, firstNever).map((template) => Date.parse(template.last_used ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldestFirst = (await listTemplates(ACME, { sort: 'last_used', dir: 'asc', per_page: 100 }))
      .templates;
    expect(oldestFirst[0]?.last_used).toBeNull();
  });

  it.each(['name', 'last_used', 'modified'] as const)(
    'pages through every template once when sorted by %s, either way',
    async (sort) => {
      await startScenario('member');
      for (const dir of ['asc', 'desc'] as const) {
        const ids = (await everyPage(ACME, { sort, dir }, 7)).map((template) => template.id);
        expect(ids).toHaveLength(36);
        expect(new Set(ids).size).toBe(36);
      }
    },
  );

  it('needs a session', async () => {
    await startScenario('loggedOut');
    expect(await refusal(listTemplates(ACME))).toEqual({
      status: 401,
      message: 'Please log in to access this page',
    });
  });

  it('is for members of the workspace and admins only', async () => {
    await startScenario('memberNoWorkspaces');
    expect(await refusal(listTemplates(ACME))).toEqual({
      status: 403,
      message: 'You are not a member of this workspace.',
    });
    await startScenario('admin');
    expect((await listTemplates(ACME)).total).toBe(36);
  });

  it('knows no workspace at an unknown address', async () => {
    await startScenario('member');
    expect(await refusal(listTemplates('no-such-workspace'))).toEqual({
      status: 404,
      message: 'There is no workspace at “no-such-workspace”.',
    });
  });
});

describe('GET /{slug}/api/templates/{id}.json', () => {
  it('gives one template of the workspace', async () => {
    await startScenario('member');
    const reply = await getTemplate(ACME, hexId('template', 2));
    expect(reply.template).toEqual(buildTemplate({}, 2));
    expectNoSchemaReports();
  });

  it("answers 404 for an unknown id and for another workspace's template", async () => {
    const backend = await startScenario('member');
    const globexTemplate = backend.state.templates.find((template) => template.account_id === 2);
    expect(await refusal(getTemplate(ACME, hexId('template', 999)))).toEqual({
      status: 404,
      message: 'Template not found',
    });
    expect(await refusal(getTemplate(ACME, globexTemplate?.id ?? ''))).toEqual({
      status: 404,
      message: TEMPLATE_MESSAGES.notFound,
    });
  });
});

describe('POST /{slug}/api/templates/create.json', () => {
  it('adds the template, saved now and never used, at the top of the list', async () => {
    await startScenario('member');
    const reply = await createTemplate(ACME, input({ name: '  podcast-mp3 ', require_signature_auth: true }));
    expect(reply.template).toMatchObject({
      name: 'podcast-mp3',
      json: starter('resize-images'),
      account_id: 1,
      require_signature_auth: true,
      last_used: null,
      modified: FIXTURE_NOW,
    });
    expect(reply.template.id).toMatch(/^[0-9a-f]{32}$/);
    const list = await listTemplates(ACME);
    expect(list.total).toBe(37);
    expect(list.templates[0]?.id).toBe(reply.template.id);
    expect((await getTemplate(ACME, reply.template.id)).template).toEqual(reply.template);
    expectNoSchemaReports();
  });

  it('gives every new template an id of its own', async () => {
    const backend = await startScenario('member');
    await createTemplate(ACME, input({ name: 'one' }));
    await createTemplate(GLOBEX, input({ name: 'one' }));
    const ids = backend.state.templates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('saves a template whose only issues are warnings', async () => {
    await startScenario('member');
    const json = JSON.stringify({ steps: { shrunk: { use: ':original', robot: '/image/shrink' } } });
    expect((await createTemplate(ACME, input({ json }))).template.json).toBe(json);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'Give the template a name'],
    [
      'a name the workspace uses',
      { name: 'resize-avatars' },
      'A template named "resize-avatars" already exists in this workspace',
    ],
    [
      'a name the workspace uses, in other letters',
      { name: 'Resize-Avatars' },
      TEMPLATE_MESSAGES.nameTaken('Resize-Avatars'),
    ],
    [
      'JSON with a cycle',
      {
        json: JSON.stringify({
          steps: { a: { robot: '/image/resize', use: 'b' }, b: { robot: '/s3/store', use: 'a' } },
        }),
      },
      'Steps a → b → a use each other in a cycle',
    ],
    [
      'JSON that does not parse',
      { json: '{\n  "steps": {}\n  "name": "x"\n}' },
      'Invalid JSON: expected a comma at line 3',
    ],
    ['JSON that is not an object', { json: '[]' }, 'The template must be a JSON object'],
    [
      'a parameter its robot refuses',
      { json: JSON.stringify({ steps: { r: { robot: '/image/resize', use: ':original', width: 'wide' } } }) },
      'Step "r": "width" must be a whole number, not "wide"',
    ],
  ] as const)('refuses %s', async (_what, changes, message) => {
    const backend = await startScenario('member');
    expect(await refusal(createTemplate(ACME, input(changes)))).toEqual({ status: 400, message });
    expect(backend.state.templates).toHaveLength(36 + 60 + 6 + 8);
  });

  it('lets two workspaces use the same name', async () => {
    await startScenario('member');
    expect((await createTemplate(GLOBEX, input({ name: 'podcast-mp3' }))).template.account_id).toBe(2);
    expect((await createTemplate(ACME, input({ name: 'podcast-mp3' }))).template.account_id).toBe(1);
  });

  it('needs the session’s CSRF token', async () => {
    await startScenario('member');
    setCsrfToken('forged');
    expect(await refusal(createTemplate(ACME, input()))).toEqual({
      status: 403,
      message: 'Your session has expired. Reload the page and try again.',
    });
  });

  it('is for members of the workspace only', async () => {
    await startScenario('memberNoWorkspaces');
    expect(await refusal(createTemplate(ACME, input()))).toEqual({
      status: 403,
      message: 'You are not a member of this workspace.',
    });
  });
});

describe('POST /{slug}/api/templates/{id}.json', () => {
  const id = hexId('template', 2);

  it('saves the changes and moves `modified` on with every save', async () => {
    await startScenario('member');
    const before = (await getTemplate(ACME, id)).template;
    const first = await updateTemplate(ACME, id, {
      ...input({ name: 'resize-avatars-large', json: starter('thumbnails') }),
      base_modified: before.modified,
    });
    expect(first.template).toMatchObject({ id, name: 'resize-avatars-large', json: starter('thumbnails') });
    expect(first.template.modified).toBe(FIXTURE_NOW);
    const second = await updateTemplate(ACME, id, {
      ...input({ name: 'resize-avatars-large' }),
      base_modified: first.template.modified,
    });
    expect(Date.parse(second.template.modified)).toBeGreaterThan(Date.parse(first.template.modified));
    expect((await getTemplate(ACME, id)).template).toEqual(second.template);
    expectNoSchemaReports();
  });

  it('refuses a save based on an older one with 409 and the conflict message', async () => {
    await startScenario('member');
    const opened = (await getTemplate(ACME, id)).template;
    // Someone else saves first, from the same starting point.
    await updateTemplate(ACME, id, { ...input({ name: opened.name }), base_modified: opened.modified });
    const stale = updateTemplate(ACME, id, { ...input({ name: 'mine' }), base_modified: opened.modified });
    expect(await refusal(stale)).toEqual({
      status: 409,
      message: 'This template was changed elsewhere after you opened it.',
    });
    expect(TEMPLATE_MESSAGES.conflict).toBe('This template was changed elsewhere after you opened it.');
    expect((await getTemplate(ACME, id)).template.name).toBe(opened.name);
  });

  it('keeps its own name but refuses another template’s, and JSON with errors', async () => {
    await startScenario('member');
    const opened = (await getTemplate(ACME, id)).template;
    const base_modified = opened.modified;
    expect(
      (await updateTemplate(ACME, id, { ...input({ name: opened.name }), base_modified })).template.name,
    ).toBe(opened.name);
    const current = (await getTemplate(ACME, id)).template.modified;
    expect(
      await refusal(
        updateTemplate(ACME, id, { ...input({ name: 'video-thumbnails' }), base_modified: current }),
      ),
    ).toEqual({ status: 400, message: TEMPLATE_MESSAGES.nameTaken('video-thumbnails') });
    const json = JSON.stringify({ steps: { resized: { use: 'missing', robot: '/image/resize' } } });
    expect(await refusal(updateTemplate(ACME, id, { ...input({ json }), base_modified: current }))).toEqual({
      status: 400,
      message: 'Step "resized" uses "missing", which is not a step of this template',
    });
  });

  it('answers 404 for an unknown template', async () => {
    await startScenario('member');
    const call = updateTemplate(ACME, hexId('template', 999), { ...input(), base_modified: FIXTURE_NOW });
    expect(await refusal(call)).toEqual({ status: 404, message: 'Template not found' });
  });
});

describe('POST /{slug}/api/templates/{id}/duplicate.json', () => {
  it('copies the template under the next free "-copy" name', async () => {
    await startScenario('member');
    const source = (await getTemplate(ACME, hexId('template', 2))).template;
    const names: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { template } = await duplicateTemplate(ACME, source.id);
      names.push(template.name);
      expect(template).toMatchObject({
        json: source.json,
        require_signature_auth: source.require_signature_auth,
        transcoding_result_expiry: source.transcoding_result_expiry,
        assembly_status_expiry: source.assembly_status_expiry,
        account_id: 1,
        last_used: null,
      });
      expect(template.id).not.toBe(source.id);
    }
    expect(names).toEqual(['resize-avatars-copy', 'resize-avatars-copy-2', 'resize-avatars-copy-3']);
    expect((await listTemplates(ACME)).total).toBe(39);
    expectNoSchemaReports();
  });

  it('answers 404 for an unknown template', async () => {
    await startScenario('member');
    expect(await refusal(duplicateTemplate(ACME, hexId('template', 999)))).toEqual({
      status: 404,
      message: 'Template not found',
    });
  });
});

describe('POST /{slug}/api/templates/{id}/delete.json', () => {
  it('removes the template', async () => {
    await startScenario('member');
    const id = hexId('template', 3);
    const reply = await deleteTemplate(ACME, id);
    expect(reply.meta.status).toBe('ok');
    expect(await refusal(getTemplate(ACME, id))).toEqual({ status: 404, message: 'Template not found' });
    expect((await listTemplates(ACME)).total).toBe(35);
    expect(await refusal(deleteTemplate(ACME, id))).toEqual({ status: 404, message: 'Template not found' });
  });

  it("cannot reach another workspace's template", async () => {
    const backend = await startScenario('member');
    const initech = backend.state.templates.find((template) => template.account_id === 4);
    expect(await refusal(deleteTemplate(ACME, initech?.id ?? ''))).toEqual({
      status: 404,
      message: 'Template not found',
    });
    expect(await refusal(deleteTemplate('initech-video', initech?.id ?? ''))).toEqual({
      status: 403,
      message: 'You are not a member of this workspace.',
    });
  });
});
