import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderShell } from './render-workspace-shell';

// The shells draw their menu buttons plain and load the menus' code (Radix) after the first page has settled
// (packages/ui/src/layouts/shell-controls.tsx). Nothing preloads it in this file, so the test meets the plain
// buttons first, as a person does who reaches for a menu before the console has loaded it.

describe('the shell controls drawn before their popups have loaded', () => {
  it('open the user menu that was pressed before its code came', async () => {
    const screen = await renderShell();
    const button = screen.getByRole('button', { name: 'Jane Cooper' });
    // Plain, it still says what it opens.
    await expect.element(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.click();
    await expect.element(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    // Radix hands focus back to the button that opened its menu.
    await expect.element(screen.getByRole('button', { name: 'Jane Cooper' })).toHaveFocus();
  });
});
