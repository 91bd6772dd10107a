/** What a result is, for how the page previews it. */
export type ResultKind = 'image' | 'video' | 'audio' | 'text' | 'json' | 'file';

/** One result file the status JSON lists under a step, with only what the page shows of it. */
export interface ResultEntry {
  key: string;
  step: string;
  name: string;
  /** The type the service gives, or null. */
  mime: string | null;
  kind: ResultKind;
  size: number | null;
  /** The https address the preview loads from; null when the status gives none (no preview then). */
  previewUrl: string | null;
  /** The address the download link opens: the https one, else the plain http one the status gives. */
  downloadUrl: string | null;
  width: number | null;
  height: number | null;
  /** Seconds. */
  duration: number | null;
  /**
   * A still of a video to show before it plays: an image another step (a /video/thumbs) made from the same upload
   * (`original_id`). The service gives no poster field of its own, so without such a step there is none.
   */
  posterUrl: string | null;
}

/** A result with the upload it was made from, until the posters are matched up. */
type RawEntry = ResultEntry & { originalId: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/** `value` when it is an absolute address with one of `protocols`, so no `javascript:` or relative path gets through. */
function addressOf(value: unknown, protocols: readonly string[]): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const TEXT_TYPES = /^text\/|^application\/(xml|x-subrip|x-yaml|yaml|csv)\b/;

function kindOf(mime: string | null, name: string): ResultKind {
  const type = mime ?? '';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (/[/+]json\b/.test(type) || (type === '' && /\.json$/i.test(name))) return 'json';
  if (TEXT_TYPES.test(type) || (type === '' && /\.(txt|csv|srt|vtt)$/i.test(name))) return 'text';
  return 'file';
}

function nameOf(file: Record<string, unknown>): string | null {
  if (typeof file.name === 'string' && file.name !== '') return file.name;
  if (typeof file.basename !== 'string') return null;
  return typeof file.ext === 'string' && file.ext !== '' ? `${file.basename}.${file.ext}` : file.basename;
}

function entryOf(step: string, index: number, file: unknown): RawEntry[] {
  if (!isRecord(file)) return [];
  const name = nameOf(file);
  if (name === null) return [];
  const mime = typeof file.mime === 'string' && file.mime !== '' ? file.mime : null;
  const meta = isRecord(file.meta) ? file.meta : {};
  const secure = addressOf(file.ssl_url, ['https:']) ?? addressOf(file.url, ['https:']);
  return [
    {
      key: `${step}/${index}`,
      step,
      name,
      mime,
      kind: kindOf(mime, name),
      size: typeof file.size === 'number' ? file.size : null,
      previewUrl: secure,
      downloadUrl: secure ?? addressOf(file.url, ['http:']),
      width: positive(meta.width),
      height: positive(meta.height),
      duration: positive(meta.duration),
      posterUrl: null,
      originalId: typeof file.original_id === 'string' && file.original_id !== '' ? file.original_id : null,
    },
  ];
}

/**
 * The results the raw status lists, step by step in its order. The status is the service's own JSON, so every
 * field is checked rather than trusted, and addresses are taken only as it gives them, never built.
 */
export function statusResults(status: Record<string, unknown>): ResultEntry[] {
  if (!isRecord(status.results)) return [];
  const raw = Object.entries(status.results).flatMap(([step, files]) =>
    Array.isArray(files) ? files.flatMap((file, index) => entryOf(step, index, file)) : [],
  );
  // The first still of each upload, for the videos made from it.
  const stills = new Map<string, string>();
  for (const entry of raw) {
    if (
      entry.kind === 'image' &&
      entry.originalId !== null &&
      entry.previewUrl !== null &&
      !stills.has(entry.originalId)
    )
      stills.set(entry.originalId, entry.previewUrl);
  }
  return raw.map(({ originalId, ...entry }) => ({
    ...entry,
    posterUrl: entry.kind === 'video' && originalId !== null ? (stills.get(originalId) ?? null) : null,
  }));
}

/** `83` → `1:23`; an hour or more → `1:02:03`. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
