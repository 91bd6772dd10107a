import { type CompanionPing, CompanionPingSchema } from '@console/api';
import { presetFor, REGIONS } from './catalogue';
import { between, minutesAgo, seededRandom } from './seed';

/** A ping a minute, per region in turn; every ninth failed (timed out). */
export function buildCompanionPing(overrides: Partial<CompanionPing> = {}, seq = 1): CompanionPing {
  const random = seededRandom(seq);
  const region = presetFor(REGIONS, seq);
  const ok = seq % 9 !== 0;
  const defaults: CompanionPing = {
    id: seq,
    hostname: `companion-${region}.example.net`,
    region,
    version: '5.4.1',
    ok,
    response_time_ms: ok ? between(random, 20, 400) : 10_000,
    created: minutesAgo(seq - 1),
  };
  return CompanionPingSchema.parse({ ...defaults, ...overrides });
}
