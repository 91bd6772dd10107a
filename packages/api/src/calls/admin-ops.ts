import { request } from '../client';
import { OpsStatusReplySchema } from '../schemas/admin-ops';

/** Admin: the job queues and server machines as they stand now. */
export const getOpsStatus = () =>
  request({ path: '/admin/api/ops.json', responseSchema: OpsStatusReplySchema });
