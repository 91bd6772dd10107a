import { href, ImpersonationConfirmScreen } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/Workspace/ImpersonationConfirmScreen',
  component: ImpersonationConfirmScreen,
  parameters: {
    shell: 'admin',
    route: href.workspace('initech-video'),
    path: href.workspace('initech-video'),
  },
  args: {
    workspaceName: 'Initech Video',
    ownerName: 'Peter Gibbons',
    onOpen: fn(),
    homeHref: href.adminDashboard(),
    homeLabel: 'Back to the admin dashboard',
  },
});

/**
 * Ada followed a link to Initech Video from outside the console (or logged in with it as her redirect): whose
 * workspace it is, one button to open it as them, and the way back to the admin area.
 */
export const Playground = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Open Initech Video as its owner?' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("You're about to open Initech Video as Peter Gibbons (owner).", { exact: false }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Open as/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open as Peter Gibbons' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
});

/** The way back leads to the admin dashboard, and nothing is opened. */
export const BackToTheAdminArea = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the admin dashboard' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /admin/dashboard');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
});

/** A look-up that does not name the owner (a server that leaves it out) still says whose workspace it is. */
export const OwnerNotNamed = meta.story({
  args: { ownerName: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("You're about to open Initech Video as its owner.", { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open as its owner' })).toBeVisible();
  },
});

/** After the press, while the impersonation is under way: the button says so and cannot be pressed twice. */
export const Opening = meta.story({
  args: { opening: true },
  parameters: { visual: { busy: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Open as Peter Gibbons/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
});
