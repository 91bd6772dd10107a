import type { Meta } from './schemas/envelope';

/** Thrown when no reply arrived at all: offline, DNS, CORS, refused connection or the helper's own timeout. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly method: string;
  readonly url: string;

  constructor(method: string, url: string, options?: { cause?: unknown }) {
    super(
      `Network error while doing a ${method} request to ${url}. This usually means the server is unreachable or there's no internet connection.`,
      options,
    );
    this.method = method;
    this.url = url;
  }
}

/** Thrown for every other failed call: an HTTP error status, or a reply whose `meta.status` is 'error'. */
export class RequestError extends Error {
  override name = 'RequestError';
  readonly method: string;
  readonly url: string;
  /** The HTTP status; 200 when the server answered with `meta.status: 'error'`. */
  readonly status: number;
  /** The server's own words (`meta.message`), or the HTTP status text; what a screen shows beside a form. */
  readonly serverMessage: string;
  /** The reply's meta block when it had one, so callers can still follow `meta.redirect`. */
  readonly meta: Meta | undefined;

  constructor(init: { method: string; url: string; status: number; serverMessage: string; meta?: Meta }) {
    super(`Request error for ${init.method} ${init.url}: ${init.serverMessage}`);
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.meta = init.meta;
  }
}

/** The text to show a person for any error a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}
