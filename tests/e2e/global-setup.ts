import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..');
const APP = join(ROOT, 'apps', 'console');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
/** The console's Vite config, serving replies uncompressed (preview.config.ts says why). */
const PREVIEW_CONFIG = join(import.meta.dirname, 'preview.config.ts');
// E2E_PORT moves every server, so two checkouts on one machine can run their end-to-end tests side by side.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
const PRODUCTION_PORT = DEMO_PORT + 1;
/** Where production-server.e2e.test.ts starts nginx: over HTTPS with HTTP/2, and over plain HTTP. */
export const NGINX_PORTS = { https: DEMO_PORT + 2, http: DEMO_PORT + 3 };
/** The production build's API address: nothing answers there, so tests play the network with Playwright routes. */
export const PRODUCTION_API = 'https://api.example.test';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the built demo console is served, e.g. http://localhost:4173. */
    consoleOrigin: string;
    /** Where the production build is served; its API is PRODUCTION_API. */
    productionOrigin: string;
  }
}

/**
 * Builds the production console (checked for mock code) and the demo console (the end-to-end tests' target),
 * then serves the demo build with `vite preview` for the whole run.
 */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: the tests, and the
  // bundle budget that reads this build, must see what a customer downloads.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(VITE, ['build', '--logLevel', 'warn'], {
    cwd: APP,
    stdio: 'inherit',
    env: { ...env, VITE_API_BASE_URL: PRODUCTION_API },
  });
  execFileSync(VITE, ['build', '--mode', 'demo', '--logLevel', 'warn'], { cwd: APP, stdio: 'inherit', env });
  const demo = serve(['--mode', 'demo'], DEMO_PORT);
  const production = serve([], PRODUCTION_PORT);
  const servers = [demo, production];
  try {
    project.provide('consoleOrigin', await demo.ready);
    project.provide('productionOrigin', await production.ready);
  } catch (error) {
    for (const server of servers) server.stop();
    throw error;
  }
  return () => {
    for (const server of servers) server.stop();
  };
}

function serve(args: string[], port: number) {
  const child = spawn(
    VITE,
    ['preview', ...args, '--config', PREVIEW_CONFIG, '--port', String(port), '--strictPort'],
    {
      cwd: APP,
      stdio: 'ignore',
    },
  );
  const origin = `http://localhost:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/c/`)).ok) return origin;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${origin} within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return { ready, stop: () => child.kill() };
}
