import type { z } from 'zod/mini';
import { RequestError } from './errors';
import type { Method } from './method';
import { reportError } from './reporting';
import { forbiddenKeysOf } from './schemas/forbidden-key';

/*
 * How a reply is read, whichever way it came: the request helper's fetch, or an upload's XMLHttpRequest and a
 * download's error reply (transfers.ts). One reading, so a transfer fails exactly as any other call does.
 */

/** What a reply's reading needs of the call that asked for it. */
export interface ReplyOptions<Res extends z.ZodMiniType> {
  path: string;
  responseSchema?: Res;
  reportFailures?: boolean;
}

/**
 * The data of a reply whose body has been read as `text`, or the RequestError it amounts to (spec §8): an HTTP
 * error status, a `meta.status` of 'error', or a body that is not JSON. The reply is checked against its schema.
 */
export async function replyData<Res extends z.ZodMiniType>(
  reply: { status: number; statusText: string },
  text: string,
  options: ReplyOptions<Res>,
  method: Method,
  url: string,
): Promise<z.output<Res>> {
  if (reply.status < 200 || reply.status > 299) throw fail(await refusal(reply, text, method, url), options);
  const data = parseJson(text);
  const meta = await metaOf(data);
  if (meta.success && meta.data.status === 'error') {
    throw fail(
      new RequestError({
        method,
        url,
        status: reply.status,
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
        status: reply.status,
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

/** The RequestError a reply with an HTTP error status amounts to: the server's `meta.message`, or the status. */
export async function refusal(
  reply: { status: number; statusText: string },
  text: string,
  method: Method,
  url: string,
): Promise<RequestError> {
  const meta = await metaOf(parseJson(text));
  return new RequestError({
    method,
    url,
    status: reply.status,
    serverMessage: (meta.success && meta.data.message) || `HTTP ${reply.status} ${reply.statusText}`.trim(),
    ...(meta.success ? { meta: meta.data } : {}),
  });
}

async function metaOf(data: unknown) {
  // Loaded with the first reply rather than with the helper: every page's first download stays without zod, and
  // the public pages load it only when they send something.
  const { MetaSchema } = await import('./schemas/envelope');
  return MetaSchema.safeParse(isRecord(data) ? data.meta : undefined);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Logs a failed call and reports it (unless the call asked not to); returns the error for the caller to throw. */
export function fail<E extends Error & { method: string; url: string }>(
  error: E,
  options: { reportFailures?: boolean } = {},
): E {
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
export function checkSchema<S extends z.ZodMiniType>(
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
