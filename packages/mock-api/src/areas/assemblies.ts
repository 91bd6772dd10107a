import type { Assembly, Workspace } from '@console/api';
import {
  ASSEMBLIES_PER_PAGE,
  ASSEMBLY_MESSAGES,
  type AssemblyListItem,
  AssemblyListQuerySchema,
  acceptsMime,
  canReplay,
  endOfDayInTimeZone,
  isAssemblyBusy,
  KNOWN_ROBOTS,
  type KnownRobot,
  knownTimeZone,
  startOfDayInTimeZone,
  TEMPLATE_MESSAGES,
  type Template,
  TemplateTestRunInputSchema,
  validateTemplate,
} from '@console/api';
import type { AssemblyStatusErrCode } from '@transloadit/types';
import { http } from 'msw';
import {
  cancelAssembly,
  type FoundAssembly,
  fieldsOf,
  findAssembly,
  listAssemblyPage,
  type RunFailure,
  type RunWarning,
  replaysOf,
  startAssembly,
  startedAssembly,
  startedWarnings,
} from '../assembly-store';
import type { MockBackend, WorkspaceAccess } from '../backend';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { buildAssemblyStatusJson, mediaOf, resultSteps } from '../factories/assembly-status-json';
import { buildAssemblyWarnings } from '../factories/assembly-warning';
import { presetFor, REGIONS } from '../factories/catalogue';
import { buildPlan } from '../factories/plan';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';

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

// --- how a run of template JSON goes ---

/** Parameters the service checks as a step runs: a value outside its range fails the step with the robot's code. */
const PARAMETER_RANGES: readonly {
  robot: KnownRobot;
  error: AssemblyStatusErrCode;
  parameters: readonly { name: string; min: number; max: number }[];
}[] = [
  {
    robot: '/image/resize',
    error: 'IMAGE_RESIZE_VALIDATION',
    parameters: [
      { name: 'width', min: 1, max: 5000 },
      { name: 'height', min: 1, max: 5000 },
    ],
  },
  {
    robot: '/video/thumbs',
    error: 'VIDEO_THUMBS_VALIDATION',
    parameters: [{ name: 'count', min: 1, max: 999 }],
  },
];

/** The stack versions the service runs; an older one still runs, with a warning that it is going away. */
const CURRENT_STACKS = { ffmpeg_stack: 6, imagemagick_stack: 3 } as const;

/** A placeholder a starter leaves for the user's own Template Credentials, such as "YOUR_S3_CREDENTIALS". */
const PLACEHOLDER_CREDENTIALS = /^YOUR_[A-Z0-9_]*$/;

const KNOWN = new Set<string>(KNOWN_ROBOTS);

/** How a run of a template's JSON goes: how it ends, if not completed, and what it warns about. */
export interface RunPlan {
  failure: RunFailure | null;
  warnings: RunWarning[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON's steps by name, each with its parameters; empty where the JSON has none to read. */
function stepParameters(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json ?? '');
    return isRecord(parsed) && isRecord(parsed.steps) ? parsed.steps : {};
  } catch {
    return {};
  }
}

function paramsOf(steps: Record<string, unknown>, name: string): Record<string, unknown> {
  const step = steps[name];
  return isRecord(step) ? step : {};
}

/**
 * How the service would run this JSON, step by step (README: "How a run goes"). A robot it does not have makes it
 * refuse the assembly as it is created; a parameter out of range, or Template Credentials the workspace does not
 * have, fail the run at that step, as does a file filter that declines the uploaded file (`mime`, when the run is
 * on a file of someone's own rather than a sample of the kind the robots take); a deprecated stack version runs,
 * with a warning.
 */
export function planRun(json: string | null, mime: string | null = null): RunPlan {
  const steps = resultSteps(json);
  const parameters = stepParameters(json);
  const unknown = steps.find((step) => step.robot !== null && !KNOWN.has(step.robot));
  if (unknown) {
    return {
      failure: {
        error: 'ASSEMBLY_STEP_UNKNOWN_ROBOT',
        reason: `Step "${unknown.name}" uses the robot "${unknown.robot}", which does not exist.`,
        share: null,
      },
      warnings: [],
    };
  }
  const warnings = steps.flatMap((step) => deprecatedStacks(step.name, paramsOf(parameters, step.name)));
  const failing = steps
    .map((step, index) => ({
      failure: stepFailure(step, paramsOf(parameters, step.name), mime),
      place: index + 1,
    }))
    .find((entry) => entry.failure !== null);
  const failure = failing?.failure ? { ...failing.failure, share: failing.place / steps.length } : null;
  return { failure, warnings };
}

/** Why the service would fail this step as it runs, if it would. */
function stepFailure(
  step: { name: string; robot: string | null },
  params: Record<string, unknown>,
  mime: string | null,
): Omit<RunFailure, 'share'> | null {
  if (step.robot === '/file/filter' && mime !== null && params.error_on_decline === true) {
    // The filter passes the file on only when its rules accept it (the same reading as the first run's own check).
    if (!acceptsMime(JSON.stringify({ steps: { [step.name]: params } }), mime)) {
      return {
        error: 'FILE_FILTER_DECLINED_FILE',
        reason: `Step "${step.name}" declined the file: its type, ${mime}, is not one this template accepts.`,
      };
    }
  }
  const credentials = params.credentials;
  if (typeof credentials === 'string' && PLACEHOLDER_CREDENTIALS.test(credentials)) {
    return {
      error: 'TEMPLATE_CREDENTIALS_INJECTION_ERROR',
      reason: `Step "${step.name}" names the Template Credentials "${credentials}", which this workspace does not have. Save your credentials under that name, or name credentials you have saved.`,
    };
  }
  const ranges = PARAMETER_RANGES.find((entry) => entry.robot === step.robot);
  if (!ranges) return null;
  for (const { name, min, max } of ranges.parameters) {
    const value = params[name];
    if (
      value === undefined ||
      (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    )
      continue;
    return {
      error: ranges.error,
      reason: `The ${name} parameter of step "${step.name}" must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`,
    };
  }
  return null;
}

/** A warning for each stack version the step asks for that the service is retiring. */
function deprecatedStacks(step: string, params: Record<string, unknown>): RunWarning[] {
  return Object.entries(CURRENT_STACKS).flatMap(([stack, current]) => {
    const version = params[stack];
    const major = typeof version === 'string' ? /^v(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) >= current) return [];
    return [
      {
        level: 'warning' as const,
        message: `Step "${step}" runs on ${stack} ${version}, which is deprecated; move it to v${current}.0.0 before it is removed.`,
      },
    ];
  });
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
export const assembliesArea: MockArea = ({ backend, base, send, post }) => [
  http.get(`${base}/:slug/api/assemblies.json`, ({ params, request }) =>
    send(() =>
      backend.inWorkspace(String(params.slug), undefined, (access) =>
        list(access, backend, new URL(request.url).searchParams),
      ),
    ),
  ),
  http.get(`${base}/:slug/api/assemblies/:id.json`, ({ params }) =>
    send(() =>
      backend.inWorkspace(String(params.slug), undefined, (access) =>
        onAssembly(backend, access, params.id, detail),
      ),
    ),
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
