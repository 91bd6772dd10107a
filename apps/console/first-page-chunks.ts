import { join } from 'node:path';
import { build, type Rollup } from 'vite';

/** One lazily loaded layer every signed-in page sits under (the session, the shell) and its module. */
export interface Layer {
  /** The chunk's name; scripts/bundle-budget.mjs finds the layer's chunk by it (the module's file name). */
  name: string;
  module: string;
  /**
   * Only the modules no other lazily loaded module needs (a page's own code): what it shares with other pages stays
   * in the default split, so those pages do not download this page's code with it.
   */
  own?: boolean;
}

export interface FirstPageChunkOptions {
  /** The app's root and the Vite config file and mode to build it with, for the first pass. */
  root: string;
  configFile: string;
  mode: string;
  /** From the outermost route inwards, as the router loads them (paths from the app's root). */
  layers: Layer[];
  /** The public pages' modules: what they share with the layers goes in one chunk of its own. */
  publicPages: string[];
}

/** Set for the first pass, whose config leaves these groups out. */
export const FIRST_PASS_ENV = 'CONSOLE_FIRST_PAGE_FIRST_PASS';

type Group = { name: string; test: (id: string) => boolean };

/**
 * Chunk groups that put each layer under the first signed-in page in one file, where the default split makes dozens
 * (every icon, every Radix part, every schema shared with some other page is its own file): on a phone each file
 * costs a request, and over HTTP/1.1 six at a time. Which modules a layer holds is only known once the bundle is
 * split (the packages' barrels import everything, tree-shaking keeps what is used), so a first pass builds the
 * console without these groups, in memory, and reads it: each layer's group is what its module's chunks load
 * statically, less what the entry loads, what an outer layer holds and what a public page needs. What the public
 * pages share with the layers (zod and the schemas) goes with the outermost layer, the session: in a file of its
 * own it loads nothing of the entry, and Rolldown keeps its runtime helpers (which every chunk uses, for React's
 * CommonJS and for namespace objects) in one more file unless every chunk that uses them also loads the entry, whose
 * file then holds them; a public page that sends a form downloads the session layer with them, which it needs next.
 * `entry` names everything the entry loads, for a group ahead of these to hold, so no layer takes a part of it.
 * An `own` layer (a page) keeps what other lazily loaded modules also need out of its file, in a `<name>-common`
 * file ahead of it: a group takes in what its modules import that no earlier group holds.
 */
export async function firstPageChunkGroups(
  options: FirstPageChunkOptions,
): Promise<{ entry: (id: string) => boolean; groups: Group[] }> {
  process.env[FIRST_PASS_ENV] = '1';
  let output: Rollup.RollupOutput | Rollup.RollupOutput[];
  try {
    output = (await build({
      root: options.root,
      configFile: options.configFile,
      mode: options.mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, manifest: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  } finally {
    delete process.env[FIRST_PASS_ENV];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return seen;
  };
  const chunkOf = (module: string) => {
    const id = join(options.root, module);
    const chunk = chunks.find((item) => item.facadeModuleId === id || item.moduleIds.includes(id));
    if (!chunk) throw new Error(`first-page-chunks: ${module} is in no chunk of the build`);
    return chunk.fileName;
  };
  const modulesOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));

  const entryChunks = chunks.filter((chunk) => chunk.isEntry);
  const entryFiles = closure(entryChunks.map((chunk) => chunk.fileName));
  const entry = modulesOf(entryFiles);
  const publicFiles = closure(options.publicPages.map(chunkOf));
  const taken = new Set([...entryFiles, ...publicFiles]);
  const signedIn = new Set<string>();
  const layers = options.layers.map((layer) => {
    const face = chunkOf(layer.module);
    const files = closure([face]);
    for (const file of files) signedIn.add(file);
    const elsewhere = layer.own
      ? closure(
          chunks.filter((chunk) => chunk.isDynamicEntry && chunk.fileName !== face).map((c) => c.fileName),
        )
      : new Set<string>();
    const own = [...files].filter((file) => !taken.has(file) && !elsewhere.has(file));
    const common = [...files].filter((file) => !taken.has(file) && elsewhere.has(file));
    for (const file of [...own, ...common]) taken.add(file);
    return { name: layer.name, modules: modulesOf(own), common: modulesOf(common) };
  });
  const shared = modulesOf([...publicFiles].filter((file) => signedIn.has(file) && !entryFiles.has(file)));
  const [outermost] = layers;
  if (outermost) for (const id of shared) outermost.modules.add(id);
  return {
    entry: (id) => entry.has(id),
    groups: [
      ...layers.flatMap(({ name, modules, common }) => [
        // First, as a group takes in what its modules import that no earlier group holds.
        ...(common.size > 0 ? [{ name: `${name}-common`, test: (id: string) => common.has(id) }] : []),
        { name, test: (id: string) => modules.has(id) },
      ]),
    ],
  };
}
