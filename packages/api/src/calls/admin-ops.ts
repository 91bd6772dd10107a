import { OpsStatusReplySchema } from '../schemas/admin-ops';
import { readCall } from './call-kit';

/** Admin: the job queues and server machines as they stand now. */
export const getOpsStatus = readCall(() => '/admin/api/ops.json', OpsStatusReplySchema);
