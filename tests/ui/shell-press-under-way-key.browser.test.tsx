import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderShell, shellPopupsArrived } from './render-workspace-shell';

// As shell-press-under-way-pointer, from the keyboard: a button is pressed with Space as the key comes up.
const arrival = vi.hoisted(() => Promise.withResolvers<void>());
vi.mock('../../packages/ui/src/layouts/shell-popups', async (importOriginal) => {
  await arrival.promise;
  return importOriginal();
});

describe('a press under way as the shell popups come', () => {
  it('opens the navigation sheet Space was held on', async () => {
    const screen = await renderShell(390);
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('[Space>]');
    arrival.resolve();
    await shellPopupsArrived();
    await userEvent.keyboard('[/Space]');
    const sheet = screen.getByRole('dialog', { name: 'Workspace navigation' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByRole('link', { name: 'Assemblies' })).toBeVisible();
  });
});
