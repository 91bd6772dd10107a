import type * as SentryModule from '@sentry/react';

type Sentry = typeof SentryModule;
type Transport = NonNullable<Parameters<Sentry['init']>[0]>['transport'];

export interface ReportingOptions {
  /** Reporting starts only with a DSN; without one, errors are only logged. */
  dsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
  /** Tests pass an in-memory transport so nothing leaves the machine. */
  transport?: Transport;
}

/** What the console adds to a report: searchable tags, small extra data and a grouping key. */
export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  /** Groups reports by endpoint rather than by message, so one broken endpoint is one issue. */
  fingerprint?: string[];
}

// The SDK is about 34 KB gzip, so it is loaded only when a DSN is configured, and kept here once loaded.
// It is process-wide by nature (it patches console and fetch), which is why this is module state.
let sentry: Sentry | undefined;

/** Messages the request helper both logs and reports as an exception; the console copy would be a duplicate. */
const REPORTED_AS_EXCEPTIONS = /^(Network error while doing|Request error for|Schema mismatch)/;

/**
 * Starts error reporting: console errors and warnings, HTTP replies with status 400–599, and whatever
 * `reportError` is given. Returns whether reporting is on.
 */
export async function initErrorReporting(options: ReportingOptions): Promise<boolean> {
  if (!options.dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...(options.transport ? { transport: options.transport } : {}),
    integrations: [
      Sentry.captureConsoleIntegration({ levels: ['error', 'warn'] }),
      Sentry.httpClientIntegration({ failedRequestStatusCodes: [[400, 599]] }),
    ],
    beforeSend(event) {
      const fromConsole = event.logger === 'console';
      const text = event.message ?? event.exception?.values?.[0]?.value ?? '';
      return fromConsole && REPORTED_AS_EXCEPTIONS.test(text) ? null : event;
    },
  });
  sentry = Sentry;
  return true;
}

/** Reports an error when reporting is on; without it the caller's log line is all there is. */
export function reportError(error: unknown, context: ReportContext = {}): void {
  if (!sentry) return;
  sentry.captureException(error, {
    ...(context.tags ? { tags: context.tags } : {}),
    ...(context.extra ? { extra: context.extra } : {}),
    ...(context.fingerprint ? { fingerprint: context.fingerprint } : {}),
  });
}

/** Waits until queued reports are sent; used before a reload and by tests. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sentry ? sentry.flush(timeoutMs) : true;
}

/** Stops reporting; tests call it so each starts from a clean SDK. */
export async function closeErrorReporting(): Promise<void> {
  if (!sentry) return;
  await sentry.close();
  sentry = undefined;
}
