import useSWR, { type SWRConfiguration } from 'swr';
import { getOpsStatus } from '../calls/admin-ops';
import { OPS_REFRESH_MS } from '../schemas/admin-ops';
import { adminOpsKeys } from './query-keys';

/**
 * The queues and machines, read again every OPS_REFRESH_MS while the tab is visible (SWR pauses the interval on a
 * hidden tab and reads once on return). A failed refresh keeps the last reply in `data` beside the `error`.
 */
export function useOpsStatus(config?: SWRConfiguration) {
  return useSWR(adminOpsKeys.status, () => getOpsStatus(), {
    refreshInterval: OPS_REFRESH_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    ...config,
  });
}
