import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root, which every path these tests report is relative to. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** Repository paths (forward slashes) of the files under `dir` whose names match, skipping the named folders. */
export function filesUnder(dir: string, { skip, name }: { skip: string[]; name: RegExp }): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) walk(full);
      } else if (name.test(entry.name)) {
        out.push(relative(ROOT, full).split('\\').join('/'));
      }
    }
  };
  walk(join(ROOT, dir));
  return out;
}
