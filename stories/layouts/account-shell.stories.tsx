import { AccountShell, EmptyState, href, PageHeader, SessionBanners } from '@console/ui';
import { Building } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

/** Stands in for a page, so the shell is seen around realistic content. */
function FirstWorkspacePage() {
  return (
    <>
      <PageHeader
        title="Create a workspace"
        description="A workspace holds your templates, assemblies, auth keys and billing."
      />
      <EmptyState
        framed
        icon={<Building />}
        title="No workspace yet"
        description="Create one to start processing files, or ask a colleague to invite you to theirs."
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Layouts/AccountShell',
  component: AccountShell,
  parameters: { layout: 'fullscreen', route: href.createWorkspace() },
  args: {
    user: { name: 'Sam Rivera', email: 'sam@example.com', avatarUrl: null },
    onLogout: fn(),
    children: <FirstWorkspacePage />,
  },
  argTypes: { children: { control: false }, banners: { control: false } },
});

/** No workspace to navigate: the header, the skip link and the page, without a sidebar. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/');
  },
});

/** The only way to the settings and to Log out for someone without a workspace. */
export const UserMenu = meta.story({
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sam Rivera' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'User settings' })).toHaveAttribute(
      'href',
      href.userSettings(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
});

/** The session's banners sit above the page here too. */
export const EmailUnverified = meta.story({
  args: {
    banners: (
      <SessionBanners
        user={{
          ifShowImpersonatedByBanner: false,
          ifShowUnpaidInvoicesBanner: false,
          ifShowEmailVerificationBanner: true,
          login_data: { name: 'Sam Rivera', email: 'sam@example.com' },
        }}
        onImpersonationStopped={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent(/Please verify your e-mail address/);
  },
});

/** On a phone: the product mark and the user menu, nothing to open. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Console' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sam Rivera' })).toBeVisible();
  },
});
