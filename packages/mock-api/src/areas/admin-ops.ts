import type { QueueStatistics, ServerMachine } from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import { nowOf } from '../clock';
import type { MockArea } from '../contract';
import { buildQueueStatistics } from '../factories/queue-statistics';
import { between, seededRandom } from '../factories/seed';
import { buildServerMachine } from '../factories/server-machine';
import { type MockReply, ok } from '../reply';

/*
 * The ops page's queues and machines. The fleet is the factories' (both queues of every region, OPS_MACHINES
 * machines); each read is one more tick of a per-backend counter, and the figures of a tick are seeded from it, so
 * they move between refreshes and the same tick always reads the same. Nothing is kept in the backend's state.
 */

/** Both queues of each of the three regions. */
const OPS_QUEUES = 6;
const OPS_MACHINES = 24;

const ticks = new WeakMap<MockBackend, number>();

/** How many times the ops figures have been read from this backend: the tick the next read measures. */
export function opsTick(backend: MockBackend): number {
  return ticks.get(backend) ?? 0;
}

function queueAt(base: QueueStatistics, tick: number, seq: number, measuredAt: string): QueueStatistics {
  const random = seededRandom(tick * 1_000 + seq);
  const batch = base.queue === 'batch';
  const waiting = Math.max(0, base.waiting_count + between(random, batch ? -60 : -4, batch ? 60 : 4));
  const avgWaitMs = waiting === 0 ? 0 : between(random, 200, batch ? 90_000 : 4_000);
  return {
    ...base,
    waiting_count: waiting,
    running_count: Math.max(0, base.running_count + between(random, -8, 8)),
    max_wait_ms: waiting === 0 ? 0 : avgWaitMs * between(random, 2, 4),
    avg_wait_ms: avgWaitMs,
    measured_at: measuredAt,
  };
}

function machineAt(base: ServerMachine, tick: number): ServerMachine {
  if (base.status === 'terminated') return base;
  const random = seededRandom(tick * 1_000 + 500 + base.id);
  const jobs = base.role === 'worker' ? between(random, 0, 16) : 0;
  return { ...base, running_jobs: jobs, load: between(random, 5, 1_500) / 100 };
}

/** The figures of the next tick. */
function opsStatus(backend: MockBackend): MockReply {
  const access = backend.adminAccess('Only admins can see the queues and machines.');
  if ('status' in access) return access;
  const tick = opsTick(backend) + 1;
  ticks.set(backend, tick);
  const measuredAt = new Date(nowOf(backend)).toISOString();
  return ok({
    queues: Array.from({ length: OPS_QUEUES }, (_, index) =>
      queueAt(buildQueueStatistics({}, index + 1), tick, index + 1, measuredAt),
    ),
    machines: Array.from({ length: OPS_MACHINES }, (_, index) =>
      machineAt(buildServerMachine({}, index + 1), tick),
    ),
    measured_at: measuredAt,
  });
}

/** GET /admin/api/ops.json. */
export const area: MockArea = ({ backend, base, send }) => [
  http.get(`${base}/admin/api/ops.json`, () => send(() => opsStatus(backend))),
];
