import type { Assembly, Workspace } from '@console/api';
import {
  ASSEMBLIES_PER_PAGE,
  ASSEMBLY_MESSAGES,
  type AssemblyListItem,
  AssemblyListQuerySchema,
  canReplay,
  endOfDayInTimeZone,
  isAssemblyBusy,
  knownTimeZone,
  startOfDayInTimeZone,
  TEMPLATE_MESSAGES,
  type Template,
  TemplateTestRunInputSchema,
  validateTemplate,
} from '@console/api';
import {
  cancelAssembly,
  type FoundAssembly,
  fieldsOf,
  findAssembly,
  replaysOf,
  startAssembly,
  startedWarnings,
} from '../assembly-find';
import { listAssemblyPage } from '../assembly-list';
import { startedAssembly } from '../assembly-store';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { buildAssemblyStatusJson, mediaOf, resultSteps } from '../factories/assembly-status-json';
import { buildAssemblyWarnings } from '../factories/assembly-warning';
import { presetFor, REGIONS } from '../factories/catalogue';
import { buildPlan } from '../factories/plan';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';
import { planRun } from './run-plan';

/*
 * The assemblies of a workspace: the filtered, paged list, the detail with its status JSON, replay, cancel and the
 * template editor's test run. The rows live in mocks/assembly-store.ts; this module speaks HTTP for them.
 */

/** What a step makes from its input, as a share of the input's size. */
const OUTPUT_SHARE = 0.6;

/** The workspace's templates by id, to name an assembly's template and read its steps. */
function templatesOf(backend: MockBackend, workspace: Workspace): Map<string, Template> {
  return new Map(
    backend.state.templates
      .filter((template) => template.account_id === workspace.id)
      .map((template) => [template.id, template]),
  );
}

/** The record with its template's name; null when it ran without one or the template is gone. */
function listItem(templates: ReadonlyMap<string, Template>) {
  return (assembly: Assembly): AssemblyListItem => ({
    ...assembly,
    template_name: assembly.template_id === null ? null : (templates.get(assembly.template_id)?.name ?? null),
  });
}

const withTemplateNames = (backend: MockBackend, workspace: Workspace, assemblies: Assembly[]) =>
  assemblies.map(listItem(templatesOf(backend, workspace)));

/**
 * The workspace's `count` newest assemblies, as the first rows of its unfiltered list: generated ones and those
 * that test runs and replays started. The workspace's overview shows them as its recent assemblies.
 */
export function newestAssemblies(
  backend: MockBackend,
  workspace: Workspace,
  count: number,
): AssemblyListItem[] {
  const { assemblies } = listAssemblyPage(backend, workspace.id, { fieldsSearch: false }, 1, count);
  return withTemplateNames(backend, workspace, assemblies);
}

function list(access: WorkspaceAccess, backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(AssemblyListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { query } = read;
  const { state, template_id, from, to, page = 1, per_page = ASSEMBLIES_PER_PAGE } = query;
  const zone = knownTimeZone(query.tz);
  if (from !== undefined && to !== undefined && to < from) return failure(400, ASSEMBLY_MESSAGES.dateRange);
  const fieldsSearch = buildPlan({}, access.workspace.plan_id).can_use_assembly_fields_search;
  const { assemblies, total } = listAssemblyPage(
    backend,
    access.workspace.id,
    {
      outcome: state,
      templateId: template_id,
      from: from === undefined ? undefined : startOfDayInTimeZone(from, zone),
      before: to === undefined ? undefined : endOfDayInTimeZone(to, zone),
      q: query.q?.trim() || undefined,
      fieldsSearch,
    },
    page,
    per_page,
  );
  return ok({
    assemblies: withTemplateNames(backend, access.workspace, assemblies),
    total,
    page,
    per_page,
    fields_search: fieldsSearch,
  });
}

/** What a call does with one assembly, once found. */
type AssemblyAction = (
  found: FoundAssembly,
  templates: ReadonlyMap<string, Template>,
  backend: MockBackend,
) => MockReply;

/** Runs `action` on the workspace's assembly `id`, or refuses with a 404 when the workspace has none. */
function onAssembly(
  backend: MockBackend,
  access: WorkspaceAccess,
  id: unknown,
  action: AssemblyAction,
): MockReply {
  const found = findAssembly(backend, access.workspace.id, String(id));
  if (!found) return failure(404, ASSEMBLY_MESSAGES.notFound);
  return action(found, templatesOf(backend, access.workspace), backend);
}

/** The JSON the assembly ran: a test run's own, otherwise its template's as it is now. */
function jsonOf(found: FoundAssembly, templates: ReadonlyMap<string, Template>): string | null {
  if (found.kind === 'started' && found.started.json !== null) return found.started.json;
  return found.assembly.template_id === null
    ? null
    : (templates.get(found.assembly.template_id)?.json ?? null);
}

// --- the calls ---

/** The detail page's reply for an assembly, once found (the admin assembly detail sends it too). */
export const assemblyDetail = (
  found: FoundAssembly,
  templates: ReadonlyMap<string, Template>,
  backend: MockBackend,
) => {
  const { assembly } = found;
  const fields = fieldsOf(found);
  const warnings =
    found.kind === 'generated' ? buildAssemblyWarnings(assembly, found.seq) : startedWarnings(found);
  const named = listItem(templates);
  const item = named(assembly);
  return {
    assembly: item,
    warnings,
    fields,
    replays: replaysOf(backend, found).map(named),
    status: buildAssemblyStatusJson(assembly, {
      templateName: item.template_name,
      templateJson: jsonOf(found, templates),
      fields,
      warnings,
      reason:
        found.kind === 'started' && assembly.error !== null ? (found.started.failure?.reason ?? null) : null,
      upload: found.kind === 'started' ? (found.started.upload ?? null) : null,
    }),
  };
};

const detail: AssemblyAction = (found, templates, backend) => ok(assemblyDetail(found, templates, backend));

const replay: AssemblyAction = (found, templates, backend) => {
  const parent = found.assembly;
  if (isAssemblyBusy(parent)) return failure(409, ASSEMBLY_MESSAGES.replayBusy);
  if (!canReplay(parent)) return failure(409, ASSEMBLY_MESSAGES.replayNoFiles);
  const json = jsonOf(found, templates);
  const steps = Math.max(1, resultSteps(json).length);
  const completed = parent.output_file_count > 0;
  const started = startAssembly(backend, {
    accountId: parent.account_id,
    kind: 'replay',
    parentId: parent.id,
    templateId: parent.template_id,
    json: found.kind === 'started' ? found.started.json : null,
    region: parent.region,
    cluster: parent.cluster,
    inputFileCount: parent.input_file_count,
    inputBytes: parent.input_bytes,
    outputFileCount: completed ? parent.output_file_count : parent.input_file_count * steps,
    outputBytes: completed ? parent.output_bytes : Math.round(parent.input_bytes * OUTPUT_SHARE * steps),
    fields: fieldsOf(found).map((field) => ({ name: field.field_name, value: field.field_value })),
    ...planRun(json),
  });
  return ok({ assembly: listItem(templates)(startedAssembly(started, nowOf(backend))) }, 'Replay started.');
};

const cancel: AssemblyAction = (found, templates, backend) => {
  if (!isAssemblyBusy(found.assembly)) return failure(409, ASSEMBLY_MESSAGES.cancelFinished);
  return ok({ assembly: listItem(templates)(cancelAssembly(backend, found)) }, 'Assembly canceled.');
};

/**
 * Runs template JSON on a sample file of the kind its robots take: one upload, a result per step, unless planRun
 * says the service would refuse it, fail it at a step or warn.
 */
function testRun(access: WorkspaceAccess, backend: MockBackend, body: unknown): MockReply {
  const input = TemplateTestRunInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? 'Send the template JSON to run.');
  const { json, template_id = null } = input.data;
  const error = validateTemplate(json).find((issue) => issue.severity === 'error');
  if (error) return failure(400, error.message);
  const templates = templatesOf(backend, access.workspace);
  if (template_id !== null && !templates.has(template_id)) return failure(404, TEMPLATE_MESSAGES.notFound);
  const steps = resultSteps(json);
  const sampleBytes = mediaOf(steps).sampleBytes;
  const region = presetFor(REGIONS, access.workspace.id);
  const started = startAssembly(backend, {
    accountId: access.workspace.id,
    kind: 'test-run',
    parentId: null,
    templateId: template_id,
    json,
    region,
    cluster: `${region}-prod-1`,
    inputFileCount: 1,
    inputBytes: sampleBytes,
    outputFileCount: steps.length,
    outputBytes: Math.round(sampleBytes * OUTPUT_SHARE * steps.length),
    fields: [],
    ...planRun(json),
  });
  return ok({ assembly: listItem(templates)(startedAssembly(started, nowOf(backend))) }, 'Test run started.');
}

/** The assemblies' calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, post, memberGet }) => [
  memberGet('/:slug/api/assemblies.json', (access, search) => list(access, backend, search)),
  memberGet('/:slug/api/assemblies/:id.json', (access, _search, params) =>
    onAssembly(backend, access, params.id, detail),
  ),
  post('/:slug/api/assemblies/test-run.json', (body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) => testRun(access, backend, body)),
  ),
  post('/:slug/api/assemblies/:id/replay.json', (_body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) =>
      onAssembly(backend, access, params.id, replay),
    ),
  ),
  post('/:slug/api/assemblies/:id/cancel.json', (_body, csrfToken, params) =>
    backend.inWorkspace(String(params.slug), csrfToken, (access) =>
      onAssembly(backend, access, params.id, cancel),
    ),
  ),
];
