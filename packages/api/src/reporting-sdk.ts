import {
  BrowserClient,
  type BrowserOptions,
  captureConsoleIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpClientIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  setCurrentClient,
} from '@sentry/browser';

export { captureException, close, flush } from '@sentry/browser';
export { scrubEvent } from './reporting-scrub';

/**
 * Messages the request helper and the transfers log: they report them themselves as exceptions (the console copy
 * would be a duplicate), or, for a call whose failures are only logged, not at all. Kept here, with the SDK, rather
 * than in every page's first download.
 */
const HELPER_LOG_LINES =
  /^(Network error while doing|Request error for|Schema mismatch|The transfer stalled|The server gave this file)/;

/** Whether a line logged to the console is one of the helper's own. */
export const isHelperLogLine = (text: string): boolean => HELPER_LOG_LINES.test(text);

export type SdkOptions = Pick<BrowserOptions, 'dsn' | 'environment' | 'release' | 'transport' | 'beforeSend'>;

/**
 * Starts the Sentry browser SDK with the integrations error reporting relies on and no others. `Sentry.init` would
 * bring every default integration along (breadcrumbs, sessions, browser API wrapping, …) whether used or not, and
 * the package's namespace would bring replay, feedback, tracing and profiling: reporting.ts loads this module by
 * dynamic import, and these named imports are all the bundler keeps.
 */
export function startSdk({ transport, ...options }: SdkOptions): void {
  const client = new BrowserClient({
    ...options,
    transport: transport ?? makeFetchTransport,
    stackParser: defaultStackParser,
    // Nothing about the person: no user fields and no IP address (SDK 11 collects both by default, and has the
    // server infer the IP unless `userInfo` is off), no cookies, no page query (a reset link's e-mail and key), and
    // of the headers only the browser's User-Agent (the Referer is the previous page's address, keys and all).
    // What still carries an address or a key, reporting.ts scrubs before sending.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: [
      // Uncaught errors and unhandled rejections, with `cause` chains; the same error reported twice (a
      // console.error of a reported exception) is sent once.
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      // The page address and browser of each report; the SDK's list of known browser noise.
      httpContextIntegration(),
      eventFiltersIntegration(),
      captureConsoleIntegration({ levels: ['error', 'warn'] }),
      httpClientIntegration({ failedRequestStatusCodes: [[400, 599]] }),
    ],
  });
  setCurrentClient(client);
  client.init();
}
