import type { z } from 'zod/mini';
import { NetworkError, RequestError } from './errors';
import { reportError } from './reporting';
import { FORBIDDEN_KEY_PARAM } from './schemas/forbidden-key';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientConfig {
  /** The web API's base address, e.g. https://api.example.com; calls are resolved against it. */
  baseUrl: string;
  /** A request that has not answered after this long counts as a network failure (SWR never aborts by itself). */
  timeoutMs: number;
}

/** The header that carries the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

// Module state by design: the base address is configured once at start-up, and the CSRF token is the one the
// server handed the current session. Both are replaced wholesale by configureClient/setCsrfToken.
let config: ClientConfig = { baseUrl: '', timeoutMs: 30_000 };
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

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.csrfToken !== undefined ? options.csrfToken : sessionCsrfToken;
  if (token || method === 'GET') headers[CSRF_HEADER] = token ?? '';

  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      mode: 'cors',
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (cause) {
    // The caller gave up (a route change, an unmount): not a failure worth a report.
    if (options.signal?.aborted) throw cause;
    throw fail(new NetworkError(method, url, { cause }), options);
  }

  if (options.nullOn?.includes(response.status)) return null;

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
  // The reply is used as it came: a screen degrades on a wrong field rather than failing on all of them.
  return withoutForbiddenKeys(data, result.error.issues) as z.output<S>;
}

/** A copy of `data` without the keys whose issues say they are forbidden; `data` itself when there are none. */
function withoutForbiddenKeys(data: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const forbidden = issues.filter((issue) => issue.code === 'custom' && issue.params?.[FORBIDDEN_KEY_PARAM]);
  if (forbidden.length === 0) return data;
  const copy = structuredClone(data);
  for (const { path } of forbidden) {
    const key = path.at(-1);
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, step) => (isRecord(node) ? node[step as string] : undefined), copy);
    if (isRecord(parent) && key !== undefined) delete parent[key as string];
  }
  return copy;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
