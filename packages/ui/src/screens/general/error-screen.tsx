import { ERROR_PAGE_TEXT, NetworkError } from '@console/api';
import { RotateCw, TriangleExclamationPoint, WifiOff } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { usePageName } from '../../lib/page-title';
import { CenteredMessage, type CenteredMessageProps } from '../../patterns/centered-message';
import { ContactSupportButton } from '../../patterns/contact-support-button';
import { Button } from '../../primitives/button';
import { answersAgain, retryDelay, useAutoRetry } from './use-auto-retry';

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
    /** Runs "Reload page", and the automatic retry once the service answers again; defaults to reloading the window. */
    onReload?: () => void;
    /** Target of "Contact support". */
    supportHref?: string;
    /** Whether the service answers again after a network error; defaults to asking the address that failed. */
    probe?: (url: string) => Promise<boolean>;
  };

/**
 * The console's error page (spec §2). It is the last line of defence, so it needs no router, provider or data:
 * the app's error boundary can render it when everything else failed. A network error says the service cannot be
 * reached, keeps the request's words folded away, and tries again by itself; "Unexpected Application Error!" is
 * React Router's own page, which the console never shows (spec §8).
 */
export function ErrorScreen({
  error,
  onReload = () => window.location.reload(),
  supportHref = 'mailto:support@transloadit.com',
  probe = answersAgain,
  ...props
}: ErrorScreenProps) {
  const message = errorMessageOf(error);
  const unreachable = error instanceof NetworkError;
  const title = unreachable ? "We can't reach the service" : 'Something went wrong';
  usePageName(title);
  return (
    <CenteredMessage
      data-slot="error-screen"
      tone="danger"
      icon={unreachable ? <WifiOff /> : <TriangleExclamationPoint />}
      title={title}
      description={ERROR_PAGE_TEXT}
      actions={
        <>
          <Button onClick={onReload}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
          <ContactSupportButton href={supportHref} />
        </>
      }
      {...props}
    >
      {unreachable ? <RetryCountdown attempt={() => probe(error.url)} onSuccess={onReload} /> : null}
      {message === null ? null : unreachable ? (
        <details data-slot="error-details" className="w-full text-left">
          <summary className="w-fit cursor-pointer rounded-sm text-fg-muted text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2">
            Technical details
          </summary>
          <ErrorMessage message={message} />
        </details>
      ) : (
        <div className="grid w-full gap-1 text-left">
          <p className="font-medium text-fg-muted text-xs">Error message</p>
          <ErrorMessage message={message} />
        </div>
      )}
    </CenteredMessage>
  );
}

function ErrorMessage({ message }: { message: string }) {
  return (
    <pre
      data-slot="error-message"
      className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-surface-sunken px-3 py-2 font-mono text-fg text-sm"
    >
      {message}
    </pre>
  );
}

/**
 * The countdown to the next try, seen each second; a screen reader hears only each new wait and each try (a
 * polite status), not every tick.
 */
function RetryCountdown({ attempt, onSuccess }: { attempt: () => Promise<boolean>; onSuccess: () => void }) {
  const retry = useAutoRetry(attempt, onSuccess);
  let seen: string;
  let heard: string;
  if (retry.phase === 'succeeded') {
    seen = heard = 'The service answers again. Reloading…';
  } else if (retry.phase === 'trying') {
    seen = heard = 'Trying again…';
  } else {
    seen = `Trying again in ${retry.secondsLeft} s`;
    const wait = `Trying again in ${retryDelay(retry.attempt)} seconds.`;
    heard = retry.attempt === 0 ? wait : `Still no answer. ${wait}`;
  }
  return (
    <p data-slot="retry-countdown" data-phase={retry.phase} className="text-fg-muted text-sm tabular-nums">
      <span aria-hidden="true">{seen}</span>
      <span role="status" className="sr-only">
        {heard}
      </span>
    </p>
  );
}
