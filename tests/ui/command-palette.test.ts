import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '../../packages/ui/src/layouts/command-palette-host';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers }) as KeyboardEvent;

describe('the command palette shortcut', () => {
  it('is Ctrl+K or ⌘K, with Caps Lock on too', () => {
    expect(isPaletteShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press('k', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press('K', { ctrlKey: true }))).toBe(true);
  });

  it('leaves other keys and combinations to the page', () => {
    expect(isPaletteShortcut(press('k', {}))).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(press('j', { ctrlKey: true }))).toBe(false);
  });
});
