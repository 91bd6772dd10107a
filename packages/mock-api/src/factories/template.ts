import { type Template, TemplateSchema } from '@console/api';
import { liveCreatedMs } from './assembly-schedule';
import { cycleOf, presetFor } from './catalogue';
import { between, hexId, minutesAgo, seededRandom } from './seed';

/** Realistic templates; their steps use the same robots the assembly and usage fixtures bill for. */
const TEMPLATE_PRESETS = [
  {
    name: 'encode-hls-ladder',
    steps: {
      ':original': { robot: '/upload/handle' },
      hls_1080p: { use: ':original', robot: '/video/encode', preset: 'hls-1080p', ffmpeg_stack: 'v6.0.0' },
      hls_480p: { use: ':original', robot: '/video/encode', preset: 'hls-480p', ffmpeg_stack: 'v6.0.0' },
      exported: { use: ['hls_1080p', 'hls_480p'], robot: '/s3/store', credentials: 'production-s3' },
    },
  },
  {
    name: 'resize-avatars',
    steps: {
      ':original': { robot: '/upload/handle' },
      images_only: {
        use: ':original',
        robot: '/file/filter',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholder, filled in per file.
        accepts: [['${file.mime}', 'regex', 'image']],
      },
      avatar: {
        use: 'images_only',
        robot: '/image/resize',
        width: 256,
        height: 256,
        resize_strategy: 'crop',
        format: 'webp',
      },
      exported: { use: 'avatar', robot: '/s3/store', credentials: 'production-s3' },
    },
  },
  {
    name: 'video-thumbnails',
    steps: {
      imported: { robot: '/http/import', url: 'https://media.example.com/uploads/launch-keynote.mp4' },
      thumbs: { use: 'imported', robot: '/video/thumbs', count: 8, format: 'jpg', width: 640 },
      exported: { use: 'thumbs', robot: '/s3/store', credentials: 'production-s3' },
    },
  },
  {
    name: 'optimize-product-images',
    steps: {
      ':original': { robot: '/upload/handle' },
      large: { use: ':original', robot: '/image/resize', width: 1200, imagemagick_stack: 'v3.0.0' },
      optimized: { use: 'large', robot: '/image/optimize', progressive: true },
      exported: { use: 'optimized', robot: '/s3/store', credentials: 'catalog-bucket' },
    },
  },
  {
    name: 'documents-to-pdf',
    steps: {
      ':original': { robot: '/upload/handle' },
      pdf: { use: ':original', robot: '/document/convert', format: 'pdf' },
      exported: { use: 'pdf', robot: '/s3/store', credentials: 'archive-bucket' },
    },
  },
] as const;

/** The id of one of the first buildTemplate fixtures, so assembly fixtures point at templates that exist. */
export function presetTemplateId(seq: number): string {
  return hexId('template', ((seq - 1) % TEMPLATE_PRESETS.length) + 1);
}

/**
 * When the assembly fixtures last ran template `seq`: buildAssembly runs assembly n on the preset template of n's
 * place in the cycle, so the newest assembly on preset template n is assembly n. Templates after the presets
 * never ran; a seeded workspace's history dates each of its own (seedAssemblies).
 */
function lastUsedOf(seq: number): string | null {
  return seq <= TEMPLATE_PRESETS.length ? new Date(liveCreatedMs(seq)).toISOString() : null;
}

export function buildTemplate(overrides: Partial<Template> = {}, seq = 1): Template {
  const random = seededRandom(seq);
  const preset = presetFor(TEMPLATE_PRESETS, seq);
  const cycle = cycleOf(seq, TEMPLATE_PRESETS.length);
  // last_used was once drawn first, for all but every fifth template; passing over the same draw keeps the save
  // time every template's fixtures, baselines and list orders were made with.
  if (seq % 5 !== 0) random();
  const modified = minutesAgo(between(random, 60 * 24, 60 * 24 * 120));
  const defaults: Template = {
    id: hexId('template', seq),
    account_id: 1,
    name: cycle === 1 ? preset.name : `${preset.name}-${cycle}`,
    json: JSON.stringify({ steps: preset.steps }, null, 2),
    require_signature_auth: seq % 3 === 0,
    encryption_version: 1,
    transcoding_result_expiry: seq % 2 === 0 ? 'NoSave' : '1day',
    assembly_status_expiry: seq % 4 === 0 ? '90days' : '30days',
    last_used: lastUsedOf(seq),
    modified,
  };
  return TemplateSchema.parse({ ...defaults, ...overrides });
}
