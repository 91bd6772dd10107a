// `npm run serve:production`: the production build (apps/console/dist) served under /c/ by nginx with the
// configuration in deploy/nginx, in the foreground, as whoever starts it (README.md, "Serving the production build").
//
//   PORT                 where to listen (default 8080)
//   TLS_CERTIFICATE      with TLS_CERTIFICATE_KEY: the certificate chain and key files; the port then speaks
//   TLS_CERTIFICATE_KEY  HTTPS with HTTP/2
//   NGINX                the nginx binary (default /usr/sbin/nginx, Debian's, else nginx on the PATH)
//
// nginx reads no environment, so the parts that depend on it and on the build are written into a runtime directory
// of its own (its prefix, -p), which goes when nginx stops (SIGINT, SIGTERM).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { headerPolicy, NONCE_PLACEHOLDER } from '../apps/console/csp.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps', 'console', 'dist');
const CONFIG = join(ROOT, 'deploy', 'nginx');
/** nginx's variable of 32 random hexadecimal digits (128 bits) per request: the nonce of one response. */
const NONCE_VARIABLE = '$request_id';

function fail(message: string): never {
  console.error(`serve:production: ${message}`);
  process.exit(1);
}

const nginx = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Where this nginx keeps its mime.types and its dynamic modules, as it was built (`nginx -V`). */
function nginxPaths(): { mimeTypes: string; modules: string } {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  if (version.error)
    fail(`cannot run ${nginx} (${version.error.message}): apt-get install nginx, or set NGINX`);
  const option = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(version.stderr)?.[1];
  const prefix = option('prefix') ?? '/usr/local/nginx';
  const mimeTypes = join(dirname(option('conf-path') ?? join(prefix, 'conf', 'nginx.conf')), 'mime.types');
  if (!existsSync(mimeTypes)) fail(`${nginx} has no ${mimeTypes}`);
  return { mimeTypes, modules: option('modules-path') ?? join(prefix, 'modules') };
}

/**
 * The build's policy, from index.html's meta tag, as a response header: the placeholder nonce becomes the
 * response's own, and the directives only a header can carry are added.
 */
function policyHeader(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!meta) fail(`${DIST}/index.html has no Content-Security-Policy meta tag: is it a production build?`);
  const policy = meta.replaceAll('&#39;', "'");
  const placeholder = `'nonce-${NONCE_PLACEHOLDER}'`;
  if (!policy.includes(placeholder)) fail(`the policy in ${DIST}/index.html has no ${placeholder}`);
  // The header goes between double quotes in nginx's configuration, where these would end or change it.
  if (/["\\$&]/.test(policy)) fail(`the policy in ${DIST}/index.html has a character nginx would misread`);
  return headerPolicy(policy.replace(placeholder, `'nonce-${NONCE_VARIABLE}'`));
}

function listen(): { directives: string; scheme: string; port: number } {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT=${process.env.PORT} is not a port`);
  const certificate = process.env.TLS_CERTIFICATE;
  const key = process.env.TLS_CERTIFICATE_KEY;
  if (!certificate && !key) return { directives: `listen ${port};\n`, scheme: 'http', port };
  if (!certificate || !key) fail('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together');
  for (const file of [certificate, key]) {
    if (!existsSync(file)) fail(`${file} does not exist`);
    if (/["\\$]/.test(file)) fail(`${file}: nginx would misread this path`);
  }
  return {
    directives: `listen ${port} ssl http2;\nssl_certificate "${certificate}";\nssl_certificate_key "${key}";\n`,
    scheme: 'https',
    port,
  };
}

const indexFile = join(DIST, 'index.html');
if (!existsSync(indexFile)) fail(`${indexFile} does not exist: run npm run build first`);
const policy = policyHeader(readFileSync(indexFile, 'utf8'));
const { directives, scheme, port } = listen();
const paths = nginxPaths();
const brotli = join(paths.modules, 'ngx_http_brotli_filter_module.so');
const hasBrotli = existsSync(brotli);

const runtime = mkdtempSync(join(tmpdir(), 'console-nginx-'));
// Started as root, nginx serves from unprivileged workers (`nobody`), which have to reach www/ and temp/.
chmodSync(runtime, 0o755);
mkdirSync(join(runtime, 'temp'));
mkdirSync(join(runtime, 'www'));
symlinkSync(DIST, join(runtime, 'www', 'c'));
for (const file of ['nginx.conf', 'security-headers.conf'])
  copyFileSync(join(CONFIG, file), join(runtime, file));
copyFileSync(paths.mimeTypes, join(runtime, 'mime.types'));
writeFileSync(join(runtime, 'listen.conf'), directives);
writeFileSync(
  join(runtime, 'content-security-policy.conf'),
  [
    `sub_filter_once off;`,
    `sub_filter '${NONCE_PLACEHOLDER}' '${NONCE_VARIABLE}';`,
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n'),
);
if (hasBrotli) {
  writeFileSync(join(runtime, 'modules.conf'), `load_module ${brotli};\n`);
  copyFileSync(join(CONFIG, 'brotli.conf'), join(runtime, 'brotli.conf'));
} else {
  writeFileSync(join(runtime, 'modules.conf'), '');
  writeFileSync(join(runtime, 'brotli.conf'), `# No ${brotli}: gzip only.\n`);
}

// The access log, to our standard output: nginx writes into a named pipe in place of its file. nginx opens a log
// file by name, so `/dev/stdout` would fail where standard output is a socket (systemd's journal) or a file someone
// else owns.
const accessLog = join(runtime, 'access.log');
execFileSync('mkfifo', [accessLog]);
const log = createReadStream(accessLog);
let logOpen = false;
log.on('open', () => {
  logOpen = true;
});
log.pipe(process.stdout);

const server = spawn(
  nginx,
  ['-p', `${runtime}/`, '-c', join(runtime, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
console.log(
  `serve:production: ${DIST} at ${scheme}://localhost:${port}/c/ (${hasBrotli ? 'brotli and gzip' : 'gzip'})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('error', (error) => {
  rmSync(runtime, { recursive: true, force: true });
  fail(`cannot run ${nginx}: ${error.message}`);
});
server.on('exit', (code) => {
  rmSync(runtime, { recursive: true, force: true });
  process.exitCode = code ?? 1;
  // An nginx that stopped before opening its log leaves the read waiting for a writer; otherwise the log ends with
  // nginx, and its last lines are written out before this process ends.
  if (!logOpen) process.exit();
});
