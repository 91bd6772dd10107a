/**
 * The file-level import graph of the workspace packages' sources, and the cycles in it. No cycle-finding library is
 * installed (madge and dependency-cruiser are not, and TypeScript 7 ships no compiler API to resolve with), so the
 * imports are read the way the boundary test reads them and resolved here: relative paths to files, workspace
 * package names through their `exports`. Type-only imports count: a cycle of types still ties the files together
 * for whoever reads or moves them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { importsOf } from './boundaries';
import { ROOT } from './source-files';

/** Repository path → the repository paths it imports (only those inside the graph). */
export type ImportGraph = Map<string, string[]>;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Each workspace package's importable names (`@console/api`, `@console/api/first-page`) as repository paths. */
export function workspaceEntries(packageDirs: string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      entries.set(posix.join(manifest.name, subpath), posix.join(dir, target));
    }
  }
  return entries;
}

/** A package subpath through an `exports` pattern (`@console/ui/screens/*`), the `*` replaced by what it matched. */
function throughPattern(specifier: string, entries: Map<string, string>): string | null {
  for (const [name, target] of entries) {
    const [prefix, suffix] = name.split('*');
    if (suffix === undefined || !specifier.startsWith(prefix as string) || !specifier.endsWith(suffix))
      continue;
    return target.replace('*', specifier.slice((prefix as string).length, specifier.length - suffix.length));
  }
  return null;
}

/**
 * The files an `import.meta.glob` call of Vite's loads, as imports of the file that calls it: a module listing its
 * neighbours by a pattern depends on them as surely as by name. Patterns are relative, with `*` for one name.
 */
const GLOB = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;
function globbed(from: string, source: string, inGraph: Set<string>): string[] {
  return [...source.matchAll(GLOB)].flatMap(([, pattern]) => {
    const path = posix.join(posix.dirname(from), pattern as string);
    const matcher = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
    return [...inGraph].filter((file) => matcher.test(file));
  });
}

/** The file an import lands on, or null for outside packages, styles and assets. */
export function resolveImport(
  from: string,
  specifier: string,
  entries: Map<string, string>,
  exists: (path: string) => boolean = (path) => existsSync(join(ROOT, path)),
): string | null {
  const bare = specifier.split('?')[0] ?? specifier;
  if (!bare.startsWith('.')) return entries.get(bare) ?? throughPattern(bare, entries);
  const base = posix.join(posix.dirname(from), bare);
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

export function buildGraph(
  files: { path: string; source: string }[],
  entries: Map<string, string>,
  exists?: (path: string) => boolean,
): ImportGraph {
  const inGraph = new Set(files.map((file) => file.path));
  const graph: ImportGraph = new Map();
  for (const { path, source } of files) {
    const targets = importsOf(source)
      .map(({ specifier }) => resolveImport(path, specifier, entries, exists))
      .filter((target): target is string => target !== null && inGraph.has(target));
    graph.set(path, [...new Set([...targets, ...globbed(path, source, inGraph)])].sort());
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself), by Tarjan's algorithm. */
function tangledGroups(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest way from a file back to itself through the imports, as the files in order. */
function shortestLoop(graph: ImportGraph, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0] as string) as string);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [];
}

export interface ImportCycle {
  /** Every file caught in the tangle, sorted. */
  files: string[];
  /** One concrete loop through it, starting and ending at its first file: what to read to break it. */
  loop: string[];
}

export function findCycles(graph: ImportGraph): ImportCycle[] {
  return tangledGroups(graph).map((files) => ({ files, loop: shortestLoop(graph, files[0] as string) }));
}
