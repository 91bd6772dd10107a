import { type AuthKey, AuthKeySchema, type AuthKeySecret, AuthKeySecretSchema } from '@console/api';
import { presetFor } from './catalogue';
import { between, daysAgo, hexId, minutesAgo, seededRandom } from './seed';

const KEY_PRESETS = [
  { description: 'Production uploads', scope: [], smartcdn: false },
  {
    description: 'Staging',
    scope: ['assemblies:read', 'assemblies:write', 'templates:read'],
    smartcdn: false,
  },
  { description: 'Smart CDN', scope: ['assemblies:write'], smartcdn: true },
  { description: 'CI pipeline', scope: ['templates:read', 'templates:write'], smartcdn: false },
] as const;

export function buildAuthKey(overrides: Partial<AuthKey> = {}, seq = 1): AuthKey {
  const random = seededRandom(seq);
  const preset = presetFor(KEY_PRESETS, seq);
  const defaults: AuthKey = {
    id: seq,
    workspace_id: 1,
    auth_key: hexId('auth-key', seq),
    expires: seq % 3 === 0 ? daysAgo(-90) : null,
    is_active: seq % 5 !== 0,
    is_internal: false,
    is_allowed_for_smartcdn: preset.smartcdn,
    signature_algo: 'sha384',
    scope: [...preset.scope],
    description: preset.description,
    can_show_auth_secret: seq % 2 === 1,
    last_used: seq % 4 === 0 ? null : minutesAgo(between(random, 1, 60 * 24 * 7)),
  };
  return AuthKeySchema.parse({ ...defaults, ...overrides });
}

/** The secret of buildAuthKey's key with the same seq, as the "show secret" action answers it. */
export function buildAuthKeySecret(overrides: Partial<AuthKeySecret> = {}, seq = 1): AuthKeySecret {
  const defaults: AuthKeySecret = {
    auth_key: hexId('auth-key', seq),
    auth_secret: `${hexId('auth-secret', seq)}${hexId('auth-secret-tail', seq).slice(0, 8)}`,
  };
  return AuthKeySecretSchema.parse({ ...defaults, ...overrides });
}
