import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A route people open first, and the lazily loaded modules (paths from the app's root) it renders with. */
export interface EntryRoute {
  /** The route's pattern under the basename, as written in packages/ui/src/lib/paths.ts (`/login`, `/:workspace`). */
  pattern: string;
  modules: string[];
  /**
   * The reads its page needs at once, from the pattern's parameters: its shell's and those the route registry's
   * first-paint fields name (entry-routes.ts).
   */
  reads?: (params: Record<string, string>) => string[];
}

/** How the first page's reads are sent from index.html: as the request helper sends a read (packages/api client.ts). */
export interface EarlyReadOptions {
  /** The web API's base address (VITE_API_BASE_URL); empty for the page's own origin. */
  apiBaseUrl: string;
  csrfHeader: string;
  timeoutMs: number;
}

export interface RoutePreloadOptions {
  /** The router's basename, e.g. `/c`. */
  basename: string;
  /** First tried first: the first pattern that matches the address decides. */
  routes: EntryRoute[];
  /** First path segments that are routes of their own, so a parameter in the first place never matches them. */
  reservedFirstSegments: readonly string[];
  /**
   * Where set, the script also sends the matched route's reads. The demo leaves it out: its mock backend is a
   * service worker that starts with the entry, and a read sent before would reach no backend; the script then
   * leaves their paths in FIRST_READS_GLOBAL, for the entry to send once the backend is there.
   */
  earlyReads?: EarlyReadOptions;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern as a regular expression over `location.pathname` (which the browser keeps percent-encoded), each
 * parameter a capturing group in the pattern's order.
 */
export function patternSource(basename: string, pattern: string, reserved: readonly string[]): string {
  const segments = pattern.split('/').filter(Boolean);
  const parts = segments.map((segment, i) => {
    if (!segment.startsWith(':')) return escapeRegExp(segment);
    const excluded =
      i === 0 && reserved.length > 0 ? `(?!(?:${reserved.map(escapeRegExp).join('|')})(?:/|$))` : '';
    return `${excluded}([^/]+)`;
  });
  return `^${escapeRegExp(basename)}${parts.map((part) => `/${part}`).join('')}/?$`;
}

/**
 * Stands for the pattern's n-th parameter in a read's path written into the script: letters, digits and
 * underscores only, which the call modules' encoding leaves as they are.
 */
const paramMark = (n: number) => `__param${n}__`;

/** The route's reads as paths with a mark for each parameter, which the script replaces with the address's own. */
export function readTemplates(route: Pick<EntryRoute, 'pattern' | 'reads'>): string[] {
  const names = route.pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  return route.reads?.(Object.fromEntries(names.map((name, i) => [name, paramMark(i + 1)]))) ?? [];
}

/** The global the script leaves the reads it sent in, by path, for the entry to hand to the request helper. */
export const EARLY_READS_GLOBAL = '__consoleEarlyReads';
/** Without `earlyReads`, the global the script leaves the paths of the route's reads in, for the entry to send. */
export const FIRST_READS_GLOBAL = '__consoleFirstReads';

/** The JS files `file` needs before it runs: itself and its static imports, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The script written into index.html: it runs while the document is parsed, before the entry module, and asks for
 * the chunks of the route being opened with `<link rel="modulepreload">`, so they download together with the entry
 * instead of after it has started the router. Inline, so it costs no request of its own; the policy allows it by
 * its hash (csp.ts).
 *
 * With `reads`, it also sends the route's reads, exactly as the request helper sends a read (packages/api
 * client.ts), and leaves them in EARLY_READS_GLOBAL by path: so they travel while all the code downloads, and the
 * entry, which finds the route already matched, need not match the address against the whole route table.
 * Without, it leaves their paths in FIRST_READS_GLOBAL. Each parameter is decoded and encoded again as the call
 * modules encode it, so the path is the one the page asks for. A script error (an address that cannot be decoded)
 * leaves both unset, and the page then asks for its reads as it renders.
 */
export function routePreloadScript(
  routes: [source: string, files: string[], reads?: string[]][],
  reads?: EarlyReadOptions,
): string {
  const files = [...new Set(routes.flatMap(([, list]) => list))];
  const table = routes.map(([source, list, paths = []]) => [
    source,
    list.map((file) => files.indexOf(file)),
    paths,
  ]);
  const send = reads
    ? `var h={Accept:'application/json'};h[${JSON.stringify(reads.csrfHeader)}]='';var s={};` +
      `u.forEach(function(v){s[v]=fetch(${JSON.stringify(reads.apiBaseUrl)}+v,{headers:h,credentials:'include',` +
      `mode:'cors',signal:AbortSignal.timeout(${reads.timeoutMs})})});window.${EARLY_READS_GLOBAL}=s`
    : `window.${FIRST_READS_GLOBAL}=u`;
  const reading =
    'try{var u=r[i][2].map(function(t){return t.replace(/__param(\\d+)__/g,function(x,k){' +
    `return encodeURIComponent(decodeURIComponent(m[k]))})});${send}}catch(e){}`;
  return (
    `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;` +
    'for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]).exec(p);if(m){r[i][1].forEach(function(n){' +
    "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[n];" +
    `document.head.appendChild(l)});${reading}break}}})()`
  );
}

/**
 * Writes routePreloadScript for `routes` into the production index.html. Each route's list is known from the
 * bundle: the static closure of its modules' chunks, less what index.html already loads. The build fails when a
 * listed module is in no chunk, so the list cannot silently go stale.
 */
export function routePreloadsPlugin(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'console:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        const table = options.routes.map((route): [string, string[], string[]] => {
          const { pattern, modules } = route;
          const files = new Set<string>();
          for (const module of modules) {
            const id = join(root, module);
            // A module may share a chunk with others (a vite.config.ts group) rather than be one's face.
            const chunk = chunks.find((item) => item.facadeModuleId === id || item.moduleIds.includes(id));
            if (!chunk)
              throw new Error(`route-preloads: ${module} (route ${pattern}) is in no chunk of the build`);
            for (const file of staticClosure(bundle, chunk.fileName)) if (!loaded.has(file)) files.add(file);
          }
          return [
            patternSource(options.basename, pattern, options.reservedFirstSegments),
            [...files].map((file) => `${base}${file}`),
            readTemplates(route),
          ];
        });
        // After the entry and its preloads, so the browser asks for them first (elsewhere than an entry route the
        // entry starts the first page's reads: the sooner it runs, the sooner they go out); before the stylesheet,
        // since a script after one waits for it to load before it runs.
        const script = `<script>${routePreloadScript(table, options.earlyReads)}</script>\n    `;
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return at === -1 ? html : `${html.slice(0, at)}${script}${html.slice(at)}`;
      },
    },
  };
}
