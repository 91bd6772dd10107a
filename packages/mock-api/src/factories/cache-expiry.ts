import { type CacheExpiry, CacheExpirySchema } from '@console/api';
import { presetFor } from './catalogue';
import { minutesAgo } from './seed';

const CACHE_KEYS = [
  'account:1:plan',
  'account:1:templates',
  'account:1:auth-keys',
  'plans:published',
] as const;

export function buildCacheExpiry(overrides: Partial<CacheExpiry> = {}, seq = 1): CacheExpiry {
  const at = minutesAgo(seq * 13);
  const defaults: CacheExpiry = {
    id: seq,
    cache_key: presetFor(CACHE_KEYS, seq),
    expires: at,
    created: at,
  };
  return CacheExpirySchema.parse({ ...defaults, ...overrides });
}
