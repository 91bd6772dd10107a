import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicyPlugin } from './csp.ts';

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

/**
 * The console under /c. `vite --mode demo` (npm start) and `vite build --mode demo` run it against the in-browser
 * mock backend; a plain `vite build` is the production console, which carries no mock code: the demo bootstrap
 * sits behind `import.meta.env.MODE === 'demo'`, a constant the bundler folds away, and the service worker file
 * is only copied in demo mode.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    base: '/c/',
    plugins: [
      react(),
      tailwindcss(),
      sourceMapsOutOfDist(outDir),
      // Only the production build carries a policy: demo mode runs the mock backend's service worker without one
      // (docs/content-security-policy.md).
      ...(mode === 'demo'
        ? []
        : [
            contentSecurityPolicyPlugin({
              apiBaseUrl: env.VITE_API_BASE_URL,
              sentryDsn: env.VITE_SENTRY_DSN,
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
          advancedChunks: {
            // What the public pages (log in above all) load beyond the entry, as one file instead of a dozen
            // tiny ones: each file costs its own gzip header and dictionary, about 5 KB over the login page.
            groups: [
              {
                // React and the router are on every page: one file, not the three the shared-module split makes.
                name: 'framework',
                test: /node_modules\/(react|react-dom|scheduler|react-router)\//,
              },
              {
                name: 'public-pages',
                test: /packages\/ui\/src\/(layouts\/(auth-layout|product-mark)|primitives\/(banner|button|field|form-error-summary|input)|screens\/auth\/auth-form|patterns\/form-field-errors|lib\/cn)\.tsx?$|node_modules\/(clsx|class-variance-authority|tailwind-merge|@radix-ui\/react-(slot|compose-refs))\//,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
