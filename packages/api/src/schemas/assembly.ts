import { z } from 'zod/mini';
import {
  CountSchema,
  HexIdSchema,
  NonEmptyStringSchema,
  RegionSchema,
  RowIdSchema,
  TimestampSchema,
} from './fields';

/** One processing job as the assembly lists and detail pages receive it. */
export const AssemblySchema = z.object({
  id: HexIdSchema,
  /** The assembly this one replays, if any. */
  parent_id: z.nullable(HexIdSchema),
  account_id: RowIdSchema,
  api_auth_key_id: z.nullable(RowIdSchema),
  /** Status code such as 'ASSEMBLY_COMPLETED' or 'ASSEMBLY_EXECUTING'; null before the first status. */
  ok: z.nullable(NonEmptyStringSchema),
  /** Where the assembly stands; the spec leaves the numbers open, src/assembly-status.ts decides their meaning. */
  state: CountSchema,
  /** Error code such as 'ASSEMBLY_CRASHED'; null when the assembly did not fail. */
  error: z.nullable(NonEmptyStringSchema),
  template_id: z.nullable(HexIdSchema),
  region: RegionSchema,
  cluster: NonEmptyStringSchema,
  notify_url: z.nullable(z.httpUrl()),
  /** Created by a Smart CDN URL rather than an API request. */
  is_urltransform: z.boolean(),
  input_file_count: CountSchema,
  input_bytes: CountSchema,
  output_file_count: CountSchema,
  output_bytes: CountSchema,
  /** Billed bytes: what the plan's GB allowance is charged with. */
  bytes_usage: CountSchema,
  uploaded_bytes: CountSchema,
  /** Null until the upload has finished. */
  upload_duration_ms: z.nullable(CountSchema),
  /** Null until the assembly has finished executing. */
  execution_duration_ms: z.nullable(CountSchema),
  /** Null until the assembly has left the queue. */
  queue_duration_ms: z.nullable(CountSchema),
  warning_count: CountSchema,
  created: TimestampSchema,
});
export type Assembly = z.infer<typeof AssemblySchema>;
