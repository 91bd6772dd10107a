import { useEffect, useRef, useState } from 'react';

/**
 * Seconds between tries: spec §9's 5 s first, then longer, so a service that is down for a while is not asked every
 * few seconds by every open console. Then once a minute.
 */
const RETRY_DELAYS_S = [5, 10, 20, 30];

export type AutoRetry =
  /** Counting down to the next try; `attempt` counts the tries already made. */
  | { phase: 'waiting'; secondsLeft: number; attempt: number }
  | { phase: 'trying'; attempt: number }
  /** A try succeeded: nothing more runs. */
  | { phase: 'succeeded' };

/** The wait before the try after `attempt` tries. */
export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_S[attempt] ?? 60;
}

/**
 * Runs `attempt` again and again, after a countdown that ticks each second, until it resolves to true; then calls
 * `onSuccess` once and stops. Unmounting stops it too.
 */
export function useAutoRetry(attempt: () => Promise<boolean>, onSuccess: () => void): AutoRetry {
  const [state, setState] = useState<AutoRetry>({ phase: 'waiting', secondsLeft: retryDelay(0), attempt: 0 });
  // The latest callbacks, so a parent's new function each render does not restart the countdown.
  const latest = useRef({ attempt, onSuccess });
  latest.current = { attempt, onSuccess };

  useEffect(() => {
    if (state.phase === 'succeeded') return;
    if (state.phase === 'waiting') {
      const timer = window.setTimeout(() => {
        setState(
          state.secondsLeft > 1
            ? { ...state, secondsLeft: state.secondsLeft - 1 }
            : { phase: 'trying', attempt: state.attempt },
        );
      }, 1000);
      return () => window.clearTimeout(timer);
    }
    let current = true;
    const tried = state.attempt + 1;
    void latest.current
      .attempt()
      .catch(() => false)
      .then((ok) => {
        if (!current) return;
        if (ok) {
          setState({ phase: 'succeeded' });
          latest.current.onSuccess();
        } else {
          setState({ phase: 'waiting', secondsLeft: retryDelay(tried), attempt: tried });
        }
      });
    return () => {
      current = false;
    };
  }, [state]);

  return state;
}

/**
 * Whether the address a failed request went to answers at all now. An opaque (no-cors) HEAD needs no CORS headers
 * and sends no credentials: any reply, even an error status, means the service can be reached; only a network
 * failure or no answer within 10 s means it cannot.
 */
export async function answersAgain(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(10_000),
    });
    return true;
  } catch {
    return false;
  }
}
