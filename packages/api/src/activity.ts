import type { Method } from './method';

/**
 * What the favicon and progress indicators hear about each call: its start, then how it ended; `cancelled` when the
 * caller gave it up (a Cancel, a route change), which is no failure to show.
 */
export type RequestActivity =
  | { phase: 'start'; method: Method; path: string }
  | { phase: 'end'; method: Method; path: string; ok: boolean; cancelled?: true };

// App-wide by nature (like fetch itself); listeners are added by the app shell and removed on unmount.
const activityListeners = new Set<(activity: RequestActivity) => void>();

/** Hears every call's start and end; returns the function that stops listening. */
export function onRequestActivity(listener: (activity: RequestActivity) => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

function announce(activity: RequestActivity): void {
  for (const listener of activityListeners) listener(activity);
}

/**
 * Runs a call between the announcements of its start and its end, which says whether it succeeded, or was given up
 * by way of the caller's `signal`.
 */
export async function announced<T>(
  method: Method,
  path: string,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  announce({ phase: 'start', method, path });
  let ok = false;
  try {
    const result = await call();
    ok = true;
    return result;
  } finally {
    announce({ phase: 'end', method, path, ok, ...(!ok && signal?.aborted ? { cancelled: true } : {}) });
  }
}
