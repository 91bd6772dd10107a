import { Button, href, WorkspaceShell } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { expectActive, palette } from './command-palette-helpers';

/**
 * The palette in the shell that hosts it: Ctrl+K / ⌘K opens it from anywhere (its code loads then), Escape closes
 * it and focus goes back where it was, and the user menu offers it too.
 */
const meta = preview.meta({
  title: 'Layouts/CommandPalette/InTheShell',
  component: WorkspaceShell,
  parameters: {
    layout: 'fullscreen',
    route: href.assemblies('acme-media'),
    path: href.assemblies('acme-media'),
  },
  args: {
    user: { name: 'Jane Cooper', email: 'jane.cooper@acme-media.com', avatarUrl: null },
    workspaces: [
      { slug: 'acme-media', name: 'Acme Media' },
      { slug: 'globex-studio', name: 'Globex Studio' },
    ],
    currentSlug: 'acme-media',
    onLogout: fn(),
    children: <Button>Export assemblies</Button>,
  },
  argTypes: { children: { control: false } },
});

const closed = () =>
  waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Search and jump' })).toBeNull());

/** The shortcut opens it, arrows move, Escape closes it and returns focus to the button that had it. */
export const ShortcutAndEscape = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export assemblies' });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const { input } = await palette();
    await expect(input).toHaveFocus();
    await expectActive(input, 'Dashboard');
    await userEvent.keyboard('{ArrowDown}');
    await expectActive(input, 'Getting started');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expectActive(input, 'Switch to dark theme');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(button).toHaveFocus();
    // ⌘K does the same on a Mac, and opens it again at once now that it has loaded.
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await palette();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(button).toHaveFocus();
  },
});

/** Enter on a page opens it. */
export const EnterNavigates = meta.story({
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const { input } = await palette();
    await userEvent.type(input, 'billing');
    await expectActive(input, 'Billing');
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(await canvas.findByText(href.billing('acme-media'))).toBeVisible();
  },
});

/** The user menu offers the palette and names its shortcut; closing it gives focus back to the menu's button. */
export const FromTheUserMenu = meta.story({
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Jane Cooper' });
    await userEvent.click(menuButton);
    const item = await within(document.body).findByRole('menuitem', { name: /Search and jump/ });
    await expect(item).toHaveTextContent(/(Ctrl |⌘)K$/);
    await userEvent.click(item);
    const { input } = await palette();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
});

/** A click on `button` opens the palette with focus in its input; Escape closes it and focus is back on `button`. */
async function opensAndTakesFocusBack(button: HTMLElement) {
  await userEvent.click(button);
  const { input } = await palette();
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await closed();
  await expect(button).toHaveFocus();
}

/**
 * The header's Search button is the palette's visible way in, its shortcut beside it (⌘K on a Mac, Ctrl K
 * elsewhere); Escape gives focus back to it.
 */
export const FromTheSearchButton = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveTextContent(/^Search(Ctrl |⌘)K$/);
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await opensAndTakesFocusBack(button);
  },
});

/** On a phone the Search button is an icon, named for assistive technology; it opens the same palette. */
export const FromTheSearchButtonOnAPhone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).not.toHaveTextContent(/K/);
    await opensAndTakesFocusBack(button);
  },
});
