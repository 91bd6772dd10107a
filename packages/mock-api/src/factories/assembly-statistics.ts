import { type AssemblyStatistics, AssemblyStatisticsSchema } from '@console/api';
import { roundCents } from './catalogue';
import { between, minutesAgo, seededRandom } from './seed';

const HOUR_SECS = 3600;

/**
 * Hourly buckets for the whole workspace: seq 1 is the hour ending at FIXTURE_NOW, seq 2 the hour before, …
 * Averages are derived from the default totals; overrides are taken as given.
 */
export function buildAssemblyStatistics(
  overrides: Partial<AssemblyStatistics> = {},
  seq = 1,
): AssemblyStatistics {
  const random = seededRandom(seq);
  const successful = between(random, 40, 400);
  const cancelled = between(random, 0, 5);
  const requestAborted = between(random, 0, 3);
  const erroneous = between(random, 0, 8);
  const assemblies = successful + cancelled + requestAborted + erroneous;
  const totalInputFiles = assemblies * between(random, 1, 3);
  const totalOutputFiles = totalInputFiles * between(random, 1, 5);
  const totalInputBytes = totalInputFiles * between(random, 500_000, 40_000_000);
  const totalOutputBytes = Math.round((totalInputBytes * between(random, 30, 150)) / 100);
  const totalUploadMs = assemblies * between(random, 500, 8_000);
  const totalQueueMs = assemblies * between(random, 0, 2_000);
  const totalExecutionMs = assemblies * between(random, 1_000, 60_000);
  const average = (total: number) => roundCents(total / assemblies);
  const defaults: AssemblyStatistics = {
    granularity_secs: HOUR_SECS,
    template_id: null,
    region: null,
    data_from: minutesAgo(seq * 60),
    data_to: minutesAgo((seq - 1) * 60),
    successful_count: successful,
    cancelled_count: cancelled,
    request_aborted_count: requestAborted,
    erroneous_count: erroneous,
    total_input_file_count: totalInputFiles,
    avg_input_file_count: average(totalInputFiles),
    total_output_file_count: totalOutputFiles,
    avg_output_file_count: average(totalOutputFiles),
    total_input_bytes: totalInputBytes,
    avg_input_bytes: average(totalInputBytes),
    total_output_bytes: totalOutputBytes,
    avg_output_bytes: average(totalOutputBytes),
    total_bytes_usage: totalInputBytes + totalOutputBytes,
    avg_bytes_usage: average(totalInputBytes + totalOutputBytes),
    total_upload_duration_ms: totalUploadMs,
    avg_upload_duration_ms: average(totalUploadMs),
    total_queue_duration_ms: totalQueueMs,
    avg_queue_duration_ms: average(totalQueueMs),
    total_execution_duration_ms: totalExecutionMs,
    avg_execution_duration_ms: average(totalExecutionMs),
  };
  return AssemblyStatisticsSchema.parse({ ...defaults, ...overrides });
}
