import type { BrowserCommand } from 'vitest/node';

/**
 * A mouse button pressed and released as two steps, which `userEvent.click` does as one: a test can then change
 * the page while the button is held, as the page changes under a person whose press is under way. Both act where
 * the pointer is, so a test moves it first (`userEvent.hover`).
 */
export const mouseDown: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.down();
};

export const mouseUp: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.up();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    mouseDown: () => Promise<void>;
    mouseUp: () => Promise<void>;
  }
}
