/*
 * The pipelines a new template can start from. Each one runs as it is (every step has a known robot and uses an
 * earlier step or the uploads), so a test run right after creating it already shows something useful.
 */

/** A starter pipeline for a new template. */
export interface TemplateStarter {
  id: string;
  title: string;
  description: string;
  /** The name the new-template form suggests, free in every seeded workspace. */
  suggestedName: string;
  /** The template's JSON text, indented as the editor shows it. */
  json: string;
}

const pretty = (steps: Record<string, Record<string, unknown>>) => JSON.stringify({ steps }, null, 2);

const uploads = { ':original': { robot: '/upload/handle' } };

/** Turns files that are not of one kind away before a robot sees them. */
const only = (kind: 'image' | 'video') => ({
  use: ':original',
  robot: '/file/filter',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholder, filled in per file.
  accepts: [['${file.mime}', 'regex', kind]],
  error_on_decline: true,
});

export const TEMPLATE_STARTERS = [
  {
    id: 'blank',
    title: 'Blank template',
    description: 'No steps yet: write the pipeline yourself.',
    suggestedName: 'my-template',
    json: pretty({}),
  },
  {
    id: 'resize-images',
    title: 'Resize images',
    description: 'Accepts images only and scales each one to fit 1200 × 1200 pixels, as WebP.',
    suggestedName: 'resize-images',
    json: pretty({
      ...uploads,
      images: only('image'),
      resized: {
        use: 'images',
        robot: '/image/resize',
        width: 1200,
        height: 1200,
        resize_strategy: 'fit',
        format: 'webp',
        imagemagick_stack: 'v3.0.0',
      },
    }),
  },
  {
    id: 'encode-video',
    title: 'Encode video for the web',
    description: 'Accepts videos only and encodes each one as MP4 (H.264) and WebM (VP9) at 1080p.',
    suggestedName: 'encode-video-for-web',
    json: pretty({
      ...uploads,
      videos: only('video'),
      mp4: { use: 'videos', robot: '/video/encode', preset: 'web/mp4/1080p', ffmpeg_stack: 'v6.0.0' },
      webm: { use: 'videos', robot: '/video/encode', preset: 'web/webm/1080p', ffmpeg_stack: 'v6.0.0' },
    }),
  },
  {
    id: 'thumbnails',
    title: 'Make video thumbnails',
    description: 'Takes eight evenly spaced stills from each video, padded to 640 × 360 pixels.',
    suggestedName: 'make-video-thumbnails',
    json: pretty({
      ...uploads,
      videos: only('video'),
      thumbnails: {
        use: 'videos',
        robot: '/video/thumbs',
        count: 8,
        format: 'jpg',
        width: 640,
        height: 360,
        resize_strategy: 'pad',
        ffmpeg_stack: 'v6.0.0',
      },
    }),
  },
  {
    id: 'store-s3',
    title: 'Store uploads in S3',
    description: 'Keeps every uploaded file in your S3 bucket, under a folder of its own per upload.',
    suggestedName: 'store-uploads-in-s3',
    json: pretty({
      ...uploads,
      stored: {
        use: ':original',
        robot: '/s3/store',
        credentials: 'YOUR_S3_CREDENTIALS',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholders, filled in per file.
        path: 'uploads/${unique_prefix}/${file.url_name}',
      },
    }),
  },
] as const satisfies readonly TemplateStarter[];

export type TemplateStarterId = (typeof TEMPLATE_STARTERS)[number]['id'];
