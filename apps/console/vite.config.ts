import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CSRF_HEADER, DEFAULT_TIMEOUT_MS } from '@console/api/first-page';
import { BASENAME } from '@console/ui/paths';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { contentSecurityPolicyPlugin } from './csp.ts';
import { DASHBOARD_LAYERS, ENTRY_ROUTES, PUBLIC_ROUTES, RESERVED_FIRST_SEGMENTS } from './entry-routes.ts';
import { FIRST_PASS_ENV, firstPageChunkGroups } from './first-page-chunks.ts';
import { routePreloadsPlugin } from './route-preloads.ts';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * Source maps are for error reports, not for visitors: they are built `hidden` (no `sourceMappingURL` in the
 * shipped files), moved out of the served folder into `sourcemaps/<outDir>` for upload (README.md), and the build
 * fails if a map or a map reference is left in the served folder.
 */
function sourceMapsOutOfDist(outDir: string): Plugin {
  const root = import.meta.dirname;
  const served = join(root, outDir);
  const kept = join(root, 'sourcemaps', outDir);
  return {
    name: 'console:source-maps-out-of-dist',
    apply: 'build',
    buildStart() {
      rmSync(kept, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        mkdirSync(dirname(join(kept, file)), { recursive: true });
        renameSync(join(served, file), join(kept, file));
      }
    },
    closeBundle() {
      const leaks = filesUnder(served).filter(
        (file) =>
          file.endsWith('.map') ||
          (/\.(js|css)$/.test(file) && /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8'))),
      );
      if (leaks.length > 0)
        throw new Error(
          `source maps must not be served: ${leaks.map((file) => relative(root, file)).join(', ')}`,
        );
    },
  };
}

/** What the public pages draw with beyond React and the router, which the entry's file holds. */
const PUBLIC_PAGES =
  /packages\/ui\/src\/(layouts\/(auth-layout|product-mark)|primitives\/(banner|button|field|form-error-summary|input)|screens\/auth\/auth-form|patterns\/form-field-errors|lib\/(after-paint|cn|web-fonts))\.tsx?$|packages\/api\/src\/(constants|safe-redirect)\.ts$|node_modules\/(clsx|class-variance-authority|tailwind-merge|@radix-ui\/react-(slot|compose-refs))\//;

/** React, the router and Vite's preload helper, which every page runs on. */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router)\/|vite\/preload-helper/;

/**
 * The log-in page and its helpers: the page most people open first, about 2 KB, which comes with the entry rather
 * than as a file of its own.
 */
const LOGIN_PAGE =
  /packages\/ui\/src\/screens\/auth\/login-screen\.tsx$|apps\/console\/src\/pages\/(login|use-authenticated)\.tsx?$/;

/**
 * The console under /c. `vite --mode demo` (npm start) and `vite build --mode demo` run it against the in-browser
 * mock backend; a plain `vite build` is the production console, which carries no mock code: the demo bootstrap
 * sits behind `import.meta.env.MODE === 'demo'`, a constant the bundler folds away, and the service worker file
 * is only copied in demo mode.
 */
export default defineConfig(async ({ mode, command }): Promise<UserConfig> => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  // The build that firstPageChunkGroups makes first, in memory, to learn which modules each layer holds.
  const firstPass = process.env[FIRST_PASS_ENV] === '1';
  const firstPage =
    command === 'build' && !firstPass
      ? await firstPageChunkGroups({
          root: import.meta.dirname,
          configFile: join(import.meta.dirname, 'vite.config.ts'),
          mode,
          layers: DASHBOARD_LAYERS,
          publicPages: PUBLIC_ROUTES.flatMap((route) => route.modules),
        })
      : { entry: () => false, groups: [] };
  return {
    base: '/c/',
    plugins: [
      react(),
      tailwindcss(),
      ...(firstPass ? [] : [sourceMapsOutOfDist(outDir)]),
      routePreloadsPlugin({
        basename: BASENAME,
        routes: ENTRY_ROUTES,
        reservedFirstSegments: RESERVED_FIRST_SEGMENTS,
        ...(mode === 'demo'
          ? {}
          : {
              earlyReads: {
                apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
                csrfHeader: CSRF_HEADER,
                timeoutMs: DEFAULT_TIMEOUT_MS,
              },
            }),
      }),
      // Only the production build carries a policy: demo mode runs the mock backend's service worker without one
      // (docs/content-security-policy.md).
      ...(mode === 'demo'
        ? []
        : [
            contentSecurityPolicyPlugin({
              apiBaseUrl: env.VITE_API_BASE_URL,
              sentryDsn: env.VITE_SENTRY_DSN,
              resultHosts: env.VITE_RESULT_HOSTS,
            }),
          ]),
    ],
    publicDir: mode === 'demo' ? 'demo-public' : false,
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: 'hidden',
      // scripts/bundle-budget.mjs reads which chunks each route loads from here.
      manifest: true,
      rolldownOptions: {
        output: {
          // The entry carries every route's list of chunks to preload, some 220 file names, in the log-in page's
          // download. The chunks only ever loaded beside others (shared icons, helpers, libraries) are named by their
          // hash alone, which keeps that list 0.6 KB (gzip) smaller than with their module's name in front. What code
          // imports on its own (pages, the login call, a robot's rules) and the chunk groups keep their names: tests
          // watch or hold back a page's code by its name, and the budget script finds the groups by theirs. Seven
          // characters of hash are the fewest the bundler allows for this many files.
          chunkFileNames: (chunk) =>
            chunk.isDynamicEntry || firstPage.groups.some((group) => group.name === chunk.name)
              ? 'assets/[name]-[hash:7].js'
              : 'assets/[hash:7].js',
          codeSplitting: {
            // Few files on the entry routes (docs/first-paint.md): on a phone each file costs a connection of its
            // own, which shares the bandwidth with the others however little it carries.
            groups: [
              {
                // The entry with everything it runs and the public pages draw with, the log-in page included: one
                // file, as a bare React app's, which the page's markup asks for itself. The group holds the entry
                // module, so this is the entry's own file (`index`), not a second one beside it.
                name: 'index',
                test: (id: string) =>
                  FRAMEWORK.test(id) || firstPage.entry(id) || PUBLIC_PAGES.test(id) || LOGIN_PAGE.test(id),
              },
              // They need to know what the entry loads (firstPageChunkGroups), so the first pass leaves them out.
              ...(firstPass ? [] : firstPage.groups),
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
