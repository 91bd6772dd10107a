import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { ServerList } from '../lib/use-server-list';
import { LoadErrorBanner } from './load-error-banner';

export type ServerListTexts = {
  /** Said to screen readers while the first answer is on its way: "Loading the templates". */
  loading: string;
  /** The danger banner's title when this view could not be loaded: "The templates could not be loaded". */
  failed: string;
  /** The warning's title when asking again failed: "The templates could not be refreshed". */
  stale: string;
  /** What the warning says of what stays on screen. */
  staleNote?: string;
};

export type ServerListFrameProps = {
  list: ServerList<unknown>;
  texts: ServerListTexts;
  /** The rows (or their skeleton, or the list's empty state); left out when this view failed to load. */
  children: ReactNode;
  /** The layout of the frame and of the rows inside it (a grid and its gap), so both space their parts alike. */
  className?: string;
};

/**
 * Around a server-paged list's rows, the same for every list: busy while the first answer is on its way; the
 * server's words with "Try again" in place of the rows when this view could not be loaded (another page's rows
 * would pass for its own); a warning above the rows when only asking again failed; and the previous view's rows
 * dimmed and busy while this one's are on their way.
 */
export function ServerListFrame({ list, texts, children, className }: ServerListFrameProps) {
  const refreshing = list.kind === 'ready' && list.refreshing;
  return (
    <div
      data-slot="server-list"
      data-state={list.kind}
      aria-busy={list.kind === 'loading' || undefined}
      className={className}
    >
      {list.kind === 'loading' ? <span className="sr-only">{texts.loading}</span> : null}
      {list.kind === 'refresh-failed' ? (
        <LoadErrorBanner
          title={texts.stale}
          tone="warning"
          description={texts.staleNote ?? 'The rows below are as they were last loaded.'}
          error={list.error}
          swr={list.retry}
        />
      ) : null}
      {list.kind === 'page-failed' ? (
        <LoadErrorBanner title={texts.failed} error={list.error} swr={list.retry} />
      ) : (
        <div
          data-slot="server-list-rows"
          aria-busy={refreshing || undefined}
          className={cn('relative', className)}
        >
          {children}
          {/* Dims the rows that are about to be replaced without fading their text: they stay readable meanwhile. */}
          {refreshing ? (
            <div
              aria-hidden
              data-slot="refreshing-scrim"
              className="pointer-events-none absolute inset-0 rounded-lg bg-surface/40"
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
