import type { z } from 'zod/mini';
import { CSRF_HEADER, DEFAULT_TIMEOUT_MS } from './calls/first-page';
import { NetworkError, RequestError } from './errors';
import { reportError } from './reporting';
import { forbiddenKeysOf } from './schemas/forbidden-key';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientConfig {
  /** The web API's base address, e.g. https://api.example.com; calls are resolved against it. */
  baseUrl: string;
  /** A request that has not answered after this long counts as a network failure (SWR never aborts by itself). */
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

/** What the favicon and progress indicators hear about each call: its start, then how it ended. */
export type RequestActivity =
  | { phase: 'start'; method: Method; path: string }
  | { phase: 'end'; method: Method; path: string; ok: boolean };

// App-wide by nature (like fetch itself); listeners are added by the app shell and removed on unmount.
const activityListeners = new Set<(activity: RequestActivity) => void>();

/** Hears every call's start and end; returns the function that stops listening. */
export function onRequestActivity(listener: (activity: RequestActivity) => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

function announce(activity: RequestActivity): void {
  for (const listener of activityListeners) listener(activity);
}

export interface RequestOptions<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  path: string;
  method?: Method;
  body?: z.input<Req>;
  /** Sends the body as multipart form data, each field a part (a Blob or File as a file): an upload. */
  multipart?: boolean;
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
  announce({ phase: 'start', method, path: options.path });
  let ok = false;
  try {
    const result = await perform(options, method);
    ok = true;
    return result;
  } finally {
    announce({ phase: 'end', method, path: options.path, ok });
  }
}

/**
 * A file the API serves (an assembly's result), as a Blob; failures are those of `request`, read from the JSON
 * error reply the API sends instead of the file.
 */
export async function requestFile(options: { path: string; signal?: AbortSignal }): Promise<Blob> {
  announce({ phase: 'start', method: 'GET', path: options.path });
  let ok = false;
  try {
    const result = (await perform(options, 'GET', true)) as Blob;
    ok = true;
    return result;
  } finally {
    announce({ phase: 'end', method: 'GET', path: options.path, ok });
  }
}

/** Multipart form data from a flat body: strings as fields, Blobs (and Files, with their names) as files. */
function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

async function perform<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: RequestOptions<Req, Res>,
  method: Method,
  asFile = false,
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
  try {
    response = await (early ?? send(url, method, body, token, options.signal, options.multipart));
  } catch (cause) {
    // The caller gave up (a route change, an unmount): not a failure worth a report.
    if (options.signal?.aborted) throw cause;
    throw fail(new NetworkError(method, url, { cause }), options);
  }

  if (options.nullOn?.includes(response.status)) return null;
  if (asFile && response.ok) return (await response.blob()) as z.output<Res>;

  const data = await readJson(response);
  // Loaded with the first reply rather than with the helper: every page's first download stays without zod, and
  // the public pages load it only when they send something.
  const { MetaSchema } = await import('./schemas/envelope');
  const meta = MetaSchema.safeParse(isRecord(data) ? data.meta : undefined);

  if (!response.ok) {
    const serverMessage =
      (meta.success && meta.data.message) || `HTTP ${response.status} ${response.statusText}`.trim();
    throw fail(
      new RequestError({
        method,
        url,
        status: response.status,
        serverMessage,
        ...(meta.success ? { meta: meta.data } : {}),
      }),
      options,
    );
  }
  if (meta.success && meta.data.status === 'error') {
    throw fail(
      new RequestError({
        method,
        url,
        status: response.status,
        serverMessage: meta.data.message || 'The server could not complete this request.',
        meta: meta.data,
      }),
      options,
    );
  }

  // A reply that cannot be parsed at all (a proxy's page, a cut-off body) is a failure, not a reply to degrade on.
  if (typeof data === 'string') {
    throw fail(
      new RequestError({
        method,
        url,
        status: response.status,
        serverMessage: 'The reply was not valid JSON.',
      }),
      options,
    );
  }

  if (options.responseSchema) {
    return checkSchema(options.responseSchema, data, { method, path: options.path, direction: 'response' });
  }
  return data as z.output<Res>;
}

function send(
  url: string,
  method: Method,
  body: unknown,
  token: string | null,
  signal: AbortSignal | undefined,
  multipart = false,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Multipart bodies get their Content-Type, with its boundary, from fetch.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token || method === 'GET') headers[CSRF_HEADER] = token ?? '';
  const timeout = AbortSignal.timeout(config.timeoutMs);
  return fetch(url, {
    method,
    headers,
    credentials: 'include',
    mode: 'cors',
    body: body === undefined ? null : multipart ? formDataOf(body) : JSON.stringify(body),
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fail<E extends NetworkError | RequestError>(error: E, options: { reportFailures?: boolean }): E {
  // The log line alone is never reported: error reporting drops the helper's own lines from console capture.
  console.error(error.message);
  if (options.reportFailures === false) return error;
  reportError(error, {
    tags: { method: error.method, url: error.url },
    fingerprint: [error.name, error.method, error.url],
  });
  return error;
}

/**
 * Runs a schema check: a mismatch is reported with its path and issues, never the payload, and the data goes on,
 * less any key the schema forbids (a sensitive field that must not reach the console, see forbiddenKeys).
 */
function checkSchema<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  where: { method: Method; path: string; direction: 'request' | 'response' },
): z.output<S> {
  const result = schema.safeParse(data);
  // A request goes out as the caller wrote it; the parsed copy (trimmed, defaults filled) is the reply's to use.
  if (result.success) return where.direction === 'request' ? (data as z.output<S>) : result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  const message = `Schema mismatch in the ${where.direction} of ${where.method} ${where.path}`;
  console.warn(message, issues);
  reportError(new Error(message), {
    tags: { method: where.method, path: where.path, direction: where.direction },
    extra: { path: where.path, issues },
    fingerprint: ['schema-mismatch', where.direction, where.method, where.path],
  });
  // The reply is used as it came: a screen degrades on a wrong field rather than failing on all of them. Not a key
  // the schema forbids, though, wherever it is, however much else drifted: a secret never reaches a screen or a cache.
  return withoutKeys(data, forbiddenKeysOf(schema)) as z.output<S>;
}

/** A copy of `data` without the keys named, at any depth of its plain objects and arrays; `data` when none are. */
function withoutKeys(data: unknown, names: ReadonlySet<string>): unknown {
  if (names.size === 0) return data;
  if (Array.isArray(data)) return data.map((item) => withoutKeys(item, names));
  if (!isPlainObject(data)) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !names.has(key))
      .map(([key, value]) => [key, withoutKeys(value, names)]),
  );
}

/** Parsed JSON and the bodies callers write; not a Blob or File of an upload, which is sent as it is. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
