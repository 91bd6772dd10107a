import type { z } from 'zod/mini';
import { announced } from './activity';
import { CSRF_HEADER, DEFAULT_TIMEOUT_MS } from './calls/first-page';
import { NetworkError } from './errors';
import type { Method } from './method';
import { checkSchema, fail, replyData } from './replies';

export type { Method } from './method';

export interface ClientConfig {
  /** The web API's base address, e.g. https://api.example.com; calls are resolved against it. */
  baseUrl: string;
  /**
   * A request that has not answered after this long counts as a network failure (SWR never aborts by itself); an
   * upload or a download (transfers.ts) counts as stalled once no byte of it has moved for this long.
   */
  timeoutMs: number;
}

export { CSRF_HEADER };

// Module state by design: the base address is configured once at start-up, and the CSRF token is the one the
// server handed the current session. Both are replaced wholesale by configureClient/setCsrfToken.
let config: ClientConfig = { baseUrl: '', timeoutMs: DEFAULT_TIMEOUT_MS };
let sessionCsrfToken: string | null = null;

export function configureClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next, baseUrl: (next.baseUrl ?? config.baseUrl).replace(/\/+$/, '') };
}

export function getClientConfig(): Readonly<ClientConfig> {
  return config;
}

/**
 * Where the CSRF token comes from: the server sends it as `login_data.cookieVal` in the login-data and
 * current-user replies; those two calls hand it here as they arrive, and logout clears it.
 */
export function setCsrfToken(token: string | null): void {
  sessionCsrfToken = token;
}

export function getCsrfToken(): string | null {
  return sessionCsrfToken;
}

export { onRequestActivity, type RequestActivity } from './activity';

export interface RequestOptions<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  path: string;
  method?: Method;
  body?: z.input<Req>;
  /** Checked before sending; a mismatch is reported and the request still goes out. */
  requestSchema?: Req;
  /** Checked on arrival; a mismatch is reported and the caller gets the data as it came. */
  responseSchema?: Res;
  /** Sent in the CSRF header; defaults to the session's token. GETs always send the header. */
  csrfToken?: string | null;
  /** HTTP statuses that mean "nothing here" rather than failure; they resolve to null without a report. */
  nullOn?: readonly number[];
  /**
   * False for a call whose failures are only logged (spec §8: the admin workspace view): the failure is still
   * thrown, and the caller decides what it means, but it is not sent to error reporting.
   */
  reportFailures?: boolean;
  signal?: AbortSignal;
}

/** The one way the console talks to the API (spec §5, §7, §8). */
export async function request<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: RequestOptions<Req, Res> & { nullOn: readonly number[] },
): Promise<z.output<Res> | null>;
export async function request<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: RequestOptions<Req, Res>,
): Promise<z.output<Res>>;
export async function request<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: RequestOptions<Req, Res>,
): Promise<z.output<Res> | null> {
  const method = options.method ?? 'GET';
  return announced(method, options.path, () => perform(options, method), options.signal);
}

async function perform<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: RequestOptions<Req, Res>,
  method: Method,
): Promise<z.output<Res> | null> {
  const url = `${config.baseUrl}${options.path}`;

  // A body is sent as given, less any key its schema forbids (a card number must never leave the form).
  const body =
    options.requestSchema && options.body !== undefined
      ? checkSchema(options.requestSchema, options.body, { method, path: options.path, direction: 'request' })
      : options.body;

  const token = options.csrfToken !== undefined ? options.csrfToken : sessionCsrfToken;
  // A read asked for as the console started (startEarlyRequest) is this call's reply; a caller that may abort
  // sends its own, so that aborting it still cancels it.
  const early = method === 'GET' && !options.signal ? takeEarlyRequest(options.path) : undefined;
  let response: Response;
  let text: string;
  try {
    response = await (early ?? send(url, method, body, token, options.signal));
    if (options.nullOn?.includes(response.status)) return null;
    // The timeout goes on while the body arrives: a body cut off or too slow fails as a missing reply does.
    text = await response.text();
  } catch (cause) {
    // The caller gave up (a route change, an unmount): not a failure worth a report.
    if (options.signal?.aborted) throw cause;
    throw fail(new NetworkError(method, url, { cause }), options);
  }
  return replyData(response, text, options, method, url);
}

function send(
  url: string,
  method: Method,
  body: unknown,
  token: string | null,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token || method === 'GET') headers[CSRF_HEADER] = token ?? '';
  const timeout = AbortSignal.timeout(config.timeoutMs);
  return fetch(url, {
    method,
    headers,
    credentials: 'include',
    mode: 'cors',
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/** How long a read sent as the console started waits for the page that needs it (a first page asks at once). */
export const EARLY_REQUEST_TTL_MS = 10_000;

// Module state like the CSRF token: the reads the entry sent before the page that needs them had loaded.
const earlyRequests = new Map<string, { response: Promise<Response>; until: number }>();

/**
 * Sends the read `GET path` now, exactly as the request helper would, and keeps its reply for the helper's first
 * `GET path` within EARLY_REQUEST_TTL_MS. The console's entry calls it for the reads its first page needs, so they
 * travel while the page's code downloads instead of after it. A reply nobody takes is dropped unread: it is neither
 * checked nor reported, and forgetEarlyRequests drops them all when a session ends.
 */
export function startEarlyRequest(path: string): void {
  if (earlyRequests.has(path)) return;
  const response = send(`${config.baseUrl}${path}`, 'GET', undefined, sessionCsrfToken, undefined);
  // The helper's own attempt reports a failure; one that is never taken is nobody's concern.
  response.catch(() => undefined);
  earlyRequests.set(path, { response, until: Date.now() + EARLY_REQUEST_TTL_MS });
}

/**
 * Takes over reads sent before the console's code had loaded, by path: the production index.html sends the first
 * page's reads while the document is parsed (apps/console/route-preloads.ts), as startEarlyRequest would have.
 */
export function adoptEarlyRequests(sent: Readonly<Record<string, Promise<Response>>>): void {
  const until = Date.now() + EARLY_REQUEST_TTL_MS;
  for (const [path, response] of Object.entries(sent)) {
    if (earlyRequests.has(path)) continue;
    response.catch(() => undefined);
    earlyRequests.set(path, { response, until });
  }
}

function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = earlyRequests.get(path);
  earlyRequests.delete(path);
  return early && early.until > Date.now() ? early.response : undefined;
}

/** Drops the replies of reads sent early that nobody took: the session they were sent for has ended. */
export function forgetEarlyRequests(): void {
  earlyRequests.clear();
}
