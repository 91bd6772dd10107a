import { lazy, Suspense, useEffect, useState } from 'react';
import type { CommandPaletteData } from './command-palette-data';

// The palette's code loads the first time someone asks for it, never with a page.
const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));

export type { CommandPaletteData, PaletteWorkspace } from './command-palette-data';

/** Whether a key press is the palette's shortcut: ⌘K on a Mac, Ctrl+K elsewhere (either works everywhere). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/** "⌘K" on Apple systems, "Ctrl K" elsewhere: how the palette's shortcut reads where the person is. */
export function paletteShortcutText(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
}

/** Opens (or closes) the palette on its shortcut anywhere on the page. */
export function usePaletteShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.repeat) return;
      // The browser's own Ctrl+K (its search bar) would take focus away from the page.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}

/**
 * Mounts the palette once it has been opened and keeps it mounted after, so reopening is instant; until then
 * nothing of it is downloaded.
 */
export function CommandPaletteHost({
  open,
  onOpenChange,
  data,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: CommandPaletteData;
}) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={onOpenChange} {...data} />
    </Suspense>
  );
}
