import { type Usage, UsageSchema } from '@console/api';
import { monthsAgo, presetFor, REGIONS, ROBOTS } from './catalogue';
import { between, seededRandom } from './seed';

/** Handling uploads is not billed; every other robot counts its bytes once. */
const FREE_ROBOT = '/upload/handle';

/** Last month's usage of the robot at position `seq` in the catalogue. */
export function buildUsage(overrides: Partial<Usage> = {}, seq = 1): Usage {
  const random = seededRandom(seq);
  const robot = presetFor(ROBOTS, seq);
  const free = robot === FREE_ROBOT;
  const defaults: Usage = {
    robot,
    robot_factor: free ? 0 : 1,
    bytes_in: between(random, 50_000_000, 9_000_000_000),
    bytes_out: between(random, 10_000_000, 6_000_000_000),
    free,
    discount_queue: seq % 4 === 0,
    https: true,
    month: monthsAgo(1),
    region: presetFor(REGIONS, seq),
    tags: seq % 2 === 0 ? ['production'] : [],
  };
  return UsageSchema.parse({ ...defaults, ...overrides });
}
