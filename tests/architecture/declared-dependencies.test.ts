import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './boundaries';
import { filesUnder, ROOT } from './source-files';

const SKIPPED_DIRS = [
  'node_modules',
  'dist',
  'dist-demo',
  'sourcemaps',
  'public',
  'demo-public',
  '__screenshots__',
];

/** Each package and the files it owns; the root owns the stories, the tests, the scripts and the tool configs. */
const PACKAGES: { manifest: string; dirs: string[]; files: string[] }[] = [
  { manifest: 'packages/api', dirs: ['packages/api'], files: [] },
  { manifest: 'packages/mock-api', dirs: ['packages/mock-api'], files: [] },
  { manifest: 'packages/ui', dirs: ['packages/ui'], files: [] },
  { manifest: 'apps/console', dirs: ['apps/console'], files: [] },
  { manifest: '.', dirs: ['stories', 'tests', 'scripts', '.storybook'], files: ['vitest.config.ts'] },
];

/** Imports that are text, not code: the Uppy snippet the template editor shows, the boundary test's samples. */
const QUOTED_IN_SAMPLES: Record<string, string[]> = {
  'packages/ui/src/screens/templates/template-snippets.tsx': ['@uppy/core', '@uppy/transloadit'],
  'packages/ui/src/screens/credentials/signature-playground.tsx': ['@uppy/core', '@uppy/transloadit'],
  'tests/architecture/boundaries.test.ts': ['@sentry/react', 'g'],
};

const CSS_IMPORT = /@(?:import|plugin)\s+['"]([^'"]+)['"]/g;

/** The package a bare specifier names; null for relative paths, Node's own modules and Vite's virtual ones. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

function specifiersOf(path: string): string[] {
  const source = readFileSync(join(ROOT, path), 'utf8');
  if (path.endsWith('.css')) return [...source.matchAll(CSS_IMPORT)].map((match) => match[1] ?? '');
  return importsOf(source).map((use) => use.specifier);
}

function declared(manifestDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, manifestDir, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const sections = ['dependencies', 'devDependencies', 'peerDependencies'] as const;
  return new Set(sections.flatMap((section) => Object.keys(manifest[section] ?? {})));
}

describe('every package declares what it imports', () => {
  it.each(PACKAGES)('$manifest/package.json', ({ manifest, dirs, files }) => {
    const own = declared(manifest);
    // The root holds the workspaces themselves, so its stories and tests reach them without declaring them.
    const available =
      manifest === '.'
        ? new Set(['@console/api', '@console/mock-api', '@console/ui', '@console/app'])
        : new Set();
    const sources = [
      ...dirs.flatMap((dir) => filesUnder(dir, { skip: SKIPPED_DIRS, name: /\.(ts|tsx|mjs|css)$/ })),
      ...files,
    ];
    expect(sources.length).toBeGreaterThan(0);
    const undeclared = sources.flatMap((path) =>
      specifiersOf(path)
        .map(packageOf)
        .filter((name): name is string => name !== null)
        .filter((name) => !own.has(name) && !available.has(name) && !QUOTED_IN_SAMPLES[path]?.includes(name))
        .map((name) => `${path}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
