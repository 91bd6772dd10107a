import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each page's module file (from the app's root, as the build names its modules) by page id, read from the text
 * of src/page-modules.ts: the Vite config and scripts/bundle-budget.mjs run in Node, which cannot load the page
 * modules that table imports. tests/console/routes.test.ts checks that this finds every page's module.
 */
export function pageFiles(): Record<string, string> {
  const source = readFileSync(join(import.meta.dirname, 'src', 'page-modules.ts'), 'utf8');
  return Object.fromEntries(
    [...source.matchAll(/^ {2}(\w+): \(\) => import\('\.\/pages\/([\w-]+)'\),$/gm)].map(([, id, file]) => [
      id,
      `src/pages/${file}.tsx`,
    ]),
  );
}

/** A page's module file, or an error naming the page whose module the table lacks. */
export function pageFile(id: string): string {
  const file = pageFiles()[id];
  if (file === undefined) throw new Error(`page-files: no module for the page ${id} in src/page-modules.ts`);
  return file;
}

/** A module file's name without its folder and extension, which names its chunk: `workspace-index`. */
export const moduleName = (file: string) => file.replace(/^.*\/|\.tsx?$/g, '');
