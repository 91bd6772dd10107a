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

/** No workspace yet: the account nav, with the page on screen (creating a workspace) marked. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'Create workspace' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'User settings' })).not.toHaveAttribute('aria-current');
    await expect(nav.queryByRole('list', { name: 'Workspaces' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Console' })[0]).toHaveAttribute('href', '/');
  },
});

/** Someone with workspaces on their settings: the settings marked, and each workspace one click away. */
export const WithWorkspaces = meta.story({
  parameters: { route: href.userSettings() },
  args: {
    workspaces: [
      { slug: 'acme-media', name: 'Acme Media' },
      { slug: 'globex-studio', name: 'Globex Studio' },
    ],
    children: <PageHeader title="Account settings" description="Your profile, password and sign-in." />,
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'User settings' })).toHaveAttribute('aria-current', 'page');
    const list = within(nav.getByRole('list', { name: 'Workspaces' }));
    await expect(list.getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
      'href',
      href.workspace('acme-media'),
    );
    await expect(list.getByRole('link', { name: 'Globex Studio' })).toHaveAttribute(
      'href',
      href.workspace('globex-studio'),
    );
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

/** On a phone: the product mark, the user menu, and the account nav behind the menu button. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sam Rivera' })).toBeVisible();
  },
});
