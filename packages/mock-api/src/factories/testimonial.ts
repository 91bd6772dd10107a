import { type Testimonial, TestimonialSchema } from '@console/api';
import { presetFor } from './catalogue';

const TESTIMONIAL_PRESETS = [
  {
    quote: 'We replaced three encoding servers with one template and stopped being paged at night.',
    author_name: 'Maya Okafor',
    author_title: 'CTO',
    company: 'Northwind Media',
  },
  {
    quote: 'Our product images are a third of the size and our pages load noticeably faster.',
    author_name: 'Lars Eriksson',
    author_title: 'Lead engineer',
    company: 'Fjord Outdoor',
  },
  {
    quote: 'Uploads from the mobile app just work, even on patchy train connections.',
    author_name: 'Priya Raman',
    author_title: '',
    company: 'Commuter Radio',
  },
] as const;

/** Published in seq order; every fourth is hidden. */
export function buildTestimonial(overrides: Partial<Testimonial> = {}, seq = 1): Testimonial {
  const defaults: Testimonial = {
    id: seq,
    ...presetFor(TESTIMONIAL_PRESETS, seq),
    avatar_url: seq % 2 === 1 ? `https://cdn.example.com/avatars/testimonial-${seq}.webp` : null,
    published: seq % 4 !== 0,
    position: seq,
  };
  return TestimonialSchema.parse({ ...defaults, ...overrides });
}
