// Building and serving both apps for `npm run lighthouse` (docs/first-paint.md): every file gzipped once (level 9),
// `/c/...` without a file is the app's index.html, the rest is the stand-in API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSelfSignedCertificate } from '../../tests/setup/self-signed-certificate.ts';
import type { StandInApi } from './stand-in-api.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
export const CONSOLE_DIST = join(ROOT, 'apps', 'console', 'dist');
const BARE_APP = join(import.meta.dirname, 'bare-app');
export const BARE_DIST = join(BARE_APP, 'dist');
/** The range this benchmark's servers and Chromium's debugging port are taken from. */
const PORTS = { first: 4300, last: 4399 };

/** Builds both the same way: `vite build`, production mode, the API on the page's own origin. */
export function build(): void {
  const env = { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: '' };
  console.log('Building the production console and the bare app…');
  execFileSync(VITE, ['build', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'apps', 'console'),
    stdio: 'inherit',
    env,
  });
  execFileSync(VITE, ['build', '--logLevel', 'warn', '--config', join(BARE_APP, 'vite.config.ts')], {
    cwd: BARE_APP,
    stdio: 'inherit',
    env,
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

type Asset = { type: string; gzipped: Buffer; immutable: boolean };

function assetsOf(dist: string): Map<string, Asset> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const assets = new Map<string, Asset>();
  for (const file of files(dist)) {
    const path = `/c/${relative(dist, file).split(sep).join('/')}`;
    if (path.startsWith('/c/.vite/')) continue;
    assets.set(path, {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      gzipped: gzipSync(readFileSync(file), { level: 9 }),
      immutable: path.startsWith('/c/assets/'),
    });
  }
  return assets;
}

async function listenInRange(server: Server): Promise<number> {
  const offset = Math.floor(Math.random() * (PORTS.last - PORTS.first + 1));
  for (let i = 0; i <= PORTS.last - PORTS.first; i += 1) {
    const port = PORTS.first + ((offset + i) % (PORTS.last - PORTS.first + 1));
    const bound = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (bound) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  const port = await listenInRange(probe as unknown as Server);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The certificate of the HTTPS server, for 127.0.0.1 (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'console-lighthouse-tls-'));
  try {
    const files = writeSelfSignedCertificate(dir);
    return { key: readFileSync(files.key), cert: readFileSync(files.certificate) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function toRequest(origin: string, incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  // HTTP/2's pseudo-headers (`:path`, `:method`…) are not headers a Request can hold.
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : Buffer.concat(chunks),
  });
}

export type Served = { origin: string; setApi: (api: StandInApi) => void; close: () => Promise<void> };

/**
 * Serves `dist` over HTTPS with HTTP/2 (HTTP/1.1 with `http1`). `index` may rewrite index.html for the address it
 * is served at: the bare app is told there which reads its page makes.
 */
export async function serve(
  dist: string,
  { http1, index: indexFor }: { http1: boolean; index?: (html: string, path: string) => string },
): Promise<Served> {
  const assets = assetsOf(dist);
  const index = assets.get('/c/index.html');
  if (!index) throw new Error(`${dist} has no index.html`);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  let api: StandInApi = async () => null;
  let origin = '';
  const send = (response: ServerResponse, status: number, asset: Asset) => {
    response.writeHead(status, {
      'content-type': asset.type,
      'content-encoding': 'gzip',
      'content-length': asset.gzipped.length,
      'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(asset.gzipped);
  };
  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const path = new URL(incoming.url ?? '/', 'http://x').pathname;
    if (path === '/c' || path.startsWith('/c/')) {
      const asset = assets.get(path);
      if (asset) return send(response, 200, asset);
      if (path.startsWith('/c/assets/')) return response.writeHead(404).end();
      if (!indexFor) return send(response, 200, index);
      const html = Buffer.from(indexFor(indexHtml, path));
      return send(response, 200, { ...index, gzipped: gzipSync(html, { level: 9 }) });
    }
    const reply = await api(await toRequest(origin, incoming));
    if (!reply) return response.writeHead(404).end();
    const body = gzipSync(Buffer.from(await reply.arrayBuffer()));
    response.writeHead(reply.status, {
      'content-type': reply.headers.get('content-type') ?? 'application/json',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    response.end(body);
  };
  // HTTP/2's compatibility request and response have the methods `handle` uses, under the same names.
  const server = http1
    ? createServer(handle)
    : (createSecureServer(
        { ...selfSignedCertificate(), allowHTTP1: true },
        handle as unknown as (incoming: Http2ServerRequest, response: Http2ServerResponse) => void,
      ) as unknown as Server);
  const port = await listenInRange(server);
  origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;
  return {
    origin,
    setApi: (next) => {
      api = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
