#!/usr/bin/env node
// Recompresses the visual baselines losslessly (optipng: same pixels, smaller file), so the PNGs committed to git
// stay small as screens are added. By default only the baselines git sees as new or changed; `--all` for every one.
// optipng comes from Debian (`apt-get install optipng`); the comparison decodes pixels, so a recompressed
// baseline still matches its screenshot exactly.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const BASELINES = 'tests/visual/__screenshots__';

if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status !== 0) {
  console.error('compress-baselines: optipng is missing; install it with `apt-get install optipng`.');
  process.exit(1);
}

const all = process.argv.includes('--all');
const listed = all
  ? execFileSync('git', ['ls-files', '--', BASELINES], { cwd: ROOT, encoding: 'utf8' })
  : execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', BASELINES], {
      cwd: ROOT,
      encoding: 'utf8',
    });
const files = listed
  .split('\n')
  .map((line) => (all ? line : line.slice(3)).trim())
  .filter((path) => path.endsWith('.png') && existsSync(join(ROOT, path)));

if (files.length === 0) {
  console.log('compress-baselines: no new or changed baselines');
  process.exit(0);
}
const sizeOf = (paths) => paths.reduce((sum, path) => sum + statSync(join(ROOT, path)).size, 0);
const before = sizeOf(files);
// One optipng per batch of files keeps the process count low; -o2 is its default effort, -strip drops metadata.
for (let start = 0; start < files.length; start += 50) {
  execFileSync('optipng', ['-quiet', '-o2', '-strip', 'all', ...files.slice(start, start + 50)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
const after = sizeOf(files);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(`compress-baselines: ${files.length} baselines, ${mb(before)} MB → ${mb(after)} MB`);
