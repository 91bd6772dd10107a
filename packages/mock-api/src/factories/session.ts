import { type Session, SessionSchema } from '@console/api';
import { presetFor } from './catalogue';
import { daysAgo, minutesAgo } from './seed';

const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
] as const;

const SESSION_DAYS = 30;

/** Sessions of user 1; seq 1 is the one making the request. */
export function buildSession(overrides: Partial<Session> = {}, seq = 1): Session {
  const createdDaysAgo = seq * 4;
  const defaults: Session = {
    id: seq,
    user_id: 1,
    user_agent: presetFor(USER_AGENTS, seq),
    ip: `198.51.100.${seq % 256}`,
    is_current: seq === 1,
    created: daysAgo(createdDaysAgo),
    last_seen: seq === 1 ? minutesAgo(0) : daysAgo(createdDaysAgo - 1),
    expires: daysAgo(createdDaysAgo - SESSION_DAYS),
  };
  return SessionSchema.parse({ ...defaults, ...overrides });
}
