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
import { ShellFrame, type ShellNavSection, type ShellUser } from './shell-parts';

export type AdminShellProps = {
  /** The admin or founder signed in, shown in the user menu. */
  user: ShellUser;
  /** Messages above the page, usually Banners. */
  banners?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  /** Target of "Back to console"; the console's index sends the person to their active workspace. */
  consoleHref?: string;
  className?: string;
  /** The page. */
  children: ReactNode;
};

const adminSections: ShellNavSection[] = [
  {
    label: 'Dashboard',
    items: [
      { to: '/admin/dashboard', label: 'Performance', icon: Gauge, end: true },
      { to: '/admin/dashboard/bi', label: 'BI', icon: ChartColumn },
      { to: '/admin/founder-dashboard', label: 'Founder dashboard', icon: TrendingUp },
    ],
  },
  {
    label: 'Customers',
    items: [
      { to: '/admin/workspaces', label: 'Workspaces', icon: Building },
      { to: '/admin/assemblies', label: 'Assemblies', icon: Workflow },
      { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
    ],
  },
  {
    label: 'Billing',
    items: [
      { to: '/admin/invoices', label: 'Invoices', icon: Receipt },
      { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
      { to: '/admin/plans', label: 'Plans', icon: Layers },
      { to: '/admin/revenues', label: 'Revenues', icon: Wallet },
    ],
  },
  {
    label: 'Service',
    items: [{ to: '/admin/ops', label: 'Operations', icon: Server }],
  },
];

/**
 * The frame of every admin page: the same skip link, header, user menu, banner slot and phone sheet as the
 * workspace shell, with a link to each admin page and a way back to the console.
 */
export function AdminShell({
  user,
  banners,
  onLogout,
  consoleHref = '/',
  className,
  children,
}: AdminShellProps) {
  return (
    <ShellFrame
      slot="admin-shell"
      navLabel="Admin"
      sections={adminSections}
      homeHref="/admin/dashboard"
      sidebarTop={(onNavigate) => (
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
      )}
      user={user}
      onLogout={onLogout}
      banners={banners}
      className={className}
    >
      {children}
    </ShellFrame>
  );
}
