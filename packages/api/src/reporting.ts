import type { ErrorEvent } from '@sentry/browser';
import type { SdkOptions } from './reporting-sdk';

type Sdk = typeof import('./reporting-sdk');

export interface ReportingOptions {
  /** Reporting starts only with a DSN; without one, errors are only logged. */
  dsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
  /** Tests pass an in-memory transport so nothing leaves the machine. */
  transport?: SdkOptions['transport'];
}

/** What the console adds to a report: searchable tags, small extra data and a grouping key. */
export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  /** Groups reports by endpoint rather than by message, so one broken endpoint is one issue. */
  fingerprint?: string[];
}

// The SDK (reporting-sdk.ts, what scripts/bundle-budget.mjs calls the reporting chunk) is loaded only when a DSN is
// configured, and kept here once loaded. It is process-wide by nature (it patches console and fetch), which is why
// this is module state.
let sentry: Sdk | undefined;

/**
 * Failed HTTP replies that are answers, not failures, which the HTTP integration would otherwise report (it sees
 * every 400–599): a 401 from GET /user/current.json means "logged out", and the admin workspace view's failures
 * are only logged (spec §8). Matched on the path's end, whatever the API's base address.
 */
const EXPECTED_HTTP_FAILURES: { method: string; path: RegExp; status?: number }[] = [
  { method: 'GET', path: /\/user\/current\.json$/, status: 401 },
  { method: 'GET', path: /\/admin\/api\/workspaces\/view\/[^/]+$/ },
];

/** Whether an event is the HTTP integration's report of one of EXPECTED_HTTP_FAILURES. */
function isExpectedHttpFailure(event: ErrorEvent): boolean {
  const mechanism = event.exception?.values?.[0]?.mechanism?.type ?? '';
  const status = event.contexts?.response?.status_code;
  const { url, method } = event.request ?? {};
  if (!mechanism.startsWith('auto.http.client') || !url) return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return EXPECTED_HTTP_FAILURES.some(
    (rule) =>
      rule.method === method?.toUpperCase() &&
      rule.path.test(path) &&
      (rule.status === undefined || rule.status === status),
  );
}

/**
 * Starts error reporting: uncaught errors, console errors and warnings, HTTP replies with status 400–599 (less the
 * expected ones above), and whatever `reportError` is given. Returns whether reporting is on.
 */
export async function initErrorReporting(options: ReportingOptions): Promise<boolean> {
  if (!options.dsn) return false;
  const sdk = await import('./reporting-sdk');
  sdk.startSdk({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    transport: options.transport,
    beforeSend(event) {
      if (isExpectedHttpFailure(event)) return null;
      const fromConsole = event.logger === 'console';
      const text = event.message ?? event.exception?.values?.[0]?.value ?? '';
      if (fromConsole && sdk.isHelperLogLine(text)) return null;
      // One-time keys and e-mail addresses, from the page address, API addresses and server messages.
      return sdk.scrubEvent(event);
    },
  });
  sentry = sdk;
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
