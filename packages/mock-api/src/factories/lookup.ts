import { type Lookup, LookupSchema } from '@console/api';
import { presetFor } from './catalogue';
import { daysAgo } from './seed';

const LOOKUP_PRESETS = [
  {
    from: 'partner-newsletter',
    referer: 'https://news.example.org/issue-42',
    chan: 'email',
    q: null,
    target: '/pricing',
  },
  {
    from: null,
    referer: 'https://www.google.com/',
    chan: 'organic',
    q: 'video transcoding api',
    target: '/docs',
  },
  {
    from: 'producthunt',
    referer: 'https://www.producthunt.com/',
    chan: 'social',
    q: null,
    target: '/signup',
  },
] as const;

/** Odd seqs led to a signup (workspace 1); even seqs are anonymous visits. */
export function buildLookup(overrides: Partial<Lookup> = {}, seq = 1): Lookup {
  const preset = presetFor(LOOKUP_PRESETS, seq);
  const created = daysAgo(seq * 2);
  const defaults: Lookup = {
    id: seq,
    ...preset,
    account_id: seq % 2 === 1 ? 1 : null,
    created,
    modified: created,
    deleted: null,
  };
  return LookupSchema.parse({ ...defaults, ...overrides });
}
