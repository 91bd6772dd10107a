import type { z } from 'zod/mini';
import { announced } from './activity';
import { CSRF_HEADER, getClientConfig, getCsrfToken } from './client';
import { NetworkError } from './errors';
import { checkSchema, fail, isRecord, refusal, replyData } from './replies';

/*
 * Uploads and downloads: calls whose time grows with the file, so the request helper's timeout for the whole call
 * would fail a large file on a slow line however well it moved. A transfer has none; it stalls only once no byte has
 * moved for that long (the client's `timeoutMs`), and says so in words of its own, not spec §8's network text.
 */

/** How far a transfer has come. */
export interface TransferredBytes {
  loaded: number;
  /** Null when the other side did not say (a download without a Content-Length). */
  total: number | null;
}

/** What a caller can do with a transfer under way. */
export interface TransferOptions {
  /** Cancels it: the call rejects with the signal's reason, and nothing is logged or reported. */
  signal?: AbortSignal;
  /** Hears every move of bytes. */
  onProgress?: (bytes: TransferredBytes) => void;
}

/** Thrown when an upload or a download moved no byte for the client's timeout; logged and reported as a failure. */
export class TransferStalledError extends Error {
  override name = 'TransferStalledError';
  readonly method: string;
  readonly url: string;

  constructor(method: string, url: string, idleMs: number) {
    super(
      `The transfer stalled: no data moved for ${Math.round(idleMs / 1000)} seconds. Check your connection and try again.`,
    );
    this.method = method;
    this.url = url;
  }
}

/** Thrown for a file address from the server that leads off the API's origin; nothing is sent there. */
export class ForeignAddressError extends Error {
  override name = 'ForeignAddressError';
  /** A file address is one to GET. */
  readonly method = 'GET';
  /** The address as the server gave it. */
  readonly url: string;

  constructor(address: string) {
    super('The server gave this file an address outside the service, so it was not downloaded.');
    this.url = address;
  }
}

/**
 * The address of a file the API serves, from the path the server gave for it (an assembly result's `path`),
 * resolved against the API's origin as a link's address would be. A path that resolves elsewhere (`//evil.example/x`,
 * `/\evil.example/x`, which the URL parser reads as `//`, a tab inside `//`, or a full address of another host)
 * throws ForeignAddressError: a download carries the session's CSRF token, which must not leave the API.
 */
export function apiFileAddress(path: string): string {
  const origin = new URL(getClientConfig().baseUrl || globalThis.location.origin).origin;
  let address: URL;
  try {
    address = new URL(path, origin);
  } catch {
    throw new ForeignAddressError(path);
  }
  if (address.origin !== origin) throw new ForeignAddressError(path);
  return address.href;
}

export interface UploadOptions<Req extends z.ZodMiniType, Res extends z.ZodMiniType> extends TransferOptions {
  path: string;
  /** A flat body, sent as multipart form data: strings as fields, Blobs (and Files, with their names) as files. */
  body: z.input<Req>;
  /** Checked before sending; a mismatch is reported and the upload still goes out. */
  requestSchema?: Req;
  /** Checked on arrival, as the request helper checks a reply. */
  responseSchema?: Res;
}

/**
 * POSTs a body with files as multipart form data, through XMLHttpRequest: fetch cannot tell how much of a body
 * has gone out. The reply is read, checked and failed exactly as the request helper's is (spec §5, §8).
 */
export function uploadFile<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  options: UploadOptions<Req, Res>,
): Promise<z.output<Res>> {
  const method = 'POST';
  return announced(
    method,
    options.path,
    async () => {
      const url = `${getClientConfig().baseUrl}${options.path}`;
      const body = options.requestSchema
        ? checkSchema(options.requestSchema, options.body, {
            method,
            path: options.path,
            direction: 'request',
          })
        : options.body;
      const reply = await sendForm(url, formDataOf(body), options);
      return replyData(reply, reply.text, options, method, url);
    },
    options.signal,
  );
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

function sendForm(
  url: string,
  form: FormData,
  options: TransferOptions,
): Promise<{ status: number; statusText: string; text: string }> {
  const { signal, onProgress } = options;
  const { timeoutMs } = getClientConfig();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    let stalled = false;
    const idle = idleWatch(timeoutMs, () => {
      stalled = true;
      xhr.abort();
    });
    const cancel = () => xhr.abort();
    const settle = () => {
      idle.stop();
      signal?.removeEventListener('abort', cancel);
    };
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getCsrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      idle.moved();
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    };
    // The reply's bytes are movement too: a server still answering has not stalled.
    xhr.onprogress = () => idle.moved();
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(fail(new NetworkError('POST', url)));
    };
    xhr.onabort = () => {
      settle();
      reject(stalled ? fail(new TransferStalledError('POST', url, timeoutMs)) : signal?.reason);
    };
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
}

/**
 * GETs a file the API serves, from the path the server gave (apiFileAddress), as a Blob read part by part, each
 * heard as progress. An error reply (the API's JSON instead of the file) fails as the request helper's does.
 */
export function downloadFile(options: TransferOptions & { path: string }): Promise<Blob> {
  const method = 'GET';
  return announced(
    method,
    options.path,
    async () => {
      let url: string;
      try {
        url = apiFileAddress(options.path);
      } catch (error) {
        if (error instanceof ForeignAddressError) fail(error);
        throw error;
      }
      const { signal } = options;
      const { timeoutMs } = getClientConfig();
      const controller = new AbortController();
      let stalled = false;
      const idle = idleWatch(timeoutMs, () => {
        stalled = true;
        controller.abort();
      });
      const cancel = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', cancel, { once: true });
      if (signal?.aborted) cancel();
      // Whatever a read or the fetch threw, what ended the transfer is the person, the idle watch or the network.
      const failure = (cause: unknown) => {
        if (signal?.aborted) return signal.reason;
        if (stalled) return fail(new TransferStalledError(method, url, timeoutMs));
        return fail(new NetworkError(method, url, { cause }));
      };
      try {
        const headers: Record<string, string> = {
          Accept: 'application/json',
          [CSRF_HEADER]: getCsrfToken() ?? '',
        };
        const response = await fetch(url, {
          headers,
          credentials: 'include',
          mode: 'cors',
          signal: controller.signal,
        }).catch((cause: unknown) => {
          throw failure(cause);
        });
        idle.moved();
        if (!response.ok) {
          const text = await response.text().catch((cause: unknown) => {
            throw failure(cause);
          });
          throw fail(await refusal(response, text, method, url));
        }
        return await readBody(response, controller.signal, idle, options.onProgress).catch(
          (cause: unknown) => {
            throw failure(cause);
          },
        );
      } finally {
        idle.stop();
        signal?.removeEventListener('abort', cancel);
      }
    },
    options.signal,
  );
}

/** A file's body as it arrives, each part counted as progress and as movement for the idle watch. */
async function readBody(
  response: Response,
  signal: AbortSignal,
  idle: IdleWatch,
  onProgress: TransferOptions['onProgress'],
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length'));
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  // The Content-Length counts the bytes sent; a body the browser decompresses can come to more.
  const report = () => onProgress?.({ loaded, total: length >= loaded && length > 0 ? length : null });
  report();
  if (!response.body) return new Blob(parts, { type });
  const reader = response.body.getReader();
  // A fetch's abort errors its body; a body from elsewhere (a service worker's, a test's) may only stop, so the
  // read is ended here either way.
  signal.addEventListener('abort', () => void reader.cancel(signal.reason).catch(() => undefined), {
    once: true,
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) throw signal.reason;
    if (done) return new Blob(parts, { type });
    parts.push(value);
    loaded += value.byteLength;
    idle.moved();
    report();
  }
}

type IdleWatch = { moved: () => void; stop: () => void };

/** Calls `onIdle` once nothing has moved for `ms`; `moved` starts the wait again, `stop` ends it. */
function idleWatch(ms: number, onIdle: () => void): IdleWatch {
  let timer = setTimeout(onIdle, ms);
  return {
    moved: () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    },
    stop: () => clearTimeout(timer),
  };
}
