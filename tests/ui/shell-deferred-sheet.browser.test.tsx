import { describe, expect, it } from 'vitest';
import { renderShell } from './render-workspace-shell';

// As shell-deferred-controls, on a phone: nothing preloads the shells' popups in this file.

describe('the shell controls drawn before their popups have loaded', () => {
  it('open the navigation sheet that was asked for before its code came', async () => {
    const screen = await renderShell(390);
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const sheet = screen.getByRole('dialog', { name: 'Workspace navigation' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByRole('link', { name: 'Assemblies' })).toBeVisible();
  });
});
