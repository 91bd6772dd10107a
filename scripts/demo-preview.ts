// The demo build served by `vite preview`, for the benchmark scripts: they measure the console a person opens.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Starts `vite preview --mode demo` on `port`; `ready` resolves once it answers, `stop` ends it. */
export function startDemoPreview(port: number) {
  const origin = `http://localhost:${port}`;
  const server = spawn(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--mode', 'demo', '--port', String(port), '--strictPort'],
    { cwd: join(ROOT, 'apps', 'console'), stdio: 'ignore' },
  );
  async function ready(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/c/`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { origin, ready, stop: () => server.kill() };
}
