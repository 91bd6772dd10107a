/**
 * The dependency rules of docs/architecture.md as data, checked against the import specifiers of every source file.
 * Kept separate from the test so the test can also prove that each rule fires on a forbidden import.
 */

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface ImportUse {
  specifier: string;
  dynamic: boolean;
}

export interface Violation {
  path: string;
  specifier: string;
  rule: string;
}

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string): ImportUse[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: ImportUse[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) found.push({ specifier: match[1] ?? '', dynamic: false });
  for (const match of code.matchAll(DYNAMIC_IMPORT)) found.push({ specifier: match[1] ?? '', dynamic: true });
  return found;
}

/** Where a relative import lands, as a repository path. */
function resolveRelative(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const startsWithAny = (value: string, prefixes: string[]) =>
  prefixes.some((p) => value === p || value.startsWith(`${p}/`));

const SCREENS = 'packages/ui/src/screens';

/** The area folder under ui's screens/ a path lies in ("billing"), or null outside one. */
function screenAreaOf(path: string): string | null {
  if (!path.startsWith(`${SCREENS}/`)) return null;
  const parts = path.slice(SCREENS.length + 1).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const { specifier, dynamic } of importsOf(file.source)) {
      const flag = (rule: string) => violations.push({ path: file.path, specifier, rule });
      const target = specifier.startsWith('.') ? resolveRelative(file.path, specifier) : null;

      if (target && (target.startsWith('stories') || target.startsWith('tests'))) {
        flag('stories/ and tests/ are leaves: nothing imports them');
      }

      if (file.path.startsWith('packages/api/')) {
        if (target && !target.startsWith('packages/api/')) flag('api imports only its own files');
        if (startsWithAny(specifier, ['@console/ui', '@console/app']))
          flag('api never imports ui or the app');
        if (startsWithAny(specifier, ['react-router', 'react-router-dom']))
          flag('api never imports the router');
        if (specifier === 'zod') flag("api uses 'zod/mini' (the login page's bundle budget)");
        const inSwr = file.path.startsWith('packages/api/src/swr/');
        if (!inSwr && startsWithAny(specifier, ['react', 'swr']))
          flag('api imports react and swr only under src/swr/');
        if (startsWithAny(specifier, ['@console/mock-api', 'msw']))
          flag('api never imports the mock backend');
      }

      if (file.path.startsWith('packages/mock-api/')) {
        if (target && !target.startsWith('packages/mock-api/'))
          flag('mock-api imports other packages by name, not by path');
        if (startsWithAny(specifier, ['@console/ui', '@console/app']))
          flag('mock-api plays the server: it imports api only, never ui or the app');
        if (startsWithAny(specifier, ['react', 'react-router', 'swr'])) flag('mock-api never imports react');
      }

      if (file.path.startsWith('packages/ui/')) {
        if (target && !target.startsWith('packages/ui/'))
          flag('ui imports other packages by name, not by path');
        if (startsWithAny(specifier, ['@console/mock-api', 'msw'])) flag('ui never imports the mock backend');
        if (startsWithAny(specifier, ['@console/app'])) flag('ui never imports the app');
        const area = screenAreaOf(file.path);
        const targetArea = target ? screenAreaOf(target) : null;
        if (area !== null && targetArea !== null && targetArea !== area)
          flag('a screen area imports another only through patterns/');
        const inScreens = file.path.startsWith(`${SCREENS}/`);
        if (!inScreens && file.path !== 'packages/ui/src/index.ts' && target?.startsWith(`${SCREENS}/`))
          flag('lib/, patterns/, primitives/ and layouts/ never import screens/');
      }

      if (file.path.startsWith('apps/console/')) {
        if (target && !target.startsWith('apps/console/'))
          flag('the app imports packages by name, not by path');
        if (startsWithAny(specifier, ['@console/mock-api', 'msw'])) {
          const inDemo = file.path.startsWith('apps/console/src/demo/');
          if (!inDemo) flag('only apps/console/src/demo may load the mock backend');
          else if (!dynamic) flag('the demo loads the mock backend through a dynamic import only');
        }
      }
    }
  }
  return violations;
}
