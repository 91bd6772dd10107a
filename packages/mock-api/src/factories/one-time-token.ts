import { ONE_TIME_TOKEN_PURPOSES, type OneTimeToken, OneTimeTokenSchema } from '@console/api';
import { presetFor } from './catalogue';
import { minutesAgo } from './seed';

/** How long each kind of token lives, in minutes. */
const LIFETIME_MINUTES = { password_reset: 60, email_verification: 60 * 24 * 7, two_factor: 10 } as const;

/** Tokens of user 1, one purpose after another; every other one has been used. */
export function buildOneTimeToken(overrides: Partial<OneTimeToken> = {}, seq = 1): OneTimeToken {
  const purpose = presetFor(ONE_TIME_TOKEN_PURPOSES, seq);
  const createdMinutesAgo = seq * 45;
  const defaults: OneTimeToken = {
    id: seq,
    user_id: 1,
    purpose,
    expires: minutesAgo(createdMinutesAgo - LIFETIME_MINUTES[purpose]),
    used_at: seq % 2 === 0 ? minutesAgo(createdMinutesAgo - 2) : null,
    created: minutesAgo(createdMinutesAgo),
  };
  return OneTimeTokenSchema.parse({ ...defaults, ...overrides });
}
