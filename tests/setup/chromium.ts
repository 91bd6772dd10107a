import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

/** Launch flags that work as root in a container and keep Chromium off the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Headless Chromium 156 gives every new window a renderer of its own for the address bar's WebUI popup, which no
  // test opens: some 0.6 s of CPU for each browser context, of which the end-to-end tests make 163 a run.
  '--disable-features=WebUIOmniboxPopup',
];

/**
 * Which Chromium a test drives. `browser` is the whole browser a person runs, headless: the story pages, whose
 * baselines are its pixels (the shell's text antialiasing differs by a few pixels a picture). `headless-shell` is
 * Chromium's engine without the browser around it (no window, toolbar or address bar, whose WebUI renderer the
 * browser starts for every context): the end-to-end tests, which open 163 contexts a run, spend about 40% less CPU
 * on each there (2.2–2.4 CPU-s for a log-in and the dashboard against 1.4–1.8, measured on the CI machine kind).
 */
export type ChromiumKind = 'browser' | 'headless-shell';

/** chromium-launcher.sh, which starts the Chromium its environment names (see chromiumLaunchOptions). */
export const CHROMIUM_LAUNCHER = join(import.meta.dirname, 'chromium-launcher.sh');

/**
 * The Chromium of a kind this machine has: CHROMIUM_PATH, else the system package's /usr/bin/chromium, else
 * Playwright's own download (a laptop with `npx playwright install chromium`). For the headless shell:
 * CHROMIUM_HEADLESS_SHELL_PATH, else Debian's /usr/bin/chromium-headless-shell, else the browser above, which runs
 * the same tests, only slower.
 */
export function chromiumBinary(kind: ChromiumKind = 'browser'): string {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  if (kind === 'headless-shell' && existsSync(shell)) return shell;
  const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(system) ? system : chromium.executablePath();
}

/**
 * How to start Chromium of a kind: chromium-launcher.sh, which merges the feature lists of chromiumArgs (and
 * `args`) with the launching tool's own (Chromium keeps only the last), then starts the binary named in the
 * browser's own environment, so that one process can start both kinds (the ui and story projects share a Vitest).
 */
export function chromiumLaunchOptions(kind: ChromiumKind = 'browser', args: string[] = []) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  env.CHROMIUM_BINARY = chromiumBinary(kind);
  return { executablePath: CHROMIUM_LAUNCHER, args: [...chromiumArgs, ...args], env };
}
