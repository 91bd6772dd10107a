import { Button, href, PageHeader, SessionBanners, WorkspaceShell } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const templates = [
  { name: 'encode-hls-1080p', robots: '/video/encode → /s3/store' },
  { name: 'resize-thumbnails', robots: '/image/resize → /s3/store' },
  { name: 'extract-audio-mp3', robots: '/audio/encode → /gcs/store' },
];

/** Stands in for a page, so the shell is seen around realistic content. */
function TemplatesPage() {
  return (
    <>
      <PageHeader
        title="Templates"
        description="Templates hold the processing instructions your assemblies run."
        actions={<Button>Create template</Button>}
      />
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {templates.map((template) => (
          <li key={template.name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="font-medium font-mono text-sm">{template.name}</span>
            <span className="text-fg-muted text-sm">{template.robots}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The current-user reply's banner flags for Jane; the shell shows whichever the story turns on. */
function bannersFor(flags: { impersonated?: boolean; unpaidInvoices?: boolean; emailUnverified?: boolean }) {
  return (
    <SessionBanners
      user={{
        ifShowImpersonatedByBanner: flags.impersonated ?? false,
        ifShowUnpaidInvoicesBanner: flags.unpaidInvoices ?? false,
        ifShowEmailVerificationBanner: flags.emailUnverified ?? false,
        login_data: { name: 'Jane Cooper', email: 'jane.cooper@acme-media.com' },
      }}
      billingHref={href.billing('acme-media', 'invoices')}
      onImpersonationStopped={fn()}
    />
  );
}

const meta = preview.meta({
  title: 'Layouts/WorkspaceShell',
  component: WorkspaceShell,
  parameters: { layout: 'fullscreen', route: href.templates('acme-media') },
  args: {
    user: { name: 'Jane Cooper', email: 'jane.cooper@acme-media.com', avatarUrl: null },
    workspaces: [
      { slug: 'acme-media', name: 'Acme Media' },
      { slug: 'acme-staging', name: 'Acme Staging' },
      { slug: 'northwind-video', name: 'Northwind Video' },
    ],
    currentSlug: 'acme-media',
    onLogout: fn(),
    children: <TemplatesPage />,
  },
  argTypes: { children: { control: false }, banners: { control: false } },
});

/** Landmarks, the current page marked in the nav, and every workspace page linked. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Workspace' });
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const expected: [string, string][] = [
      ['Dashboard', href.workspace('acme-media')],
      ['Getting started', href.onboardingFileType('acme-media')],
      ['Assemblies', href.assemblies('acme-media')],
      ['Templates', href.templates('acme-media')],
      ['Template credentials', href.templateCredentials('acme-media')],
      ['Collaborators', href.collaborators('acme-media')],
      ['Settings', href.settings('acme-media')],
      ['Billing', href.billing('acme-media')],
      ['Add-ons', href.addons('acme-media')],
    ];
    for (const [name, href] of expected) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(within(nav).queryByRole('link', { name: 'Admin area' })).toBeNull();
  },
});

/** Clicking a nav item moves the aria-current mark to it. */
export const NavigateBetweenPages = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Workspace' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Assemblies' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Assemblies' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(within(nav).getByRole('link', { name: 'Templates' })).not.toHaveAttribute('aria-current');
  },
});

/** "Skip to content" is the first stop of the Tab key and moves focus into the main landmark. */
export const SkipToContent = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
});

/** Every banner at once, stacked above the page: the same banners the console shows. */
export const AllBanners = meta.story({
  args: {
    isAdmin: true,
    banners: bannersFor({ impersonated: true, unpaidInvoices: true, emailUnverified: true }),
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent(/You have unpaid invoices/);
    await expect(main.getByRole('button', { name: 'Stop impersonating' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  },
});

/** Admins and founders get a link to the admin area. */
export const AdminUser = meta.story({
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Workspace' });
    await expect(within(nav).getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', href.admin());
  },
});

const manyWorkspaces = [
  'Acme Media',
  'Acme Staging',
  'Bluebird Podcasts',
  'Cobalt Learning',
  'Delta Newsroom',
  'Evergreen Photo Archive',
  'Fjord Films',
  'Granite Real Estate Listings',
  'Harbor Radio',
  'Indigo Design Studio',
  'Juniper Health Imaging',
  'Kestrel Sports Highlights',
  'Lumen Museum Collections',
  'Meridian Ads',
  'Northwind Video',
  'Orchid Fashion Lookbooks',
].map((name) => ({ name, slug: name.toLowerCase().replaceAll(' ', '-') }));

/** A long list scrolls inside the menu; the current workspace is the one checked. */
export const ManyWorkspaces = meta.story({
  args: { workspaces: manyWorkspaces, currentSlug: 'juniper-health-imaging' },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Workspace Juniper Health Imaging/ }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(manyWorkspaces.length);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Juniper Health Imaging' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'Acme Media' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
});

/** Picking another workspace opens its dashboard; "Create workspace" links to the create page. */
export const SwitchWorkspace = meta.story({
  parameters: { path: href.templates('acme-media') },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Workspace Acme Media/ }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Acme Media' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toHaveAttribute(
      'href',
      href.createWorkspace(),
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Acme Staging' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /acme-staging');
  },
});

/** The user menu links to user settings, offers the theme choice and logs out. */
export const UserMenu = meta.story({
  play: async ({ canvas, args, globals }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Cooper' }));
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('jane.cooper@acme-media.com');
    await expect(within(menu).getByRole('menuitem', { name: 'User settings' })).toHaveAttribute(
      'href',
      href.userSettings(),
    );
    const activeTheme = globals.theme === 'dark' ? 'Dark' : 'Light';
    await expect(within(menu).getByRole('menuitemradio', { name: activeTheme })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
});

/** On a phone the sidebar hides behind a menu button; the sheet traps focus and Escape closes it. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { banners: bannersFor({ emailUnverified: true }) },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await expect(canvas.queryByRole('navigation', { name: 'Workspace' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const sheet = await page.findByRole('dialog', { name: 'Workspace navigation' });
    await expect(within(sheet).getByRole('navigation', { name: 'Workspace' })).toBeVisible();
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.tab({ shift: true });
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
});

/** Following a link in the phone sheet closes it and marks the new page. */
export const MobileNavigate = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const sheet = await page.findByRole('dialog', { name: 'Workspace navigation' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Billing' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

/** The phone sheet left open, for its look and its accessibility check (the page behind is inert). */
export const MobileMenuOpen = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Workspace navigation' });
    await expect(within(sheet).getByRole('button', { name: /Workspace Acme Media/ })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});
