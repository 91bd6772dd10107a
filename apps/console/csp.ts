import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** What the policy depends on: the build's environment and the nonce of the styles libraries inject. */
export interface PolicyOptions {
  /** VITE_API_BASE_URL: the API's origin is the one other address the console calls. */
  apiBaseUrl?: string | undefined;
  /** VITE_SENTRY_DSN: reports go to the DSN's host. */
  sentryDsn?: string | undefined;
  /** VITE_RESULT_HOSTS: where assemblies' result files live besides the service's own temporary hosts. */
  resultHosts?: string | undefined;
  nonce: string;
  /** The hashes (`sha256-…`) of index.html's inline scripts: the route preloads (route-preloads.ts). */
  scriptHashes?: readonly string[] | undefined;
}

/** The name of the `<meta>` that hands the style nonce to the code that injects `<style>` elements. */
export const NONCE_META = 'csp-nonce';

/**
 * The nonce the build writes into index.html, for the server to replace with a fresh random one in every response
 * (scripts/serve-production.ts). It is a valid nonce as it stands, so a server that does not replace it (`vite
 * preview`, a static host) still serves a working console, with a nonce everyone knows.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * What only a response header can carry: Chromium ignores `frame-ancestors` in a `<meta>` policy and logs a console
 * error for it, which error reporting would then send.
 */
export const headerPolicy = (metaPolicy: string) => `${metaPolicy}; frame-ancestors 'none'`;

const originOf = (address: string | undefined) => (address ? new URL(address).origin : undefined);

/**
 * The service keeps an assembly's results on its temporary hosts (`https://tmp-<region>.transloadit.net/…`) for
 * a day; the assembly page previews them from there.
 */
export const SERVICE_RESULT_HOSTS = 'https://*.transloadit.net';

/**
 * The sources the assembly page's result previews may load from: the service's hosts, plus the space-separated
 * https sources of VITE_RESULT_HOSTS (a workspace's own storage, e.g. `https://media.example.com`). Anything that
 * is not an https source is refused here rather than widening the policy by accident.
 */
export function resultSources(extra: string | undefined): string[] {
  const hosts = (extra ?? '').split(/\s+/).filter(Boolean);
  for (const host of hosts) {
    if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host))
      throw new Error(`VITE_RESULT_HOSTS: ${host} is not an https origin such as https://media.example.com`);
  }
  return [...new Set([SERVICE_RESULT_HOSTS, ...hosts])];
}

/**
 * The console's Content Security Policy as index.html's `<meta>` carries it (docs/content-security-policy.md explains
 * each directive); a response header adds `headerPolicy`'s.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const results = resultSources(options.resultHosts);
  // A text or JSON result is read with fetch, so its hosts are connect sources too.
  const connect = ["'self'", originOf(options.apiBaseUrl), originOf(options.sentryDsn), ...results];
  const directives: [string, ...(string | undefined)[]][] = [
    ['default-src', "'self'"],
    // Script files from the console's origin; inline, only the scripts whose hashes the build wrote here.
    ['script-src', "'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    // Stylesheets are files; the nonce is for the <style> elements Radix's scroll lock and CodeMirror inject.
    ['style-src', "'self'", `'nonce-${options.nonce}'`],
    // The favicon is an SVG data address; image results are previewed from where the service keeps them.
    ['img-src', "'self'", 'data:', ...results],
    // Video and audio results play from the same hosts, and only when someone presses play.
    ['media-src', ...results],
    ['font-src', "'self'"],
    ['connect-src', ...new Set(connect)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.filter(Boolean).join(' ')).join('; ');
}

/** The `sha256-…` hash of every inline script in `html`, as a policy names what it allows. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
  );
}

/**
 * Writes the policy into index.html as a `<meta http-equiv>`, with the nonce in a `<meta name="csp-nonce">` for
 * the code that injects styles. The nonce is `NONCE_PLACEHOLDER`, which the production server replaces in every
 * response (docs/content-security-policy.md).
 */
export function contentSecurityPolicyPlugin(env: Omit<PolicyOptions, 'nonce'>): Plugin {
  return {
    name: 'console:content-security-policy',
    apply: 'build',
    // After the plugins that write inline scripts into index.html, whose hashes the policy lists.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy({
              ...env,
              nonce: NONCE_PLACEHOLDER,
              scriptHashes: inlineScriptHashes(html),
            }),
          },
          injectTo: 'head-prepend',
        },
        { tag: 'meta', attrs: { name: NONCE_META, content: NONCE_PLACEHOLDER }, injectTo: 'head' },
      ],
    },
  };
}
