import { QUEUE_NAMES, type QueueStatistics, QueueStatisticsSchema } from '@console/api';
import { presetFor, REGIONS } from './catalogue';
import { between, minutesAgo, seededRandom } from './seed';

/** seq 1–6 cover both queues in every region at FIXTURE_NOW; later seqs are earlier snapshots. */
export function buildQueueStatistics(overrides: Partial<QueueStatistics> = {}, seq = 1): QueueStatistics {
  const random = seededRandom(seq);
  const queue = presetFor(QUEUE_NAMES, seq);
  const snapshot = Math.floor((seq - 1) / (QUEUE_NAMES.length * REGIONS.length));
  const waiting = queue === 'batch' ? between(random, 0, 400) : between(random, 0, 12);
  const avgWaitMs = waiting === 0 ? 0 : between(random, 200, queue === 'batch' ? 90_000 : 4_000);
  const defaults: QueueStatistics = {
    region: presetFor(REGIONS, Math.ceil(seq / QUEUE_NAMES.length)),
    queue,
    waiting_count: waiting,
    running_count: between(random, 5, 120),
    max_wait_ms: waiting === 0 ? 0 : avgWaitMs * between(random, 2, 4),
    avg_wait_ms: avgWaitMs,
    measured_at: minutesAgo(snapshot * 5),
  };
  return QueueStatisticsSchema.parse({ ...defaults, ...overrides });
}
