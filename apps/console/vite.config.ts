import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console under /c. `vite --mode demo` (npm start) and `vite build --mode demo` run it against the in-browser
 * mock backend; a plain `vite build` is the production console, which carries no mock code: the demo bootstrap
 * sits behind `import.meta.env.MODE === 'demo'`, a constant the bundler folds away, and the service worker file
 * is only copied in demo mode.
 */
export default defineConfig(({ mode }) => ({
  base: '/c/',
  plugins: [react(), tailwindcss()],
  publicDir: mode === 'demo' ? 'demo-public' : false,
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
              test: /packages\/ui\/src\/(layouts\/(auth-layout|product-mark)|primitives\/(banner|button|field|form-error-summary|input)|screens\/auth\/auth-form|lib\/cn)\.tsx?$|node_modules\/(clsx|class-variance-authority|tailwind-merge|@radix-ui\/react-(slot|compose-refs))\//,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
