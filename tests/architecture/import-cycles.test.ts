import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGraph, findCycles, resolveImport, workspaceEntries } from './import-graph';
import { filesUnder, ROOT } from './source-files';

const PACKAGES = ['packages/api', 'packages/mock-api', 'packages/ui', 'apps/console'];

function sources() {
  return PACKAGES.flatMap((dir) => filesUnder(`${dir}/src`, { skip: ['node_modules'], name: /\.tsx?$/ })).map(
    (path) => ({ path, source: readFileSync(join(ROOT, path), 'utf8') }),
  );
}

describe('no import cycle between files (issue #30)', () => {
  it('holds for every source file of the packages, type-only and lazy imports included', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const cycles = findCycles(buildGraph(files, workspaceEntries(PACKAGES)));
    // The loop names the files to read to break a cycle: each imports the next.
    expect(cycles.map((cycle) => cycle.loop)).toEqual([]);
  });

  it('resolves relative imports to files and workspace packages through their exports', () => {
    const entries = workspaceEntries(['packages/api']);
    const exists = (path: string) =>
      ['packages/api/src/index.ts', 'packages/api/src/x/index.ts'].includes(path);
    expect(resolveImport('packages/api/src/a.ts', '@console/api', entries, exists)).toBe(
      'packages/api/src/index.ts',
    );
    expect(resolveImport('packages/api/src/a.ts', '@console/api/first-page', entries, exists)).toBe(
      'packages/api/src/calls/first-page.ts',
    );
    expect(resolveImport('packages/api/src/a.ts', './x', entries, exists)).toBe(
      'packages/api/src/x/index.ts',
    );
    expect(resolveImport('packages/api/src/a.ts', './index', entries, exists)).toBe(
      'packages/api/src/index.ts',
    );
    expect(
      resolveImport(
        'apps/console/src/a.ts',
        '@console/ui/screens/admin/x-screen',
        workspaceEntries(['packages/ui']),
      ),
    ).toBe('packages/ui/src/screens/admin/x-screen.tsx');
    expect(resolveImport('packages/api/src/a.ts', 'zod/mini', entries, exists)).toBeNull();
    expect(resolveImport('packages/api/src/a.ts', './style.css', entries, exists)).toBeNull();
  });

  it('finds a cycle through a type-only import and a dynamic one, and names its loop', () => {
    const files = [
      { path: 'p/a.ts', source: "import { b } from './b';" },
      { path: 'p/b.ts', source: "const c = () => import('./c');" },
      { path: 'p/c.ts', source: "import type { A } from './a';" },
      { path: 'p/d.ts', source: "import { a } from './a';" },
    ];
    const exists = (path: string) => files.some((file) => file.path === path);
    const cycles = findCycles(buildGraph(files, new Map(), exists));
    expect(cycles).toEqual([
      { files: ['p/a.ts', 'p/b.ts', 'p/c.ts'], loop: ['p/a.ts', 'p/b.ts', 'p/c.ts', 'p/a.ts'] },
    ]);
  });

  it("follows Vite's import.meta.glob to the files its pattern matches", () => {
    const files = [
      { path: 'p/list.ts', source: "const all = import.meta.glob<Area>('./areas/*.ts', { eager: true });" },
      { path: 'p/areas/a.ts', source: "import { shared } from '../list';" },
      { path: 'p/areas/deep/b.ts', source: '' },
    ];
    const graph = buildGraph(files, new Map(), (path) => files.some((file) => file.path === path));
    expect(graph.get('p/list.ts')).toEqual(['p/areas/a.ts']);
    expect(findCycles(graph).map((cycle) => cycle.files)).toEqual([['p/areas/a.ts', 'p/list.ts']]);
  });
});
