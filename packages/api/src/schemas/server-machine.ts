import { z } from 'zod/mini';
import { CountSchema, NonEmptyStringSchema, RegionSchema, RowIdSchema, TimestampSchema } from './fields';

export const SERVER_MACHINE_ROLES = ['api', 'uploader', 'worker'] as const;
export const SERVER_MACHINE_STATUSES = ['launching', 'running', 'draining', 'terminated'] as const;

/** One machine of the processing fleet, for the ops page. */
export const ServerMachineSchema = z.object({
  id: RowIdSchema,
  hostname: NonEmptyStringSchema,
  region: RegionSchema,
  cluster: NonEmptyStringSchema,
  role: z.enum(SERVER_MACHINE_ROLES),
  /** The cloud provider's size, such as 'c7i.4xlarge'. */
  instance_type: NonEmptyStringSchema,
  status: z.enum(SERVER_MACHINE_STATUSES),
  /** Null for a shared machine; otherwise the workspace it is dedicated to. */
  dedicated_account_id: z.nullable(RowIdSchema),
  running_jobs: CountSchema,
  /** One-minute load average. */
  load: z.number().check(z.nonnegative()),
  launched_at: TimestampSchema,
  terminated_at: z.nullable(TimestampSchema),
});
export type ServerMachine = z.infer<typeof ServerMachineSchema>;
