import {
  ArrowLeft,
  Building,
  ChartColumn,
  Gauge,
  Layers,
  Megaphone,
  Receipt,
  Server,
  TicketPercent,
  TrendingUp,
  Wallet,
  Workflow,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '../lib/paths';
import type { PaletteWorkspace } from './command-palette-host';
import type { ShellNavItem, ShellNavSection } from './shell-nav';
import { ShellFrame } from './shell-parts';
import type { ShellUser } from './shell-types';

export type AdminShellProps = {
  /** The admin or founder signed in, shown in the user menu. */
  user: ShellUser;
  /** Messages above the page, usually Banners. */
  banners?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  /** Target of "Back to console"; the console's index sends the person to their active workspace. */
  consoleHref?: string;
  /**
   * The admin pages the app serves; the nav links to these only, so no link leads to a page that is not built
   * yet. Every page by default, the whole navigation as designed.
   */
  pages?: readonly AdminPage[];
  /** The person's workspaces, which the command palette (Ctrl+K / ⌘K) jumps to. */
  workspaces?: readonly PaletteWorkspace[];
  className?: string;
  /** The page. */
  children: ReactNode;
};

/** Every admin page the sidebar can link to, by name. */
export const ADMIN_PAGES = [
  'performance',
  'bi',
  'founder-dashboard',
  'workspaces',
  'assemblies',
  'announcements',
  'invoices',
  'coupons',
  'plans',
  'revenues',
  'ops',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

type AdminNavItem = ShellNavItem & { page: AdminPage };

const adminSections: { label: string; items: AdminNavItem[] }[] = [
  {
    label: 'Dashboard',
    items: [
      { page: 'performance', to: href.adminDashboard(), label: 'Performance', icon: Gauge, end: true },
      { page: 'bi', to: href.adminDashboardBi(), label: 'BI', icon: ChartColumn },
      {
        page: 'founder-dashboard',
        to: href.adminFounderDashboard(),
        label: 'Founder dashboard',
        icon: TrendingUp,
      },
    ],
  },
  {
    label: 'Customers',
    items: [
      { page: 'workspaces', to: href.adminWorkspaces(), label: 'Workspaces', icon: Building },
      { page: 'assemblies', to: href.adminAssemblies(), label: 'Assemblies', icon: Workflow },
      { page: 'announcements', to: href.adminAnnouncements(), label: 'Announcements', icon: Megaphone },
    ],
  },
  {
    label: 'Billing',
    items: [
      { page: 'invoices', to: href.adminInvoices(), label: 'Invoices', icon: Receipt },
      { page: 'coupons', to: href.adminCoupons(), label: 'Coupons', icon: TicketPercent },
      { page: 'plans', to: href.adminPlans(), label: 'Plans', icon: Layers },
      { page: 'revenues', to: href.adminRevenues(), label: 'Revenues', icon: Wallet },
    ],
  },
  {
    label: 'Service',
    items: [{ page: 'ops', to: href.adminOps(), label: 'Operations', icon: Server }],
  },
];

function servedSections(pages: readonly AdminPage[]): ShellNavSection[] {
  return adminSections.map((section) => ({
    label: section.label,
    items: section.items.filter((item) => pages.includes(item.page)),
  }));
}

/**
 * The frame of every admin page: the same skip link, header, user menu, banner slot and phone sheet as the
 * workspace shell, with a link to each admin page and a way back to the console.
 */
export function AdminShell({
  user,
  banners,
  onLogout,
  consoleHref = '/',
  pages = ADMIN_PAGES,
  workspaces = [],
  className,
  children,
}: AdminShellProps) {
  return (
    <ShellFrame
      slot="admin-shell"
      sidebar={{
        label: 'Admin',
        sections: servedSections(pages),
        top: (onNavigate) => (
          <div className="grid gap-2">
            <p className="px-3 font-semibold text-primary-text text-xs uppercase tracking-wide">Admin area</p>
            <Link
              to={consoleHref}
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-fg-muted text-sm transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4"
            >
              <ArrowLeft aria-hidden="true" />
              Back to console
            </Link>
          </div>
        ),
      }}
      homeHref={href.adminDashboard()}
      user={user}
      onLogout={onLogout}
      banners={banners}
      search={{ workspaces, currentSlug: null }}
      className={className}
    >
      {children}
    </ShellFrame>
  );
}
