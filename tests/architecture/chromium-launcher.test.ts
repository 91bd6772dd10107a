import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CHROMIUM_LAUNCHER, type ChromiumKind, chromiumArgs, chromiumBinary } from '../setup/chromium';

/** The command line chromium-launcher.sh starts, with `printf` standing in for Chromium. */
function startedWith(args: string[]): string[] {
  const printed = execFileSync(CHROMIUM_LAUNCHER, args, {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_BINARY: 'printf' },
  });
  return printed.split('\0').slice(0, -1);
}

describe('chromium-launcher.sh', () => {
  it("keeps the launching tool's feature lists beside ours: Chromium would keep only the last of each", () => {
    // printf's first argument is its format: one argument per NUL-ended line.
    const started = startedWith([
      '%s\\0',
      '--headless',
      '--disable-features=HttpsUpgrades,PaintHolding',
      '--enable-features=CDPScreenshotNewSurface',
      ...chromiumArgs,
      'about:blank',
    ]);
    expect(started.filter((arg) => arg.startsWith('--disable-features='))).toEqual([
      '--disable-features=HttpsUpgrades,PaintHolding,WebUIOmniboxPopup',
    ]);
    expect(started.filter((arg) => arg.startsWith('--enable-features='))).toEqual([
      '--enable-features=CDPScreenshotNewSurface',
    ]);
    expect(started).toEqual(expect.arrayContaining(['--headless', '--no-sandbox', 'about:blank']));
  });
});

describe('chromiumBinary', () => {
  /** The Chromium of a kind, under the given environment. */
  function binaryFor(kind: ChromiumKind, env: Record<string, string>): string {
    try {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      return chromiumBinary(kind);
    } finally {
      vi.unstubAllEnvs();
    }
  }
  // Two files that exist on every machine, standing in for the two Chromiums.
  const browser = process.execPath;
  const shell = fileURLToPath(import.meta.url);

  it('is the headless shell for the end-to-end tests, and the whole browser for the story pages', () => {
    const env = { CHROMIUM_PATH: browser, CHROMIUM_HEADLESS_SHELL_PATH: shell };
    expect(binaryFor('headless-shell', env)).toBe(shell);
    expect(binaryFor('browser', env)).toBe(browser);
  });

  it('falls back to the whole browser where the headless shell is not installed', () => {
    const env = { CHROMIUM_PATH: browser, CHROMIUM_HEADLESS_SHELL_PATH: '/nowhere/chromium-headless-shell' };
    expect(binaryFor('headless-shell', env)).toBe(browser);
  });
});
