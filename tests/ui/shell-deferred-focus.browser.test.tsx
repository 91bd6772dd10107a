import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderShell } from './render-workspace-shell';

// The shells draw their menu buttons plain and load the menus' code (Radix) after the first page has settled
// (packages/ui/src/layouts/shell-controls.tsx). Nothing preloads it in this file, so the test meets the plain
// buttons first, as a person does who reaches for a menu before the console has loaded it.

describe('the shell controls drawn before their popups have loaded', () => {
  it('keep focus on a button that becomes its Radix self, and open it from the keyboard', async () => {
    const screen = await renderShell();
    const switcher = screen.getByRole('button', { name: /Workspace.*Acme Media/ });
    // Plain: no Radix state yet.
    await expect.element(switcher).not.toHaveAttribute('data-state');
    // Focusing a plain control asks for the popups; when they come, the button is drawn anew and keeps focus.
    (switcher.element() as HTMLElement).focus();
    await expect.poll(() => switcher.element().getAttribute('data-state')).toBe('closed');
    await expect.element(switcher).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitemradio', { name: 'Globex' })).toBeVisible();
  });
});
