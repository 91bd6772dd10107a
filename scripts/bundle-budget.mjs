#!/usr/bin/env node
// Prints what each route of the production console downloads, gzip -9, and fails when a budget is exceeded.
// Sizes are deterministic for a given build, so this is a check, not a timing. `npm test` runs it
// (tests/e2e/bundle-budget.e2e.test.ts, on the build the e2e setup makes); `npm run budget` builds and runs it.
//
// What is measured, in the order a person meets it:
// - /c/login: the entry and everything it imports statically, plus the login page's own closure if it has one (the
//   build puts the page in the entry's file): at most 125 KB;
//   with the web font it draws its text with (LOGIN_FONTS), at most 135 KB. The 125 KB was set for the JS before the
//   console had a typeface of its own; the font adds 11.6 KB, swaps in without holding first paint back, and the
//   JS it would have to displace is the framework itself (react-dom and the data router are 97 KB of it).
// - the session layer every login-protected page sits under (SWR, the session guard): beyond the entry, at most
//   60 KB.
// - an area's shell (workspace, account, admin): the guard route's lazy closure beyond the entry and the session
//   layer, with the menus, sheet and tooltips every shell loads once its first page has settled: at most 60 KB.
// - a page: its lazy closure beyond the entry, the session layer and its area's shell, i.e. what following a link
//   inside the area downloads: at most 60 KB. Chunks a page loads later by dynamic import (the template editor's CodeMirror) are
//   not part of it, and CodeMirror must never be part of any static closure.
// - error reporting: what packages/api/src/reporting.ts loads by dynamic import when a Sentry DSN is configured,
//   beyond what every page loads: at most 40 KB. It too must never be part of a static closure.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// TypeScript, which the Node that npm scripts run (the project's, docs/toolchain.md) loads with its types stripped.
import { moduleName, pageFile } from '../apps/console/page-files.ts';
import { entryOf, PAGE_IDS } from '../packages/ui/src/lib/page-registry/index.ts';

const DIST = join(import.meta.dirname, '..', 'apps', 'console', 'dist');
// The build moves its (hidden) source maps here, out of what is served; the CodeMirror check reads their sources.
const SOURCE_MAPS = join(import.meta.dirname, '..', 'apps', 'console', 'sourcemaps', 'dist');
const LOGIN_BUDGET_KB = 125;
const LOGIN_TOTAL_BUDGET_KB = 135;
/**
 * The font files the log-in page downloads: its text is printable ASCII, which geist-basic covers alone (the
 * unicode ranges of packages/ui/src/styles/fonts.css); Geist Mono and the rest of Latin-1 load only on pages that
 * show them. tests/e2e/first-paint.e2e.test.ts checks that the page asks for exactly these.
 */
const LOGIN_FONTS = ['geist-basic'];
const ROUTE_BUDGET_KB = 60;
const REPORTING_BUDGET_KB = 40;
/** The template editor's own lazy chunks (CodeMirror, completion, docs) beyond what its page loaded. */
const EDITOR_BUDGET_KB = 115;
/** Each robot's generated rules: a chunk of its own, loaded when a template names the robot. */
const ROBOT_RULES = 'packages/api/src/robots/generated/rules/';
/** The module reporting.ts imports dynamically: the Sentry SDK pieces error reporting uses. */
const REPORTING_SDK = 'packages/api/src/reporting-sdk.ts';

/** The lazy route every login-protected page sits under. */
const SESSION_LAYER = 'guards/protected.tsx';
/** The guard route that loads each area's shell, by area. */
const SHELLS = {
  workspace: 'guards/workspace-route.tsx',
  account: 'guards/account-route.tsx',
  admin: 'guards/admin-route.tsx',
};
/** What every shell loads after its first page: its menus, navigation sheet and tooltips. */
const SHELL_POPUPS = 'packages/ui/src/layouts/shell-popups.tsx';
/**
 * Each page's area, by its module's name: its shell in the route registry (each shell is a budget group); public
 * pages load straight after the entry. A page module the registry does not list fails the check.
 */
const PAGE_AREAS = Object.fromEntries(
  PAGE_IDS.map((id) => {
    const { shell } = entryOf(id);
    return [moduleName(pageFile(id)), shell === 'public' ? null : shell];
  }),
);

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file))
    gzipKb.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
/** A chunk group of vite.config.ts named after its module (`_protected-….js`), as manifests list groups. */
const groupKey = (name) =>
  Object.keys(manifest).find((key) => new RegExp(`^_${name}-[\\w-]{7}\\.js$`).test(key));
/** The chunk of a module: its own, or the group vite.config.ts puts it in under its name (the first page's layers). */
const keyEndingWith = (suffix) =>
  Object.keys(manifest).find((key) => key.endsWith(suffix)) ??
  groupKey(suffix.replace(/^.*\//, '').replace(/\.tsx?$/, ''));
const without = (files, ...loaded) => new Set([...files].filter((f) => !loaded.some((set) => set.has(f))));

const failures = [];
const entry = staticClosure(Object.keys(manifest).find((key) => manifest[key].isEntry));
const sessionKey = keyEndingWith(SESSION_LAYER);
if (!sessionKey) failures.push(`no chunk for ${SESSION_LAYER} in the manifest`);
const session = sessionKey ? staticClosure(sessionKey) : new Set();

// Every shell loads its menus, sheet and tooltips once its first page has settled (layouts/shell-controls.tsx), so
// a link followed inside an area finds them loaded: they count with the shell, not with the page that follows.
const popupsKey = keyEndingWith(SHELL_POPUPS);
if (!popupsKey) failures.push(`no chunk for ${SHELL_POPUPS} in the manifest`);
const popups = popupsKey ? staticClosure(popupsKey) : new Set();
const shells = Object.fromEntries(
  Object.entries(SHELLS).map(([area, suffix]) => {
    const key = keyEndingWith(suffix);
    if (!key) failures.push(`no chunk for ${suffix} in the manifest`);
    return [area, key ? new Set([...staticClosure(key), ...popups]) : new Set()];
  }),
);

// A page vite.config.ts puts in a chunk group of its own name (the log-in page, with its helpers) is listed under
// the group's chunk, `_login-….js`, rather than under its source.
const sourcePageKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('/pages/'),
);
const groupedPageKeys = Object.keys(PAGE_AREAS)
  .filter((name) => !sourcePageKeys.some((key) => key.endsWith(`/pages/${name}.tsx`)))
  .map(groupKey)
  .filter(Boolean);
const pageKeys = [...sourcePageKeys, ...groupedPageKeys];
const pages = pageKeys.map((key) => {
  const name = key
    .replace(/^.*\/pages\//, '')
    .replace(/\.tsx?$/, '')
    .replace(/^_(.*)-[\w-]{7}\.js$/, '$1');
  if (!(name in PAGE_AREAS))
    failures.push(`page ${name} is no page of the route registry (packages/ui/src/lib/page-registry/)`);
  const area = PAGE_AREAS[name] ?? null;
  const closure = staticClosure(key);
  const added = without(closure, entry, area ? shells[area] : new Set());
  return {
    name,
    area,
    closure,
    added: total(added),
    cold: total(new Set([...entry, ...(area ? shells[area] : []), ...closure])),
  };
});
pages.sort((a, b) => b.added - a.added);

// vite.config.ts puts the log-in page in the entry's own file, which the manifest lists under index.html only; the
// entry's source map then names the page's module (relative to the map: `../../src/pages/login.tsx`).
const LOGIN_PAGE_MODULE = '/src/pages/login.tsx';
const login = pages.find((page) => page.name === 'login');
const entryModules = [...entry].flatMap((file) => {
  const map = join(SOURCE_MAPS, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [];
});
if (!login && !entryModules.some((source) => source.endsWith(LOGIN_PAGE_MODULE)))
  failures.push('the login page is neither in a chunk of its own nor in the entry');
const loginKb = total(new Set([...entry, ...(login?.closure ?? [])]));
if (loginKb > LOGIN_BUDGET_KB)
  failures.push(`/c/login loads ${loginKb.toFixed(1)} KB of JS > ${LOGIN_BUDGET_KB} KB`);
// A woff2 file is compressed already (Brotli) and served as it is, so it counts at its own size.
const fontFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []))].filter(
  (file) => file.endsWith('.woff2'),
);
const loginFonts = LOGIN_FONTS.map((name) => {
  const file = fontFiles.find((candidate) => new RegExp(`/${name}-[\\w-]{8}\\.woff2$`).test(candidate));
  if (!file) failures.push(`no ${name} font file in the manifest`);
  return file;
}).filter(Boolean);
const loginFontsKb = loginFonts.reduce((sum, file) => sum + statSync(join(DIST, file)).size / 1024, 0);
if (loginKb + loginFontsKb > LOGIN_TOTAL_BUDGET_KB)
  failures.push(
    `/c/login loads ${(loginKb + loginFontsKb).toFixed(1)} KB of JS and fonts > ${LOGIN_TOTAL_BUDGET_KB} KB`,
  );

const kb = (value) => `${value.toFixed(1).padStart(6)} KB`;
console.log('Bundle budget (production build, gzip -9)');
console.log(`  entry, loaded by every page       ${kb(total(entry))}`);
console.log(`  /c/login initial JS               ${kb(loginKb)}   budget ${LOGIN_BUDGET_KB} KB`);
console.log(`  /c/login fonts (${loginFonts.length})                ${kb(loginFontsKb)}`);
console.log(
  `  /c/login, JS and fonts            ${kb(loginKb + loginFontsKb)}   budget ${LOGIN_TOTAL_BUDGET_KB} KB`,
);
const sessionKb = total(without(session, entry));
console.log(`  session layer, beyond the entry   ${kb(sessionKb)}   budget ${ROUTE_BUDGET_KB} KB`);
if (sessionKb > ROUTE_BUDGET_KB)
  failures.push(`the session layer adds ${sessionKb.toFixed(1)} KB > ${ROUTE_BUDGET_KB} KB`);
console.log(`  area shells, beyond the entry and the session layer   budget ${ROUTE_BUDGET_KB} KB`);
for (const [area, closure] of Object.entries(shells)) {
  const added = total(without(closure, entry, session));
  const flag = added > ROUTE_BUDGET_KB ? '  OVER' : '';
  console.log(`    ${area.padEnd(30)} ${kb(added)}${flag}`);
  if (added > ROUTE_BUDGET_KB)
    failures.push(`the ${area} shell adds ${added.toFixed(1)} KB > ${ROUTE_BUDGET_KB} KB`);
}
console.log(`  pages, beyond all of the above    budget ${ROUTE_BUDGET_KB} KB   (cold deep link, all of it)`);
for (const page of pages) {
  const flag = page.added > ROUTE_BUDGET_KB ? '  OVER' : '';
  console.log(`    ${page.name.padEnd(30)} ${kb(page.added)}   ${kb(page.cold)}${flag}`);
  if (page.added > ROUTE_BUDGET_KB)
    failures.push(`page ${page.name} adds ${page.added.toFixed(1)} KB > ${ROUTE_BUDGET_KB} KB`);
}

// CodeMirror is loaded by the template editor when it mounts, never with a route.
const staticFiles = new Set([
  ...entry,
  ...Object.values(shells).flatMap((s) => [...s]),
  ...pages.flatMap((p) => [...p.closure]),
]);
let mapsRead = 0;
const withCodeMirror = [...staticFiles].filter((file) => {
  const map = join(SOURCE_MAPS, `${file}.map`);
  // Rolldown's tiny runtime chunk has no source map; every chunk of ours does (sourcemap: 'hidden').
  if (!file.endsWith('.js') || !existsSync(map)) return false;
  mapsRead += 1;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.some((source) => source.includes('node_modules/@codemirror/'));
});
if (mapsRead === 0) failures.push(`no source maps in ${SOURCE_MAPS}, so CodeMirror could not be looked for`);
if (withCodeMirror.length > 0)
  failures.push(`CodeMirror is loaded statically by ${withCodeMirror.join(', ')}`);
const editorChunks = Object.values(manifest).filter(
  (chunk) => chunk.isDynamicEntry && chunk.src?.includes('template-code-editor'),
);
if (editorChunks.length === 0) failures.push('no lazily loaded template code editor chunk was found');
for (const chunk of editorChunks) {
  const lazy = without(staticClosure(Object.keys(manifest).find((k) => manifest[k] === chunk)), staticFiles);
  const editorKb = total(lazy);
  const flag = editorKb > EDITOR_BUDGET_KB ? '  OVER' : '';
  console.log(
    `  template code editor, loaded when the editor mounts   ${kb(editorKb)}   budget ${EDITOR_BUDGET_KB} KB${flag}`,
  );
  if (editorKb > EDITOR_BUDGET_KB)
    failures.push(`the template code editor loads ${editorKb.toFixed(1)} KB > ${EDITOR_BUDGET_KB} KB`);
}
// Completion, docs and parameter checks load right after the editor, beside it: shown, not budgeted.
const assistKey = keyEndingWith('templates/template-robot-assist.ts');
if (!assistKey) failures.push('no lazily loaded chunk for the template editor robot assist');
else {
  const editorFiles = new Set(
    editorChunks.flatMap((chunk) => [
      ...staticClosure(Object.keys(manifest).find((k) => manifest[k] === chunk)),
    ]),
  );
  const assistKb = total(without(staticClosure(assistKey), staticFiles, editorFiles));
  console.log(`  robots' completion, docs and checks, loaded after the editor   ${kb(assistKb)}`);
}
const ruleChunks = Object.entries(manifest).filter(([key]) => key.includes(ROBOT_RULES));
if (ruleChunks.length === 0) failures.push(`no chunk for the robot rules in ${ROBOT_RULES}`);
const staticRules = ruleChunks.filter(([, chunk]) => staticFiles.has(chunk.file));
if (staticRules.length > 0)
  failures.push(`robot rules are loaded statically: ${staticRules.map(([k]) => k).join(', ')}`);
const largestRules = ruleChunks
  .map(([key, chunk]) => ({
    name: key.slice(key.indexOf(ROBOT_RULES) + ROBOT_RULES.length),
    kb: sizeOf(chunk.file),
  }))
  .sort((a, b) => b.kb - a.kb)[0];
if (largestRules)
  console.log(
    `  robot rules, one chunk per robot (${ruleChunks.length}), largest   ${kb(largestRules.kb)}   ${largestRules.name}`,
  );

// Error reporting is loaded only when a DSN is configured, by the dynamic import in reporting.ts.
const reportingKey = keyEndingWith(REPORTING_SDK);
const importers = Object.values(manifest).filter((chunk) => chunk.dynamicImports?.includes(reportingKey));
if (!reportingKey || importers.length === 0)
  failures.push(`no lazily loaded chunk for ${REPORTING_SDK} was found in the manifest`);
else {
  const lazy = without(staticClosure(reportingKey), staticFiles);
  const reportingKb = total(lazy);
  const flag = reportingKb > REPORTING_BUDGET_KB ? '  OVER' : '';
  console.log(
    `  error reporting, loaded when a Sentry DSN is set    ${kb(reportingKb)}   budget ${REPORTING_BUDGET_KB} KB${flag}`,
  );
  for (const file of [...lazy].sort()) console.log(`    ${sizeOf(file).toFixed(1).padStart(6)} KB ${file}`);
  if (reportingKb > REPORTING_BUDGET_KB)
    failures.push(`error reporting loads ${reportingKb.toFixed(1)} KB > ${REPORTING_BUDGET_KB} KB`);
  const ownFile = manifest[reportingKey].file;
  if (staticFiles.has(ownFile)) failures.push(`error reporting is loaded statically (${ownFile})`);
}

if (process.argv.includes('--files')) {
  console.log('  files loaded by every page:');
  for (const file of [...entry].sort((a, b) => sizeOf(b) - sizeOf(a)))
    console.log(`    ${sizeOf(file).toFixed(1).padStart(6)} KB ${file}`);
}
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle budget: within limits');
