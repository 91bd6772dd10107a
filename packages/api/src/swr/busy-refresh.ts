import { useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { isAssemblyBusy } from '../assembly-status';
import type { QueryKey } from './query-keys';

/** How often a list or detail with a busy assembly on it asks again, until nothing on it is busy. */
export const BUSY_REFRESH_MS = 2000;

/**
 * The polling interval of a list or detail: BUSY_REFRESH_MS while its data shows a busy assembly, else 0. Kept as
 * state and handed to SWR as a number, because SWR reads a function interval only when polling starts (before the
 * first reply, when it would say 0 and never poll) and after each poll. Call `follow` with what the data shows.
 */
export function useBusyRefresh(): { refreshInterval: number; follow: (busy: boolean) => void } {
  const [busy, setBusy] = useState(false);
  return {
    refreshInterval: busy ? BUSY_REFRESH_MS : 0,
    // During render, as React allows for a component's own state: the next render polls (or stops) at once.
    follow: (next) => {
      if (next !== busy) setBusy(next);
    },
  };
}

/** A read of one assembly (its detail, its upload's progress) that asks again while the assembly is busy. */
export function useAssemblyRead<Key extends QueryKey, Reply extends { assembly: { state: number } }>(
  key: Key | null,
  fetch: (key: Key) => Promise<Reply>,
  config?: SWRConfiguration<Reply>,
) {
  const { refreshInterval, follow } = useBusyRefresh();
  const result = useSWR(key, fetch, { refreshInterval, ...config });
  follow(result.data !== undefined && isAssemblyBusy(result.data.assembly));
  return result;
}
