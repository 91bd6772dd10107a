import { templateSteps, templateStepUses, validateTemplate } from '@console/api';

/** What StepGraph is given for a template: its steps, their uses and their problems, as the editor reads them. */
export function graphOf(template: object) {
  const json = JSON.stringify(template, null, 2);
  return { steps: templateSteps(json), uses: templateStepUses(json), issues: validateTemplate(json) };
}

/** An HLS ladder: the uploads, three renditions, a thumbnail strip, the ladder, stored on S3. */
export const LADDER = {
  steps: {
    ':original': { robot: '/upload/handle' },
    thumbs: { use: ':original', robot: '/video/thumbs', count: 8 },
    hls_1080p: { use: ':original', robot: '/video/encode', preset: 'hls-1080p' },
    hls_720p: { use: ':original', robot: '/video/encode', preset: 'hls-720p' },
    hls_480p: { use: ':original', robot: '/video/encode', preset: 'hls-480p' },
    ladder: { use: ['hls_1080p', 'hls_720p', 'hls_480p'], robot: '/video/adaptive' },
    exported: { use: ['ladder', 'thumbs'], robot: '/s3/store', credentials: 'acme-s3' },
  },
};

/** Uses `:original` without defining it, with a cycle, a missing step, an unknown robot and a step without one. */
export const BROKEN = {
  steps: {
    resized: { use: ':original', robot: '/image/resize', width: 640 },
    thumbs: { use: 'encoded', robot: '/video/thumbs' },
    encoded: { use: 'thumbs', robot: '/video/encode' },
    watermarked: { use: ['resized', 'cropped'], robot: '/image/watermark' },
    exported: { use: ['watermarked', 'resized'] },
  },
};

const IMAGE_SIZES = 12;
const RENDITIONS = 6;
const range = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/** Fifty steps: an import, a virus scan, a filter, twelve image sizes and six renditions fanning out, then archives and stores. */
export const FIFTY_STEPS = {
  steps: {
    imported: { robot: '/http/import', url: 'https://media.example.com/batch.zip' },
    scanned: { use: [':original', 'imported'], robot: '/file/virusscan' },
    filtered: { use: 'scanned', robot: '/file/filter' },
    hashed: { use: 'filtered', robot: '/file/hash' },
    read: { use: 'filtered', robot: '/meta/read' },
    waveform: { use: 'filtered', robot: '/audio/waveform' },
    audio_encoded: { use: 'filtered', robot: '/audio/encode', preset: 'mp3' },
    ...Object.fromEntries(
      range(IMAGE_SIZES).flatMap((size) => [
        [`resized_${size}`, { use: 'filtered', robot: '/image/resize', width: size * 160 }],
        [`optimized_${size}`, { use: `resized_${size}`, robot: '/image/optimize' }],
      ]),
    ),
    ...Object.fromEntries(
      range(RENDITIONS).map((rendition) => [
        `encoded_${rendition}`,
        { use: 'filtered', robot: '/video/encode', preset: `hls-${rendition * 180}p` },
      ]),
    ),
    thumbs: { use: 'encoded_1', robot: '/video/thumbs' },
    ladder: { use: range(RENDITIONS).map((rendition) => `encoded_${rendition}`), robot: '/video/adaptive' },
    archived: { use: range(IMAGE_SIZES).map((size) => `optimized_${size}`), robot: '/file/compress' },
    described: { use: 'resized_1', robot: '/image/describe' },
    exported: {
      use: [...range(IMAGE_SIZES).map((size) => `optimized_${size}`), 'ladder', 'thumbs'],
      robot: '/s3/store',
    },
    backed_up: { use: 'archived', robot: '/azure/store' },
    delivered: { use: 'ladder', robot: '/tlcdn/deliver' },
    transcribed: { use: 'encoded_1', robot: '/speech/transcribe' },
    subtitled: { use: ['encoded_1', 'transcribed'], robot: '/video/subtitle' },
    translated: { use: 'transcribed', robot: '/text/translate' },
    spoken: { use: 'translated', robot: '/text/speak' },
    merged: { use: ['subtitled', 'spoken'], robot: '/video/merge' },
    stored: { use: ['merged', 'translated', 'described'], robot: '/google/store' },
  },
};
