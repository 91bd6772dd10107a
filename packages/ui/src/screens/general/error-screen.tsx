import { ERROR_PAGE_TEXT } from '@console/api';
import { LifeBuoy, RotateCw, TriangleExclamationPoint } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { usePageName } from '../../lib/page-title';
import { CenteredMessage, type CenteredMessageProps } from '../../patterns/centered-message';
import { Button } from '../../primitives/button';

/** A thrown router response (`throw data(…, { status: 404 })`, an unmatched route) or anything shaped like one. */
function isResponseLike(value: unknown): value is { status: number; statusText: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'statusText' in value &&
    typeof value.statusText === 'string'
  );
}

/** The text worth showing for whatever was thrown, or null when there is nothing readable. */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (isResponseLike(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message.trim() || null;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message.trim() || null;
  }
  return null;
}

export type ErrorScreenProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  Pick<CenteredMessageProps, 'layout'> & {
    /** Whatever was thrown: an Error, a string or a router error response; its message is shown as plain text. */
    error?: unknown;
    /** Runs "Reload page"; defaults to reloading the window. */
    onReload?: () => void;
    /** Target of "Contact support". */
    supportHref?: string;
  };

/**
 * The console's error page (spec §2). It is the last line of defence, so it needs no router, provider or data:
 * the app's error boundary can render it when everything else failed.
 */
export function ErrorScreen({
  error,
  onReload = () => window.location.reload(),
  supportHref = 'mailto:support@transloadit.com',
  ...props
}: ErrorScreenProps) {
  const message = errorMessageOf(error);
  // Its heading's words, without the exclamation mark a tab's or a window's name does not need.
  usePageName('Unexpected Application Error');
  return (
    <CenteredMessage
      data-slot="error-screen"
      tone="danger"
      icon={<TriangleExclamationPoint />}
      title="Unexpected Application Error!"
      description={ERROR_PAGE_TEXT}
      actions={
        <>
          <Button onClick={onReload}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
          <Button asChild variant="secondary">
            <a href={supportHref}>
              <LifeBuoy aria-hidden="true" />
              Contact support
            </a>
          </Button>
        </>
      }
      {...props}
    >
      {message === null ? null : (
        <div className="grid w-full gap-1 text-left">
          <p className="font-medium text-fg-muted text-xs">Error message</p>
          <pre
            data-slot="error-message"
            className="max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-surface-sunken px-3 py-2 font-mono text-fg text-sm"
          >
            {message}
          </pre>
        </div>
      )}
    </CenteredMessage>
  );
}
