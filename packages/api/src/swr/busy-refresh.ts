import { useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { isAssemblyBusy } from '../assembly-status';
import { readOf, type Waiting } from './hook-kit';
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

/**
 * The read hook of one assembly (its detail, its upload's progress) that asks again while the assembly is busy,
 * derived as hook-kit.ts derives the others: `useAssembly(slug, id, config?)`.
 */
/*@__NO_SIDE_EFFECTS__*/
export function assemblyHook<Args extends unknown[], Reply extends { assembly: { state: number } }>(
  key: (...args: NoInfer<Required<Args>>) => QueryKey,
  call: (...args: Args) => Promise<Reply>,
) {
  return (...args: [...Waiting<Args>, config?: SWRConfiguration<Reply>]) => {
    const { refreshInterval, follow } = useBusyRefresh();
    const [own, fetch, config] = readOf(key, call, args);
    const result = useSWR(own, fetch, { refreshInterval, ...config });
    follow(result.data !== undefined && isAssemblyBusy(result.data.assembly));
    return result;
  };
}
