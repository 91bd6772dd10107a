import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'storybook-static-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [`./${relative(ROOT, path)}`] : [];
  });
}

// Designers open the static Storybook; it must build, with every story file in it and the mock service worker
// that its connected screens need.
it('builds the static Storybook with every story file and the mock service worker', {
  timeout: 180_000,
}, () => {
  const build = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--output-dir', out, '--quiet'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  );
  expect(build.status, build.stderr).toBe(0);
  expect(existsSync(join(out, 'iframe.html'))).toBe(true);
  expect(existsSync(join(out, 'mockServiceWorker.js'))).toBe(true);

  const index: { entries: Record<string, { type: string; importPath: string }> } = JSON.parse(
    readFileSync(join(out, 'index.json'), 'utf8'),
  );
  const indexed = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.importPath),
  );
  expect(storyFiles(join(ROOT, 'stories')).filter((file) => !indexed.has(file))).toEqual([]);
  // The introduction designers land on is a docs page of its own.
  expect(index.entries['introduction--docs']).toMatchObject({
    type: 'docs',
    importPath: './stories/introduction.mdx',
  });
});
