import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isConsolePath, spelledLinks } from './console-links';
import { filesUnder, ROOT } from './source-files';

/** The modules allowed to spell a console address: the route registry and the paths module built on it. */
const PATHS_MODULES = ['packages/ui/src/lib/paths.ts'];
const REGISTRY_FOLDER = 'packages/ui/src/lib/page-registry/';

const SKIPPED = ['node_modules', 'dist', 'dist-demo', 'public', 'demo-public'];

describe('console addresses are built only by the paths module', () => {
  it('holds for the router, the shells, the screens and the stories', () => {
    const files = ['packages/ui/src', 'apps/console/src', 'stories', '.storybook']
      .flatMap((dir) => filesUnder(dir, { skip: SKIPPED, name: /\.(ts|tsx)$/ }))
      .filter((path) => !PATHS_MODULES.includes(path) && !path.startsWith(REGISTRY_FOLDER));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => spelledLinks(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found.map(({ path, line, literal }) => `${path}:${line} ${literal}`)).toEqual([]);
  });

  it.each([
    '/acme-media/templates',
    // The texts of template literals, as the scan reads them.
    `/\${slug}/templates`,
    `/\${slug}/assemblies/\${id}`,
    '/c/acme-media/assemblies?state=failed',
    '/login',
    '/admin/dashboard/bi',
    '/c/admin/coupons',
    `/verify-email/\${key}`,
    '/c/',
  ])('flags %s as a hand-spelled console address', (literal) => {
    expect(isConsolePath(literal)).toBe(true);
    expect(spelledLinks('x.tsx', `const to = \`${literal}\`;`)).toHaveLength(1);
  });

  it.each([
    '/',
    '/user/current.json',
    '*/:slug/api/templates.json',
    '/video/encode',
    'https://example.com/login',
    '//evil.example',
    'acme-media/templates',
  ])('leaves %s alone: an API path, a robot, an external or relative address', (literal) => {
    expect(isConsolePath(literal)).toBe(false);
  });

  it('ignores addresses quoted in comments', () => {
    expect(spelledLinks('x.ts', "// opens '/acme-media/templates'\n/* '/login' */ const a = 1;")).toEqual([]);
  });
});
