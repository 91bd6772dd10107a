#!/usr/bin/env node
// Settles the visual baselines a run wrote, so that a baseline's file changes only when its pixels do. Vitest writes a
// baseline (the PNG as Chromium encoded the screenshot) when there is none, and in update mode when the screenshot no
// longer passes against the file on disk; it leaves one that passes alone. Then:
// - one that passes the tests' comparison (tests/visual/screenshot-comparison.ts) against its committed version, as
//   after a story changed and changed back, gets the committed file back: the same picture in a new encoding would
//   be one more file in git's history;
// - one that is new or really changed is encoded from its pixels alone (decoded, written as plain 8-bit RGBA, then
//   optipng with fixed options): optipng keeps an input's palette order and leaves an input it cannot shrink as it
//   is, so compressing what was written would make the bytes depend on how they were encoded, not only on what they
//   show.
// The visual projects run this after every run that may write baselines (tests/visual/settle-baselines.ts). By hand,
// `npm run baselines:compress` settles the baselines git sees as new or changed, `-- <files>` those files, and
// `-- --all` every baseline. optipng comes from Debian (`apt-get install optipng`); one version of it gives the same
// bytes for the same pixels.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { screenshotComparison } from '../tests/visual/screenshot-comparison.ts';

const ROOT = join(import.meta.dirname, '..');
const BASELINES = 'tests/visual/__screenshots__';
/** The exit code when optipng is missing, which the visual projects' teardown reports without failing the run. */
const NO_OPTIPNG = 2;
// -force writes optipng's own encoding even when the input is smaller, -i0 drops interlacing whatever the input had,
// -strip all drops metadata; -o2 is its default effort.
const OPTIPNG = ['-quiet', '-force', '-o2', '-i0', '-strip', 'all'];

// The decoder and comparator toMatchScreenshot itself uses, at the versions it uses, so that "looks the same" here
// is what passes there.
const fromVitest = createRequire(import.meta.resolve('@vitest/browser/package.json'));
const { PNG } = fromVitest('pngjs');
const { diff } = fromVitest('@blazediff/core');

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });

/** The baselines to settle, relative to the repository: those named, every one, or those git sees as new or changed. */
function baselinesToSettle(args, all) {
  if (args.length > 0) {
    return args
      .map((path) => relative(ROOT, isAbsolute(path) ? path : join(process.cwd(), path)))
      .filter((path) => existsSync(join(ROOT, path)));
  }
  const listed = all
    ? git('ls-files', '--', BASELINES)
        .toString()
        .split('\n')
        .map((line) => line.trim())
    : git('status', '--porcelain', '--untracked-files=all', '--', BASELINES)
        .toString()
        .split('\n')
        // A renamed file is listed as "old -> new".
        .map((line) => line.slice(3).split(' -> ').at(-1).trim());
  return listed.filter((path) => path.endsWith('.png') && existsSync(join(ROOT, path)));
}

/** The committed bytes of a baseline, or null for one that is new. */
function committed(path) {
  try {
    return git('cat-file', 'blob', `HEAD:${path}`);
  } catch {
    return null;
  }
}

if (screenshotComparison.comparatorName !== 'pixelmatch') {
  throw new Error(
    `compress-baselines compares as Vitest's pixelmatch does, not ${screenshotComparison.comparatorName}`,
  );
}

/** Whether two decoded screenshots pass toMatchScreenshot's pixelmatch comparison with the tests' options. */
function looksTheSame(a, b) {
  if (a.width !== b.width || a.height !== b.height) return false;
  // Vitest's defaults under the tests' options, and its rule for the number of pixels that may differ.
  const options = { threshold: 0.1, includeAA: false, ...screenshotComparison.comparatorOptions };
  const mismatched = diff(a.data, b.data, undefined, a.width, a.height, options);
  const area = a.width * a.height;
  const allowed = Math.min(
    options.allowedMismatchedPixels ?? Number.POSITIVE_INFINITY,
    (options.allowedMismatchedPixelRatio ?? Number.POSITIVE_INFINITY) * area,
  );
  return mismatched <= (allowed === Number.POSITIVE_INFINITY ? 0 : allowed);
}

/** Runs optipng over files, a batch per process, as many processes at once as the machine has cores. */
async function optipng(files) {
  const run = promisify(execFile);
  const batches = [];
  for (let start = 0; start < files.length; start += 20) batches.push(files.slice(start, start + 20));
  const next = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift())
      await run('optipng', [...OPTIPNG, ...batch]);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, next));
}

const args = process.argv.slice(2);
const all = args.includes('--all');
const paths = baselinesToSettle(
  args.filter((arg) => arg !== '--all'),
  all,
);

const restored = [];
const toEncode = [];
for (const path of paths) {
  const current = readFileSync(join(ROOT, path));
  const before = committed(path);
  if (before?.equals(current)) {
    if (all) toEncode.push({ path, current });
  } else if (before && looksTheSame(PNG.sync.read(before), PNG.sync.read(current))) {
    writeFileSync(join(ROOT, path), before);
    restored.push(path);
  } else {
    toEncode.push({ path, current });
  }
}
if (restored.length > 0) {
  console.log(
    `compress-baselines: ${restored.length} kept as committed (they look the same to the visual tests)`,
  );
}
if (toEncode.length === 0) {
  if (restored.length === 0) console.log('compress-baselines: no new or changed baselines');
  process.exit(0);
}

if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    `compress-baselines: optipng is missing, so ${toEncode.length} new or changed baselines are left as written: ` +
      'larger, and with bytes that depend on how they were encoded, not only on their pixels. Install it ' +
      '(`apt-get install optipng`) and run `npm run baselines:compress` before committing them.',
  );
  process.exit(NO_OPTIPNG);
}

const work = mkdtempSync(join(tmpdir(), 'baselines-'));
try {
  const encoded = toEncode.map(({ current }, index) => {
    const file = join(work, `${index}.png`);
    writeFileSync(file, PNG.sync.write(PNG.sync.read(current)));
    return file;
  });
  await optipng(encoded);
  let before = 0;
  let after = 0;
  let rewritten = 0;
  toEncode.forEach(({ path, current }, index) => {
    const result = readFileSync(encoded[index]);
    before += current.length;
    after += result.length;
    if (result.equals(current)) return;
    writeFileSync(join(ROOT, path), result);
    rewritten += 1;
  });
  const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  console.log(
    `compress-baselines: ${toEncode.length} baselines encoded from their pixels, ` +
      `${kb(before)} → ${kb(after)} (${rewritten} files rewritten)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
