import { afterEach, beforeEach, vi } from 'vitest';

type Listener = (() => void) | null;
type ProgressListener =
  | ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)
  | null;

/**
 * XMLHttpRequest for the node tests, which have none, as far as uploads use it. By default `send` hands the
 * request to fetch, where MSW answers it, and reports the whole body as sent once it has gone; a test that drives
 * the upload itself (`setupFakeXhr('by hand')`) moves bytes, answers and fails it with `moved`, `answer` and `drop`.
 */
export class FakeXMLHttpRequest {
  /** Every request sent in the running test, oldest first. */
  static sent: FakeXMLHttpRequest[] = [];
  static byHand = false;

  method = '';
  url = '';
  readonly headers = new Headers();
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ProgressListener } = { onprogress: null };
  onprogress: Listener = null;
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;
  private ended = false;
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData): void {
    this.body = body;
    FakeXMLHttpRequest.sent.push(this);
    if (!FakeXMLHttpRequest.byHand) void this.forward();
  }

  abort(): void {
    if (this.ended) return;
    this.ended = true;
    this.aborted = true;
    this.controller.abort();
    this.onabort?.();
  }

  /** The upload has sent `loaded` bytes of `total`. */
  moved(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }

  /** The reply has arrived. */
  answer(status: number, body: unknown, statusText = ''): void {
    if (this.ended) return;
    this.ended = true;
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection failed. */
  drop(): void {
    if (this.ended) return;
    this.ended = true;
    this.onerror?.();
  }

  private async forward(): Promise<void> {
    const request = new Request(this.url, {
      method: this.method,
      headers: this.headers,
      body: this.body,
      signal: this.controller.signal,
    });
    const size = (await request.clone().arrayBuffer()).byteLength;
    try {
      const response = await fetch(request);
      this.moved(size, size);
      const text = await response.text();
      this.answer(response.status, text, response.statusText);
    } catch {
      this.drop();
    }
  }
}

/**
 * FakeXMLHttpRequest in place of the global in every test of the file (or of the describe block it is called in):
 * over fetch, or driven by hand.
 */
export function setupFakeXhr(how: 'over fetch' | 'by hand' = 'over fetch'): void {
  beforeEach(() => {
    FakeXMLHttpRequest.sent = [];
    FakeXMLHttpRequest.byHand = how === 'by hand';
    vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The request the code under test sent last. */
export function lastXhr(): FakeXMLHttpRequest {
  const xhr = FakeXMLHttpRequest.sent.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was sent');
  return xhr;
}
