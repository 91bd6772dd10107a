import { TEMPLATE_STARTERS, type TemplateStarter } from './template-starters';

/*
 * The first run of a workspace (onboarding): what kind of files it processes, and the starter pipelines that fit
 * each kind. Video and images reuse the new-template page's starters; audio and documents have their own here.
 */

/** The kinds of file the first run offers, in the order it lists them. */
export const ONBOARDING_FILE_TYPES = ['video', 'image', 'audio', 'document'] as const;
export type OnboardingFileType = (typeof ONBOARDING_FILE_TYPES)[number];

export const isOnboardingFileType = (value: unknown): value is OnboardingFileType =>
  typeof value === 'string' && (ONBOARDING_FILE_TYPES as readonly string[]).includes(value);

const pretty = (steps: Record<string, Record<string, unknown>>) => JSON.stringify({ steps }, null, 2);

const uploads = { ':original': { robot: '/upload/handle' } };

/** Turns files that are not of one kind away before a robot sees them; the regex reads the file's MIME type. */
const only = (mime: string) => ({
  use: ':original',
  robot: '/file/filter',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholder, filled in per file.
  accepts: [['${file.mime}', 'regex', mime]],
  error_on_decline: true,
});

const ONBOARDING_ONLY_STARTERS = [
  {
    id: 'encode-audio',
    title: 'Encode audio as MP3',
    description: 'Accepts audio only and encodes each file as a 192 kbit/s MP3.',
    suggestedName: 'encode-audio-as-mp3',
    json: pretty({
      ...uploads,
      audio: only('audio'),
      mp3: { use: 'audio', robot: '/audio/encode', preset: 'mp3', bitrate: 192_000, ffmpeg_stack: 'v6.0.0' },
    }),
  },
  {
    id: 'audio-waveform',
    title: 'Draw audio waveforms',
    description: 'Accepts audio only and draws each file’s waveform as a 1200 × 200 pixel PNG.',
    suggestedName: 'draw-audio-waveforms',
    json: pretty({
      ...uploads,
      audio: only('audio'),
      // The robot's `format` picks a picture (a PNG) or the waveform's data as JSON.
      waveform: { use: 'audio', robot: '/audio/waveform', width: 1200, height: 200, format: 'image' },
    }),
  },
  {
    id: 'convert-documents',
    title: 'Convert documents to PDF',
    description: 'Accepts PDFs, Word, text and office documents and converts each one to PDF.',
    suggestedName: 'convert-documents-to-pdf',
    json: pretty({
      ...uploads,
      documents: only('pdf|msword|officedocument|opendocument|text'),
      pdf: { use: 'documents', robot: '/document/convert', format: 'pdf' },
    }),
  },
  {
    id: 'document-thumbs',
    title: 'Preview document pages',
    description: 'Accepts PDFs only and renders each page as a PNG 800 pixels wide.',
    suggestedName: 'preview-document-pages',
    json: pretty({
      ...uploads,
      documents: only('pdf'),
      pages: { use: 'documents', robot: '/document/thumbs', width: 800, format: 'png' },
    }),
  },
] as const satisfies readonly TemplateStarter[];

const starter = (id: string): TemplateStarter => {
  const found = [...TEMPLATE_STARTERS, ...ONBOARDING_ONLY_STARTERS].find((entry) => entry.id === id);
  if (!found) throw new Error(`No starter ${id}`);
  return found;
};

/** What the first run says about a kind of file, which files it takes and the pipelines it offers for it. */
export interface OnboardingFileTypeInfo {
  type: OnboardingFileType;
  title: string;
  description: string;
  /** The file picker's `accept`: the MIME types of this kind. */
  accept: string;
  /** The starters for this kind; the first one is chosen until someone picks another. */
  starters: readonly TemplateStarter[];
}

export const ONBOARDING_FILE_TYPE_INFO: Record<OnboardingFileType, OnboardingFileTypeInfo> = {
  video: {
    type: 'video',
    title: 'Video',
    description: 'Encode for the web, make thumbnails.',
    accept: 'video/*',
    starters: [starter('encode-video'), starter('thumbnails')],
  },
  image: {
    type: 'image',
    title: 'Images',
    description: 'Resize and convert photos and graphics.',
    accept: 'image/*',
    starters: [starter('resize-images')],
  },
  audio: {
    type: 'audio',
    title: 'Audio',
    description: 'Encode to MP3, draw waveforms.',
    accept: 'audio/*',
    starters: [starter('encode-audio'), starter('audio-waveform')],
  },
  document: {
    type: 'document',
    title: 'Documents',
    description: 'Convert to PDF, preview pages.',
    accept:
      'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.*,application/vnd.oasis.opendocument.*,text/*',
    starters: [starter('convert-documents'), starter('document-thumbs')],
  },
};

/** The kind's starter with this id, or its first one. */
export function onboardingStarter(type: OnboardingFileType, id: string | null): TemplateStarter {
  const { starters } = ONBOARDING_FILE_TYPE_INFO[type];
  return starters.find((entry) => entry.id === id) ?? (starters[0] as TemplateStarter);
}

/**
 * Whether a template's file filters would let a file of this MIME type through: the first run checks a chosen
 * file against the pipeline before uploading it, as the service's `/file/filter` step does after. Reads the
 * filters' `${file.mime}` regex rules; a pipeline without such a filter takes anything.
 */
export function acceptsMime(json: string, mime: string): boolean {
  let steps: unknown;
  try {
    steps = (JSON.parse(json) as { steps?: unknown }).steps;
  } catch {
    return true;
  }
  if (typeof steps !== 'object' || steps === null) return true;
  return Object.values(steps).every((step) => {
    const rules = (step as { robot?: unknown; accepts?: unknown }).accepts;
    if ((step as { robot?: unknown }).robot !== '/file/filter' || !Array.isArray(rules)) return true;
    return rules.every((rule) => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholder.
      if (!Array.isArray(rule) || rule[0] !== '${file.mime}' || rule[1] !== 'regex') return true;
      try {
        return new RegExp(String(rule[2])).test(mime);
      } catch {
        return true;
      }
    });
  });
}
