import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_IDS } from '@console/ui/page-registry';
import { pageFileName } from './src/page-file-name.ts';

/**
 * Each page's module file (from the app's root, as the build names its modules) by page id: the file named after
 * the id under src/pages, as src/page-modules.ts finds it. The Vite config and scripts/bundle-budget.mjs run in
 * Node, outside the bundler whose `import.meta.glob` the app lists its pages with.
 */
export function pageFiles(): Record<string, string> {
  return Object.fromEntries(PAGE_IDS.map((id) => [id, `src/pages/${pageFileName(id)}`]));
}

/** A page's module file, or an error naming the page whose file is missing. */
export function pageFile(id: string): string {
  const file = pageFiles()[id];
  if (file === undefined || !existsSync(join(import.meta.dirname, file)))
    throw new Error(`page-files: no module for the page ${id} (src/pages/${pageFileName(id)})`);
  return file;
}

/** A module file's name without its folder and extension, which names its chunk: `workspace`. */
export const moduleName = (file: string) => file.replace(/^.*\/|\.tsx?$/g, '');
