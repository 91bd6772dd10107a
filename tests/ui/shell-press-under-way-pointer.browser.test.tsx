import { describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { renderShell, shellPopupsArrived } from './render-workspace-shell';

// The shells' popups are held back until the test lets them come, so they come while the button is held down:
// the moment a person's press meets the code arriving, which no timing of a whole click can hit every time.
const arrival = vi.hoisted(() => Promise.withResolvers<void>());
vi.mock('../../packages/ui/src/layouts/shell-popups', async (importOriginal) => {
  await arrival.promise;
  return importOriginal();
});

describe('a press under way as the shell popups come', () => {
  it('opens the navigation sheet the mouse button was held on', async () => {
    const screen = await renderShell(390);
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    // Pointing at the button asks for the popups; they come once the button is down.
    await userEvent.hover(button);
    await commands.mouseDown();
    arrival.resolve();
    await shellPopupsArrived();
    await commands.mouseUp();
    const sheet = screen.getByRole('dialog', { name: 'Workspace navigation' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByRole('link', { name: 'Assemblies' })).toBeVisible();
  });
});
