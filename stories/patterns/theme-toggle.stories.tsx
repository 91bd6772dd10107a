import { ThemeToggle } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({ title: 'Patterns/ThemeToggle', component: ThemeToggle });

export const Playground = meta.story({});

/** Picking "Dark" marks it as the active item and switches the page to the dark theme. */
export const PickDark = meta.story({
  // The play function picks the theme: pictured as it leaves the page, in no second theme.
  parameters: { visual: { ownTheme: true } },
  play: async ({ canvas }) => {
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
});

/** "System" removes the override, so the page follows the operating system's colour scheme. */
export const FollowSystem = meta.story({
  // The play function picks the theme: pictured as it leaves the page, in no second theme.
  parameters: { visual: { ownTheme: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(document.documentElement).not.toHaveAttribute('data-theme');
  },
});

/** Arrow keys move between the three choices, like any radio group. */
export const KeyboardNavigation = meta.story({
  // The play function picks the theme: pictured as it leaves the page, in no second theme.
  parameters: { visual: { ownTheme: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
  },
});
