import { type Post, PostSchema } from '@console/api';
import { cycleOf, presetFor } from './catalogue';
import { daysAgo } from './seed';

const POST_PRESETS = [
  {
    title: 'Encoding HLS ladders in one template',
    slug: 'encoding-hls-ladders-in-one-template',
    excerpt: 'Two /video/encode steps and one /s3/store step give you adaptive streaming.',
    body: '## Why a ladder\n\nViewers on slow networks get the 480p rendition, everyone else 1080p.\n\nUse two `/video/encode` steps with the `hls-1080p` and `hls-480p` presets, then export both with one `/s3/store` step.',
    author_name: 'Ada Lovelace',
  },
  {
    title: 'Smaller product images with /image/optimize',
    slug: 'smaller-product-images-with-image-optimize',
    excerpt: 'Resize first, then optimize: the order saves most bytes.',
    body: 'Run `/image/resize` before `/image/optimize` so the optimizer works on the final dimensions.',
    author_name: 'Grace Hopper',
  },
] as const;

/** seq 1 is a draft; the others were published a week apart. */
export function buildPost(overrides: Partial<Post> = {}, seq = 1): Post {
  const preset = presetFor(POST_PRESETS, seq);
  const cycle = cycleOf(seq, POST_PRESETS.length);
  const created = daysAgo(seq * 7 + 2);
  const defaults: Post = {
    id: seq,
    ...preset,
    slug: cycle === 1 ? preset.slug : `${preset.slug}-${cycle}`,
    published_at: seq === 1 ? null : daysAgo(seq * 7),
    created,
    modified: seq === 1 ? daysAgo(1) : created,
  };
  return PostSchema.parse({ ...defaults, ...overrides });
}
