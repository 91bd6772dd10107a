import { z } from 'zod/mini';
import { replyOf } from './envelope';
import { TimestampSchema } from './fields';
import { QueueStatisticsSchema } from './queue-statistics';
import { ServerMachineSchema } from './server-machine';

/** How often the ops page reads the queues and machines again while its tab is visible. */
export const OPS_REFRESH_MS = 5_000;

/** Admin: the job queues of every region and the processing fleet's machines, measured together. */
export const OpsStatusReplySchema = replyOf({
  queues: z.array(QueueStatisticsSchema),
  machines: z.array(ServerMachineSchema),
  measured_at: TimestampSchema,
});
export type OpsStatusReply = z.infer<typeof OpsStatusReplySchema>;
