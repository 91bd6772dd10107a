import {
  ASSEMBLY_MESSAGES,
  type AssemblyResult,
  type AssemblyStepProgress,
  AssemblyUploadInputSchema,
  CSRF_HEADER,
  TEMPLATE_MESSAGES,
  type Template,
  UPLOAD_MESSAGES,
  validateTemplate,
} from '@console/api';
import { HttpResponse, http } from 'msw';
import { findAssembly, startAssembly } from '../assembly-find';
import { type StartedAssembly, startedAssembly, stepStandingsAt } from '../assembly-store';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { resultSteps } from '../factories/assembly-status-json';
import { presetFor, REGIONS } from '../factories/catalogue';
import { hexId } from '../factories/seed';
import { failure, type MockReply, ok } from '../reply';
import { planRun } from './run-plan';

/*
 * Processing a file of someone's own (the first run of a workspace): the multipart upload starts an assembly on a
 * template, the progress call says where each step stands, and each finished step's results can be downloaded.
 * The mock cannot transcode, so every result carries the uploaded bytes, under the name and type the step would
 * give it; a filter's result is the upload itself, as the service's is.
 */

/** Uploads up to this size are kept in the store (demo mode saves it), so their results download after a reload. */
export const KEPT_UPLOAD_BYTES = 512 * 1024;

// Every upload's bytes for as long as the backend lives; per backend, so tests never share them.
const uploadedBytes = new WeakMap<MockBackend, Map<string, Uint8Array>>();

function bytesStore(backend: MockBackend): Map<string, Uint8Array> {
  let store = uploadedBytes.get(backend);
  if (!store) {
    store = new Map();
    uploadedBytes.set(backend, store);
  }
  return store;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(text);
}

const fromBase64 = (data: string) => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));

/** The extension and type a step gives what it makes, from its robot and parameters. */
const OUTPUT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
};

function outputExt(robot: string | null, params: Record<string, unknown>): string | null {
  if (typeof params.format === 'string') return params.format;
  // Presets name their container last ("web/mp4/1080p") or alone ("mp3").
  const preset = typeof params.preset === 'string' ? params.preset.split('/') : [];
  const container = preset.find((part) => part in OUTPUT_TYPES);
  if (container) return container;
  if (robot === '/video/thumbs') return 'jpg';
  return null;
}

function stepParams(json: string, name: string): Record<string, unknown> {
  try {
    const steps = (JSON.parse(json) as { steps?: Record<string, unknown> }).steps;
    const step = steps?.[name];
    return typeof step === 'object' && step !== null ? (step as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Upload = NonNullable<StartedAssembly['upload']>;

/** The files each step makes from the upload, in the template's order: one each, or one per thumbnail. */
function plannedResults(started: StartedAssembly, upload: Upload): Omit<AssemblyResult, 'path'>[][] {
  const dot = upload.name.lastIndexOf('.');
  const basename = dot > 0 ? upload.name.slice(0, dot) : upload.name;
  let next = 0;
  return resultSteps(started.json).map((step) => {
    const params = stepParams(started.json ?? '', step.name);
    const ext = step.robot === '/file/filter' ? null : outputExt(step.robot, params);
    const count = step.robot === '/video/thumbs' && typeof params.count === 'number' ? params.count : 1;
    return Array.from({ length: count }, (_, index) => {
      next += 1;
      return {
        id: hexId(`${started.id}:result`, next),
        name: ext === null ? upload.name : `${basename}${count > 1 ? `-${index + 1}` : ''}.${ext}`,
        size: upload.size,
        mime: ext === null ? upload.mime : (OUTPUT_TYPES[ext] ?? 'application/octet-stream'),
      };
    });
  });
}

const resultPath = (slug: string, assemblyId: string, resultId: string) =>
  `/${encodeURIComponent(slug)}/api/assemblies/${assemblyId}/results/${resultId}`;

/** Each step of an upload's template with where it stands and, once done, its results. */
function stepsOf(backend: MockBackend, slug: string, started: StartedAssembly): AssemblyStepProgress[] {
  const steps = resultSteps(started.json);
  const standings = stepStandingsAt(started, nowOf(backend), steps.length);
  const planned = started.upload ? plannedResults(started, started.upload) : [];
  return steps.map((step, index) => {
    const state = standings[index] ?? 'waiting';
    const made = state === 'done' ? (planned[index] ?? []) : [];
    return {
      name: step.name,
      robot: step.robot,
      state,
      results: made.map((result) => ({ ...result, path: resultPath(slug, started.id, result.id) })),
    };
  });
}

/** Starts an assembly on the uploaded file: its template's JSON, planned as the service would run it on this file. */
function upload(
  access: WorkspaceAccess,
  backend: MockBackend,
  form: FormData | null,
  bytes: Uint8Array | null,
): MockReply {
  const input = AssemblyUploadInputSchema.safeParse({
    template_id: form?.get('template_id') ?? undefined,
    file: form?.get('file') ?? undefined,
  });
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? UPLOAD_MESSAGES.fileMissing);
  const { template_id, file } = input.data;
  const template = backend.state.templates.find(
    (candidate) => candidate.id === template_id && candidate.account_id === access.workspace.id,
  );
  if (!template) return failure(404, TEMPLATE_MESSAGES.notFound);
  const error = validateTemplate(template.json).find((issue) => issue.severity === 'error');
  if (error) return failure(400, error.message);
  const started = startUpload(backend, template, {
    name: file.name,
    size: file.size,
    mime: file.type || 'application/octet-stream',
    bytes,
  });
  return ok(
    { assembly: { ...startedAssembly(started, nowOf(backend)), template_name: template.name } },
    'Upload received.',
  );
}

/**
 * Starts an assembly of `template` on an uploaded file, now by the backend's clock: what the upload call does once
 * it has read the request, and how stories and tests seed one.
 */
export function startUpload(
  backend: MockBackend,
  template: Template,
  file: { name: string; size: number; mime: string; bytes: Uint8Array | null },
): StartedAssembly {
  const region = presetFor(REGIONS, template.account_id);
  const kept: Upload = { name: file.name, size: file.size, mime: file.mime };
  if (file.bytes !== null && file.size <= KEPT_UPLOAD_BYTES) kept.data = toBase64(file.bytes);
  const started = startAssembly(backend, {
    accountId: template.account_id,
    kind: 'upload',
    parentId: null,
    templateId: template.id,
    json: template.json,
    region,
    cluster: `${region}-prod-1`,
    inputFileCount: 1,
    inputBytes: file.size,
    outputFileCount: 0,
    outputBytes: 0,
    fields: [],
    upload: kept,
    ...planRun(template.json, file.mime),
  });
  // What it makes once completed: every step's results.
  const made = plannedResults(started, kept).flat();
  started.outputFileCount = made.length;
  started.outputBytes = made.reduce((sum, result) => sum + result.size, 0);
  if (file.bytes !== null) bytesStore(backend).set(started.id, file.bytes);
  return started;
}

/** The assembly `id` if a call started it from an upload in this workspace. */
function uploadedAssembly(backend: MockBackend, access: WorkspaceAccess, id: string) {
  const found = findAssembly(backend, access.workspace.id, id);
  return found?.kind === 'started' ? found : null;
}

function progress(access: WorkspaceAccess, backend: MockBackend, id: string): MockReply {
  const found = findAssembly(backend, access.workspace.id, id);
  if (!found) return failure(404, ASSEMBLY_MESSAGES.notFound);
  const template = backend.state.templates.find((candidate) => candidate.id === found.assembly.template_id);
  const upload = found.kind === 'started' ? found.started.upload : undefined;
  const steps = found.kind === 'started' ? stepsOf(backend, access.workspace.slug, found.started) : [];
  return ok({
    assembly: { ...found.assembly, template_name: template?.name ?? null },
    upload: upload ? { name: upload.name, size: upload.size, mime: upload.mime } : null,
    steps,
    reason:
      found.kind === 'started' && found.assembly.error !== null
        ? (found.started.failure?.reason ?? null)
        : null,
  });
}

/** A finished step's result, with the uploaded bytes; a 410 when the bytes were not kept (a demo reload). */
function download(
  access: WorkspaceAccess,
  backend: MockBackend,
  id: string,
  resultId: string,
): MockReply | Response {
  const found = uploadedAssembly(backend, access, id);
  const result = found
    ? stepsOf(backend, access.workspace.slug, found.started)
        .flatMap((step) => step.results)
        .find((candidate) => candidate.id === resultId)
    : undefined;
  if (!found || !result) return failure(404, UPLOAD_MESSAGES.resultNotFound);
  const stored = found.started.upload?.data;
  const bytes = bytesStore(backend).get(id) ?? (stored === undefined ? undefined : fromBase64(stored));
  if (bytes === undefined) return failure(410, UPLOAD_MESSAGES.resultGone);
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': result.mime,
      'Content-Disposition': `attachment; filename="${result.name.replaceAll('"', '')}"`,
    },
  });
}

/** Multipart form data, or null when the body is not that; the upload call then refuses it with a 400. */
async function readForm(request: Request): Promise<{ form: FormData | null; bytes: Uint8Array | null }> {
  try {
    const form = await request.formData();
    const file = form.get('file');
    return { form, bytes: file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null };
  } catch {
    return { form: null, bytes: null };
  }
}

/** The first run's calls; every one needs a member of the workspace (or an admin), the upload also the CSRF token. */
export const area: MockArea = ({ backend, base, send, memberGet }) => [
  http.post(`${base}/:slug/api/assemblies/upload.json`, async ({ params, request }) => {
    const { form, bytes } = await readForm(request);
    return send(
      () =>
        backend.inWorkspace(String(params.slug), request.headers.get(CSRF_HEADER), (access) =>
          upload(access, backend, form, bytes),
        ),
      true,
    );
  }),
  memberGet('/:slug/api/assemblies/:id/progress.json', (access, _search, params) =>
    progress(access, backend, String(params.id)),
  ),
  http.get(`${base}/:slug/api/assemblies/:id/results/:result`, ({ params }) =>
    send(() => {
      // inWorkspace answers with JSON; the file goes out beside it once access is granted.
      let file: Response | null = null;
      const reply = backend.inWorkspace(String(params.slug), undefined, (access) => {
        const answer = download(access, backend, String(params.id), String(params.result));
        if (answer instanceof Response) file = answer;
        return answer instanceof Response ? ok() : answer;
      });
      return file ?? reply;
    }),
  ),
];
