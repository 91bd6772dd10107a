import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** compress-baselines.mjs's exit code when optipng is missing: it has said what to do, and the run's results stand. */
const NO_OPTIPNG = 2;

/** The baselines of both themes, for every browser and platform, whose files were written since a time. */
function writtenSince(screenshots: string, since: number): string[] {
  let platforms: string[];
  try {
    platforms = readdirSync(screenshots);
  } catch {
    return [];
  }
  return platforms.flatMap((platform) =>
    ['light', 'dark'].flatMap((theme) => {
      const dir = join(screenshots, platform, theme);
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return [];
      }
      return names
        .filter((name) => name.endsWith('.png'))
        .map((name) => join(dir, name))
        .filter((path) => statSync(path).mtimeMs >= since);
    }),
  );
}

/**
 * Global setup of a visual project: once its run ends, the baselines it wrote are settled by
 * scripts/compress-baselines.mjs, so nobody has to remember `npm run baselines:compress`. toMatchScreenshot writes a
 * baseline as Chromium encoded the screenshot (a new one, or in update mode one that no longer matches); settling
 * gives one that still looks as committed its committed file back, and encodes the rest from their pixels alone.
 * A run that writes no baselines (CI's, where a missing one goes to the attachments instead) does nothing.
 */
export default function settleBaselines(project: TestProject): (() => void) | undefined {
  if (project.serializedConfig.snapshotOptions.updateSnapshot === 'none') return;
  const root = project.config.root;
  const started = Date.now();
  return () => {
    const written = writtenSince(join(root, 'tests/visual/__screenshots__'), started);
    if (written.length === 0) return;
    const settled = spawnSync(process.execPath, ['scripts/compress-baselines.mjs', ...written], {
      cwd: root,
      stdio: 'inherit',
    });
    if (settled.status !== 0 && settled.status !== NO_OPTIPNG) {
      throw new Error(
        `scripts/compress-baselines.mjs failed (${settled.error?.message ?? `exit code ${settled.status}`}); ` +
          'the baselines this run wrote are left as Chromium encoded them',
      );
    }
  };
}
