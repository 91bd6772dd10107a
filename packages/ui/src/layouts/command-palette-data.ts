// Apart from the host so that the palette, which the host loads lazily, can name its props without importing the
// host back.
import type { ShellNavSection } from './shell-nav';

/** A workspace the palette can jump to. */
export type PaletteWorkspace = { slug: string; name: string };

/** What the palette can jump to besides templates and assembly ids, which it looks up as someone types. */
export type CommandPaletteData = {
  /** The shell's navigation: the pages it serves. */
  sections: readonly ShellNavSection[];
  /** The person's workspaces. */
  workspaces: readonly PaletteWorkspace[];
  /** The workspace on screen, whose templates and assemblies are searched; null outside a workspace. */
  currentSlug: string | null;
};
