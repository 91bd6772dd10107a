#!/usr/bin/env node
// Prints what each route of the production console downloads, gzip -9, and fails when a budget is exceeded:
// the initial JavaScript for /c/login at most 125 KB, and every lazily loaded route chunk at most 60 KB. What a
// route adds beyond the entry (its chunk plus the shared chunks it pulls in) is printed too, to watch.
// Sizes are deterministic for a given build, so this is a check, not a timing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'apps', 'console', 'dist');
const INITIAL_BUDGET_KB = 125;
const ROUTE_BUDGET_KB = 60;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file))
    gzipKb.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
const routeKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('/pages/'),
);

const rows = routeKeys.map((key) => {
  const added = new Set([...staticClosure(key)].filter((file) => !initial.has(file)));
  return {
    route: key.replace(/^.*\/pages\//, '').replace(/\.tsx$/, ''),
    chunk: sizeOf(manifest[key].file),
    added: total(added),
    files: added,
  };
});
rows.sort((a, b) => b.added - a.added);

const login = rows.find((row) => row.route === 'login');
const loginInitial = total(new Set([...initial, ...(login?.files ?? [])]));
const failures = [];
if (!login) failures.push('no chunk for the login page was found in the manifest');
if (loginInitial > INITIAL_BUDGET_KB)
  failures.push(`/c/login loads ${loginInitial.toFixed(1)} KB > ${INITIAL_BUDGET_KB} KB`);

console.log(`Bundle budget (production build, gzip -9)`);
console.log(`  entry (every page)        ${total(initial).toFixed(1).padStart(7)} KB`);
console.log(
  `  /c/login initial JS       ${loginInitial.toFixed(1).padStart(7)} KB   budget ${INITIAL_BUDGET_KB} KB`,
);
console.log(`  lazy routes (chunk, budget ${ROUTE_BUDGET_KB} KB / added beyond the entry)`);
for (const row of rows) {
  const flag = row.chunk > ROUTE_BUDGET_KB ? '  OVER' : '';
  console.log(
    `    ${row.route.padEnd(24)} ${row.chunk.toFixed(1).padStart(6)} KB / ${row.added.toFixed(1).padStart(6)} KB${flag}`,
  );
  if (row.chunk > ROUTE_BUDGET_KB)
    failures.push(`route chunk ${row.route} is ${row.chunk.toFixed(1)} KB > ${ROUTE_BUDGET_KB} KB`);
}
if (process.argv.includes('--files')) {
  console.log('  files loaded by every page:');
  for (const file of [...initial].sort((a, b) => sizeOf(b) - sizeOf(a)))
    console.log(`    ${sizeOf(file).toFixed(1).padStart(6)} KB ${file}`);
}
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle budget: within limits');
