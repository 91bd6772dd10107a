import { errorMessage } from '@console/api';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Banner } from '../../primitives/banner';
import { textLink } from '../../primitives/text-link';

/** Where support is reached from the public pages, as on the error page. */
export const SUPPORT_HREF = 'mailto:support@transloadit.com';

export type ServerErrorBannerProps = {
  /** What the call threw; nothing renders while it is null. */
  error: unknown;
  /** A way forward beside the message, such as a link to ask for a new reset e-mail. */
  action?: ReactNode;
  /** Spacing where the banner sits; by default it keeps a gap above the form below it. */
  className?: string;
};

/** The server's answer to a refused form (or the network text), shown above the form it belongs to. */
export function ServerErrorBanner({ error, action, className }: ServerErrorBannerProps) {
  if (error === null) return null;
  return (
    <Banner tone="danger" data-slot="server-error" className={cn('mb-4', className)}>
      <p>{errorMessage(error)}</p>
      {action === undefined ? null : <p className="mt-1">{action}</p>}
    </Banner>
  );
}

/** A link inside running text or a banner: it takes the surrounding colour, so it reads on every tone. */
export const inlineLinkClass = textLink({ tone: 'inline', className: 'font-medium' });
