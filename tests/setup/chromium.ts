import { existsSync } from 'node:fs';

/** Launch flags that work as root in a container and keep Chromium off the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The Chromium to drive: CHROMIUM_PATH, else the system package's /usr/bin/chromium. Undefined lets
 * Playwright use its own download (a laptop with `npx playwright install`), so one config fits both.
 */
export function chromiumExecutablePath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}
