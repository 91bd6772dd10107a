import type { Assembly, AssemblyField, AssemblyWarning } from '@console/api';
import {
  ASSEMBLY_OK_CODES,
  type AssemblyOutcome,
  assemblyOutcome,
  ORIGINAL_STEP,
  templateSteps,
} from '@console/api';
import type { AssemblyStatus, AssemblyStatusErrCode } from '@transloadit/types';
import { presetFor } from './catalogue';
import { resultHost } from './result-file';
import { hexId } from './seed';

/*
 * The raw status JSON the service returns for an assembly, built from the record so the two always agree; typed
 * against @transloadit/types, so the mock speaks the service's real shape.
 */

/** What the status knows beyond the record. */
export interface AssemblyStatusContext {
  templateName: string | null;
  /** The steps that ran, as template JSON; null when the template is unknown. */
  templateJson: string | null;
  fields: readonly AssemblyField[];
  warnings: readonly AssemblyWarning[];
  /** Why it failed, in the service's words, where the code alone does not say (a test run's failing step). */
  reason?: string | null;
  /** The file someone uploaded, where the assembly ran on one of their own rather than a sample of its kind. */
  upload?: { name: string; size: number; mime: string } | null;
}

const MESSAGES: Record<AssemblyOutcome, string> = {
  uploading: 'The Assembly is still in the process of being uploaded.',
  executing: 'The Assembly is currently being executed.',
  replaying: 'The Assembly is currently being replayed.',
  completed: 'The Assembly was successfully completed.',
  canceled: 'The Assembly was canceled.',
  aborted: 'The upload connection was closed or timed out before receiving all data.',
  failed: 'The Assembly failed.',
};

/** The reason the service gives with each error code the fixtures use. */
const REASONS: Partial<Record<AssemblyStatusErrCode, string>> = {
  ASSEMBLY_CRASHED: 'The Assembly crashed while executing; our engineers have been notified.',
  INVALID_FILE_META_DATA: 'The meta data of an uploaded file could not be read; the file may be damaged.',
  IMPORT_FILE_ERROR:
    'The file https://media.example.com/uploads/launch-keynote.mp4 could not be imported: HTTP 404.',
  INVALID_SIGNATURE: 'The signature does not match the parameters; check the auth secret used to sign them.',
  BILL_LIMIT_EXCEEDED: 'The workspace has reached its bill limit, so no further Assemblies run this month.',
  IMAGE_RESIZE_VALIDATION: 'The width parameter must be between 1 and 5000.',
  VIDEO_ENCODE_VALIDATION: 'The preset "hls-4k" does not exist.',
  DOCUMENT_CONVERT_VALIDATION: 'Converting "xlsx" to "mp3" is not supported.',
};

export interface MediaKind {
  files: readonly { name: string; mime: string }[];
  /** The extension and type of what the steps make from them. */
  output: { ext: string; mime: string };
  /** The size of the sample file a test run of such a template uploads. */
  sampleBytes: number;
}

/** The type of each kind of file the fixtures name, by its extension. */
const MIME_TYPES: Record<string, string> = {
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  heic: 'image/heic',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const mimeOf = (ext: string) => MIME_TYPES[ext.toLowerCase()] ?? 'application/octet-stream';

/** A kind of media: the files it comes as, what the steps make of them (by extension), a test run's file size. */
const mediaKind = (names: readonly string[], outputExt: string, sampleBytes: number): MediaKind => ({
  files: names.map((name) => ({ name, mime: mimeOf(name.slice(name.lastIndexOf('.') + 1)) })),
  output: { ext: outputExt, mime: mimeOf(outputExt) },
  sampleBytes,
});

const MEDIA: Record<'video' | 'image' | 'document' | 'file', MediaKind> = {
  video: mediaKind(['launch-keynote.mov', 'interview-take-2.mp4', 'drone-harbour.mp4'], 'mp4', 48_234_496),
  image: mediaKind(['IMG_0042.HEIC', 'product-0412.png', 'team-offsite.jpg'], 'webp', 3_145_728),
  document: mediaKind(['contract-2026.docx', 'scan_0093.pdf'], 'pdf', 912_384),
  file: mediaKind(['upload.zip'], 'zip', 1_048_576),
};

/** What kind of files a template works on, from its robots. */
export function mediaOf(steps: readonly { robot: string | null }[]): MediaKind {
  const robots = steps.map((step) => step.robot ?? '');
  if (robots.some((robot) => robot.startsWith('/video/'))) return MEDIA.video;
  if (robots.some((robot) => robot.startsWith('/image/'))) return MEDIA.image;
  if (robots.some((robot) => robot.startsWith('/document/'))) return MEDIA.document;
  return MEDIA.file;
}

/** The steps that make results: everything but the upload handler. */
export function resultSteps(templateJson: string | null): { name: string; robot: string | null }[] {
  const steps = templateJson === null ? null : templateSteps(templateJson);
  return (steps ?? []).filter((step) => step.name !== ORIGINAL_STEP && step.robot !== '/upload/handle');
}

/** Without a known template the results still add up, under the step name most templates end with. */
const UNKNOWN_STEPS = [{ name: 'exported', robot: null }];

/** The service's own date format, `2026/01/15 11:39:00 GMT`. */
function serviceDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replaceAll('-', '/').replace('T', ' ')} GMT`;
}

/** The service build that "ran" every fixture. */
const BUILD_ID = '2026.01.14-7c1f0e2';

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/** Who sent an assembly, from the app its `source` field names. */
function clientOf(assembly: Assembly, fields: readonly AssemblyField[]): { agent: string; client: string } {
  if (assembly.is_urltransform) return { agent: 'Transloadit Smart CDN', client: 'smart-cdn:1.0.0' };
  const source = fields.find((field) => field.field_name === 'source')?.field_value;
  if (source === 'ios-app') {
    return { agent: 'AcmeMedia/4.2 (iPhone; iOS 18.2; Scale/3.00)', client: 'ios-sdk:3.4.1' };
  }
  if (source === 'web-uploader') {
    return {
      agent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
      client: 'uppy-core:4.4.1,uppy-transloadit:4.2.0',
    };
  }
  return { agent: 'node-fetch/1.0 (+https://github.com/transloadit/node-sdk)', client: 'node-sdk:4.0.4' };
}

/** The status JSON of `assembly` as the service would return it. */
export function buildAssemblyStatusJson(assembly: Assembly, context: AssemblyStatusContext): AssemblyStatus {
  const outcome = assemblyOutcome(assembly);
  const known = resultSteps(context.templateJson);
  const steps = known.length > 0 ? known : UNKNOWN_STEPS;
  const media = mediaOf(steps);
  const created = Date.parse(assembly.created);
  const executionStart = created + (assembly.upload_duration_ms ?? 0) + (assembly.queue_duration_ms ?? 0);
  const host = `api2-${assembly.region}.transloadit.com`;
  const { agent, client } = clientOf(assembly, context.fields);
  const fields = Object.fromEntries(context.fields.map((field) => [field.field_name, field.field_value]));
  const uploadCount = assembly.upload_duration_ms === null ? 0 : assembly.input_file_count;
  const uploads = Array.from({ length: uploadCount }, (_, index) => {
    const file = context.upload ?? presetFor(media.files, index + 1);
    const id = hexId(`${assembly.id}:upload`, index + 1);
    const ext = file.name.split('.').pop() ?? '';
    const basename = file.name.slice(0, -(ext.length + 1));
    const md5hash = hexId(`${id}:md5`, 1);
    return {
      id,
      name: file.name,
      basename,
      ext,
      size: context.upload?.size ?? Math.round(assembly.input_bytes / assembly.input_file_count),
      mime: file.mime,
      type: file.mime.split('/')[0] ?? null,
      field: 'file',
      md5hash,
      original_id: id,
      original_basename: basename,
      original_name: file.name,
      original_path: '/',
      original_md5hash: md5hash,
      from_batch_import: false,
      is_tus_file: true,
      tus_upload_url: `https://${host}/resumable/files/${id}`,
      url: `http://${resultHost(assembly.region)}/${assembly.id}/${id}.${ext}`,
      ssl_url: `https://${resultHost(assembly.region)}/${assembly.id}/${id}.${ext}`,
      meta: {},
    };
  });
  const results: Record<string, Record<string, unknown>[]> = {};
  for (let index = 0; index < assembly.output_file_count && uploads.length > 0; index++) {
    // Every step makes a result of each upload in turn, as a pipeline does; a step that makes more results than
    // there are uploads numbers the further ones (`clip-2.mp4`), so no two results of a step share a name.
    const step = presetFor(steps, index + 1);
    const round = Math.floor(index / steps.length);
    const upload = presetFor(uploads, round + 1);
    const pass = Math.floor(round / uploads.length);
    const basename = pass === 0 ? upload.basename : `${upload.basename}-${pass + 1}`;
    const path = `${assembly.id}/${step.name}/${basename}.${media.output.ext}`;
    const stepResults = results[step.name] ?? [];
    results[step.name] = stepResults;
    stepResults.push({
      id: hexId(`${assembly.id}:result`, index + 1),
      name: `${basename}.${media.output.ext}`,
      basename,
      ext: media.output.ext,
      size: Math.round(assembly.output_bytes / assembly.output_file_count),
      mime: media.output.mime,
      type: media.output.mime.split('/')[0] ?? null,
      meta: resultMeta(media.output.mime, assembly.execution_duration_ms),
      field: upload.field,
      original_id: upload.id,
      original_basename: upload.basename,
      exec_time: (assembly.execution_duration_ms ?? 0) / 1000,
      url: `http://${resultHost(assembly.region)}/${path}`,
      ssl_url: `https://${resultHost(assembly.region)}/${path}`,
    });
  }
  const common = {
    assembly_id: assembly.id,
    parent_id: assembly.parent_id,
    account_id: hexId('account', assembly.account_id),
    template_id: assembly.template_id,
    template_name: context.templateName,
    instance: `${assembly.cluster}.transloadit.com`,
    region: assembly.region,
    assembly_url: `http://${host}/assemblies/${assembly.id}`,
    assembly_ssl_url: `https://${host}/assemblies/${assembly.id}`,
    tus_url: `https://${host}/resumable/files/`,
    bytes_received: assembly.uploaded_bytes,
    bytes_expected: assembly.input_bytes,
    upload_duration: seconds(assembly.upload_duration_ms) ?? 0,
    client_agent: agent,
    client_ip: `203.0.113.${(Number.parseInt(assembly.id.slice(0, 2), 16) % 250) + 1}`,
    client_referer: assembly.is_urltransform ? null : 'https://app.example.com/uploads/new',
    transloadit_client: client,
    start_date: serviceDate(created),
    upload_meta_data_extracted: assembly.upload_duration_ms !== null,
    warnings: context.warnings.map((warning) => ({ level: levelOf(warning), msg: warning.warning })),
    is_infinite: false,
    has_dupe_jobs: false,
    execution_start: assembly.queue_duration_ms === null ? null : serviceDate(executionStart),
    execution_duration: seconds(assembly.execution_duration_ms),
    queue_duration: seconds(assembly.queue_duration_ms) ?? 0,
    jobs_queue_duration: 0,
    notify_url: assembly.notify_url,
    notify_status: assembly.notify_url && assembly.execution_duration_ms !== null ? 'successful' : null,
    notify_response_code: assembly.notify_url && assembly.execution_duration_ms !== null ? 200 : null,
    last_job_completed:
      assembly.execution_duration_ms === null
        ? null
        : serviceDate(executionStart + assembly.execution_duration_ms),
    fields,
    running_jobs: [],
    bytes_usage: assembly.bytes_usage,
    executing_jobs: [],
    started_jobs: [],
    parent_assembly_status: null,
    params: JSON.stringify({
      auth: {
        key: hexId('auth-key', assembly.api_auth_key_id ?? 0),
        expires: serviceDate(created + 3_600_000),
      },
      template_id: assembly.template_id ?? undefined,
      fields,
      notify_url: assembly.notify_url ?? undefined,
    }),
    template: context.templateJson,
    num_input_files: assembly.input_file_count,
    uploads,
    results,
    build_id: BUILD_ID,
  };
  const ok = ASSEMBLY_OK_CODES[outcome];
  if (ok === null) {
    // The mock's records only carry codes from the factories' lists, which are typed as the service's codes.
    const error = (assembly.error ?? 'ASSEMBLY_CRASHED') as AssemblyStatusErrCode;
    const reason = context.reason ?? REASONS[error] ?? MESSAGES.failed;
    return { ...common, error, reason, message: MESSAGES.failed };
  }
  return { ...common, ok, message: MESSAGES[outcome] };
}

/** What the service measures of a result: an image's size, a video's size and length. */
function resultMeta(mime: string, executionMs: number | null): Record<string, number> {
  if (mime.startsWith('image/')) return { width: 1200, height: 800 };
  // A clip lasts about as long as it took to encode, within sensible bounds.
  if (mime.startsWith('video/'))
    return {
      width: 1920,
      height: 1080,
      duration: Math.min(600, Math.max(4, Math.round((executionMs ?? 0) / 100) / 10)),
    };
  return {};
}

function levelOf(warning: AssemblyWarning): 'notice' | 'warning' {
  return warning.warning_level === 'warning' ? 'warning' : 'notice';
}
