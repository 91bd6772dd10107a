import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { inject } from 'vitest';
import { writeSelfSignedCertificate } from '../setup/self-signed-certificate';

/** How the API moves a transfer's bytes: in parts, waiting for `pace` before each next part. */
export interface Throttle {
  /** Before each part of an upload's body is read, with the bytes read so far; never resolving stalls the upload. */
  upload?: (read: number) => Promise<void>;
  /** Before each part of a download's body is sent, with the bytes sent so far; never resolving stalls it. */
  download?: (sent: number) => Promise<void>;
}

/** The size of a part between two waits. */
export const PART_BYTES = 2 * 1024 * 1024;

/**
 * The production build's API over a real connection, played by MSW handlers in this process, with uploads read and
 * downloads written part by part at the pace a test sets: Playwright's routes hand over a body all at once, so only a
 * server of its own can let bytes trickle or stop. Chromium reaches it through `--host-resolver-rules` (the rule this
 * returns) with the certificate errors of its self-signed certificate ignored.
 */
export async function serveThrottledApi(handlers: () => RequestHandler[], throttle: () => Throttle) {
  const dir = mkdtempSync(join(tmpdir(), 'throttled-api-'));
  const { certificate, key } = writeSelfSignedCertificate(dir);
  const origin = inject('productionOrigin');
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'accept, content-type, x-csrf-token',
    'access-control-allow-methods': 'GET, POST',
  };
  const server: Server = createServer(
    { cert: readFileSync(certificate), key: readFileSync(key) },
    (request, response) => {
      answer(request, response).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    },
  );

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const body = request.method === 'POST' ? await readSlowly(request, throttle().upload) : undefined;
    // A client that gave up (a stalled upload it aborted) never reaches the backend: nothing was received.
    if (body === null) return;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    }
    const reply = await getResponse(
      handlers(),
      new Request(`https://${request.headers.host}${request.url}`, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : new Uint8Array(body),
      }),
    );
    if (!reply || reply.type === 'error') {
      response.destroy();
      return;
    }
    const bytes = Buffer.from(await reply.arrayBuffer());
    response.writeHead(reply.status, {
      ...cors,
      'content-type': reply.headers.get('content-type') ?? 'application/json',
      'content-length': String(bytes.length),
    });
    await writeSlowly(
      response,
      bytes,
      reply.headers.get('content-type')?.startsWith('application/json') ? undefined : throttle().download,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The launch flag that sends Chromium's requests for the production build's API here. */
    hostRule: `--host-resolver-rules=MAP api.example.test 127.0.0.1:${port}`,
    close: () => {
      // Stalled transfers and kept-alive connections would hold the server open.
      server.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A request's body, read a part at a time as `pace` allows; null when the client went away first. */
async function readSlowly(request: IncomingMessage, pace: Throttle['upload']): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let read = 0;
  let paced = 0;
  const gone = new Promise<null>((resolve) => request.once('close', () => resolve(null)));
  try {
    for await (const part of request) {
      parts.push(part as Buffer);
      read += (part as Buffer).length;
      // Not reading on fills the socket's buffers, and the browser's upload stops moving.
      if (pace && read - paced >= PART_BYTES) {
        paced = read;
        if ((await Promise.race([pace(read), gone])) === null) return null;
      }
    }
  } catch {
    return null;
  }
  return request.complete ? Buffer.concat(parts) : null;
}

async function writeSlowly(response: ServerResponse, bytes: Buffer, pace: Throttle['download']) {
  const gone = new Promise<null>((resolve) => response.once('close', () => resolve(null)));
  for (let sent = 0; sent < bytes.length; sent += PART_BYTES) {
    if (pace && sent > 0 && (await Promise.race([pace(sent), gone])) === null) return;
    if (!response.write(bytes.subarray(sent, sent + PART_BYTES))) {
      if ((await Promise.race([new Promise((resolve) => response.once('drain', resolve)), gone])) === null)
        return;
    }
  }
  response.end();
}
