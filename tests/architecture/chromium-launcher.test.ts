import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../setup/chromium';

/** The command line chromium-launcher.sh starts, with `printf` standing in for Chromium. */
function startedWith(args: string[]): string[] {
  const launcher = chromiumExecutablePath();
  const printed = execFileSync(launcher, args, {
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
