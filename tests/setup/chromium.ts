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
 * What to start as Chromium: chromium-launcher.sh, which merges the feature lists of chromiumArgs with the
 * launching tool's own (Chromium keeps only the last), then starts CHROMIUM_PATH, else the system package's
 * /usr/bin/chromium, else Playwright's own download (a laptop with `npx playwright install chromium`).
 */
export function chromiumExecutablePath(): string {
  const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  process.env.CHROMIUM_BINARY = existsSync(system) ? system : chromium.executablePath();
  return join(import.meta.dirname, 'chromium-launcher.sh');
}
