import { z } from 'zod/mini';
import { CountSchema, HexIdSchema, QuantitySchema, RegionSchema, TimestampSchema } from './fields';

/** Aggregates over the assemblies of one time bucket, the data behind the usage and ops charts. */
export const AssemblyStatisticsSchema = z.object({
  /** Bucket length, such as 3600 (hourly) or 86400 (daily). */
  granularity_secs: z.int().check(z.positive()),
  /** Null: every template. */
  template_id: z.nullable(HexIdSchema),
  /** Null: every region. */
  region: z.nullable(RegionSchema),
  data_from: TimestampSchema,
  data_to: TimestampSchema,
  successful_count: CountSchema,
  cancelled_count: CountSchema,
  request_aborted_count: CountSchema,
  erroneous_count: CountSchema,
  total_input_file_count: CountSchema,
  avg_input_file_count: QuantitySchema,
  total_output_file_count: CountSchema,
  avg_output_file_count: QuantitySchema,
  total_input_bytes: CountSchema,
  avg_input_bytes: QuantitySchema,
  total_output_bytes: CountSchema,
  avg_output_bytes: QuantitySchema,
  total_bytes_usage: CountSchema,
  avg_bytes_usage: QuantitySchema,
  total_upload_duration_ms: CountSchema,
  avg_upload_duration_ms: QuantitySchema,
  total_queue_duration_ms: CountSchema,
  avg_queue_duration_ms: QuantitySchema,
  total_execution_duration_ms: CountSchema,
  avg_execution_duration_ms: QuantitySchema,
});
export type AssemblyStatistics = z.infer<typeof AssemblyStatisticsSchema>;
