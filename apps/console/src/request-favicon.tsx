import { onRequestActivity } from '@console/api';
import { type FaviconState, useFavicon } from '@console/ui';
import { useEffect, useState } from 'react';

/** How long the tab shows a finished request's outcome before it returns to the default icon. */
const SUCCESS_MS = 2_000;
const ERROR_MS = 6_000;

/**
 * Spec §2's favicon for requests: in progress while any call runs, error after a failed one, success after a
 * successful save (a write, not a read), then default. A call its caller gave up is none of these.
 */
export function RequestFavicon() {
  const [state, setState] = useState<FaviconState | null>(null);

  useEffect(() => {
    let running = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: FaviconState, ms: number) => {
      clearTimeout(timer);
      setState(next);
      timer = setTimeout(() => setState(null), ms);
    };
    const stop = onRequestActivity((activity) => {
      if (activity.phase === 'start') {
        running += 1;
        clearTimeout(timer);
        setState('in-progress');
        return;
      }
      running = Math.max(0, running - 1);
      // A call its caller gave up (a Cancel, a route change) neither failed nor saved anything.
      if (!activity.ok && !activity.cancelled) settle('error', ERROR_MS);
      else if (running > 0) setState('in-progress');
      else if (activity.ok && activity.method !== 'GET') settle('success', SUCCESS_MS);
      else setState((current) => (current === 'error' ? current : null));
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  useFavicon(state);
  return null;
}
