import { useState } from 'react';

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
