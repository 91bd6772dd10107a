import { errorMessage } from '@console/api';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Banner } from '../../primitives/banner';

export type ServerErrorBannerProps = {
  /** What the call threw; nothing renders while it is null. */
  error: unknown;
  /** Spacing where the banner sits. */
  className?: string;
};

/**
 * The server's answer to a refused form (or the network text), above the form it belongs to. It takes focus
 * when a new error arrives, so a keyboard user is taken to the reason the save did not happen.
 */
export function ServerErrorBanner({ error, className }: ServerErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error !== null) ref.current?.focus();
  }, [error]);
  if (error === null) return null;
  return (
    <Banner
      ref={ref}
      tone="danger"
      tabIndex={-1}
      data-slot="server-error"
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {errorMessage(error)}
    </Banner>
  );
}
