import { errorMessage } from '@console/api';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { Banner } from '../primitives/banner';

export type ServerErrorBannerProps = {
  /** What the call threw; nothing renders while it is null. */
  error: unknown;
  /** A way forward beside the message, such as a link to ask for a new reset e-mail. */
  action?: ReactNode;
  /**
   * Whether a new error moves focus to the banner. A form that puts focus on the field to retype instead (the
   * log-in page selects the password) turns it off.
   */
  takeFocus?: boolean;
  /** Spacing where the banner sits. */
  className?: string;
};

/**
 * The server's answer to a refused form (or the network text), above the form it belongs to. By default it takes
 * focus when a new error arrives, so a keyboard user is taken to the reason the save did not happen.
 */
export function ServerErrorBanner({ error, action, takeFocus = true, className }: ServerErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && error !== null) ref.current?.focus();
  }, [error, takeFocus]);
  if (error === null) return null;
  return (
    <Banner
      ref={ref}
      tone="danger"
      tabIndex={takeFocus ? -1 : undefined}
      data-slot="server-error"
      className={cn(
        takeFocus && 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {action === undefined ? (
        errorMessage(error)
      ) : (
        <>
          <p>{errorMessage(error)}</p>
          <p className="mt-1">{action}</p>
        </>
      )}
    </Banner>
  );
}
