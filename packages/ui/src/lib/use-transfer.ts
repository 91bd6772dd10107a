import { type TransferOptions, type TransferredBytes, TransferStalledError } from '@console/api';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where an upload or a download stands, for TransferProgress; the bytes are as far as it got. */
export type TransferState = TransferredBytes &
  ({ phase: 'running' | 'cancelled' | 'done' } | { phase: 'stalled'; error: TransferStalledError });

/**
 * One upload or download at a time, with its progress, a way to cancel it, and what became of it. `run` starts a
 * transfer (cancelling one still under way) and resolves with its result, or with undefined when it was cancelled
 * or stalled: the state says which, for TransferProgress to show. Any other failure clears the state and is thrown,
 * for the screen to show as it shows its other failures. `state` is null before the first and after `reset`.
 */
export function useTransfer() {
  const [state, setState] = useState<TransferState | null>(null);
  const current = useRef<AbortController | null>(null);
  // Leaving the screen ends what it started: nobody is left to see where it got to.
  useEffect(() => () => current.current?.abort(), []);

  /** `size` is how much will move, when the caller knows before the transfer has said (an upload's file). */
  const run = useCallback(async <T>(transfer: (options: TransferOptions) => Promise<T>, size?: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    let bytes: TransferredBytes = { loaded: 0, total: size ?? null };
    setState({ phase: 'running', ...bytes });
    try {
      const result = await transfer({
        signal: controller.signal,
        onProgress: (moved) => {
          // The caller's size stands in for one the transfer does not know (a download without a length).
          const known = size !== undefined && moved.loaded <= size ? size : null;
          bytes = { loaded: moved.loaded, total: moved.total ?? known };
          setState({ phase: 'running', ...bytes });
        },
      });
      // One that was replaced or reset has no say any more.
      if (current.current === controller) setState({ phase: 'done', ...bytes });
      return result;
    } catch (error) {
      if (current.current !== controller) return undefined;
      if (controller.signal.aborted) {
        setState({ phase: 'cancelled', ...bytes });
        return undefined;
      }
      if (error instanceof TransferStalledError) {
        setState({ phase: 'stalled', ...bytes, error });
        return undefined;
      }
      setState(null);
      throw error;
    } finally {
      if (current.current === controller) current.current = null;
    }
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);

  const reset = useCallback(() => {
    const running = current.current;
    current.current = null;
    running?.abort();
    setState(null);
  }, []);

  return { state, run, cancel, reset };
}
