import { AdminShell, Banner, href, PageHeader } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const coupons = [
  { code: 'LAUNCH2026', discount: '20% for 3 months', redemptions: 41 },
  { code: 'PODCASTFEST', discount: '$50 credit', redemptions: 12 },
  { code: 'EDU-HALFOFF', discount: '50% for 12 months', redemptions: 7 },
];

/** Stands in for an admin page, so the shell is seen around realistic content. */
function CouponsPage() {
  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discounts customers can redeem when they upgrade their plan."
      />
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {coupons.map((coupon) => (
          <li key={coupon.code} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="font-medium font-mono text-sm">{coupon.code}</span>
            <span className="text-fg-muted text-sm">
              {coupon.discount} · {coupon.redemptions} redemptions
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

const meta = preview.meta({
  title: 'Layouts/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen', route: href.adminCoupons() },
  args: {
    user: { name: 'Jane Cooper', email: 'jane.cooper@transloadit.com', avatarUrl: null },
    onLogout: fn(),
    children: <CouponsPage />,
  },
  argTypes: { children: { control: false }, banners: { control: false } },
});

/** Every admin page is linked, the current one is marked, and "Back to console" leads out. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    const expected: [string, string][] = [
      ['Performance', href.adminDashboard()],
      ['BI', href.adminDashboardBi()],
      ['Founder dashboard', href.adminFounderDashboard()],
      ['Workspaces', href.adminWorkspaces()],
      ['Assemblies', href.adminAssemblies()],
      ['Announcements', href.adminAnnouncements()],
      ['Invoices', href.adminInvoices()],
      ['Coupons', href.adminCoupons()],
      ['Plans', href.adminPlans()],
      ['Revenues', href.adminRevenues()],
      ['Operations', href.adminOps()],
    ];
    for (const [name, href] of expected) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/');
  },
});

/** On the BI child page only BI is marked; Performance is the dashboard's index. */
export const DashboardChildPage = meta.story({
  parameters: { route: href.adminDashboardBi() },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'BI' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Performance' })).not.toHaveAttribute('aria-current');
  },
});

export const WithBanner = meta.story({
  args: {
    banners: (
      <Banner tone="warning" title="Queue backlog in eu-west-1">
        Assemblies in eu-west-1 wait longer than usual for a free machine. Check Operations for details.
      </Banner>
    ),
  },
});

/** The user menu is the same as in the workspace shell: settings, theme and Log out. */
export const UserMenu = meta.story({
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Cooper' }));
    const menu = await page.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

/** On a phone the admin nav opens as a sheet; Escape closes it. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const page = within(document.body);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const sheet = await page.findByRole('dialog', { name: 'Admin navigation' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await expect(within(sheet).getByRole('link', { name: 'Back to console' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
});
