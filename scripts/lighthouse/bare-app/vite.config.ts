import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The baseline of `npm run lighthouse`: the console's Vite, plugins and base, and nothing of the console. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/c/',
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
});
