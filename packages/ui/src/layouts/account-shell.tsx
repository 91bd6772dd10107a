import { Building2, Plus, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { href } from '../lib/paths';
import type { PaletteWorkspace } from './command-palette-host';
import type { ShellNavSection } from './shell-nav';
import { ShellFrame } from './shell-parts';
import type { ShellUser } from './shell-types';

export type AccountShellProps = {
  /** The person signed in, shown in the user menu (user settings, theme, Log out). */
  user: ShellUser;
  /** Messages above the page (unverified e-mail, unpaid invoices, impersonation), usually SessionBanners. */
  banners?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  /** Where the product mark leads; the console's index sends someone without a workspace to create one. */
  homeHref?: string;
  /** The person's workspaces: the sidebar's way back into each, and where the command palette (Ctrl+K / ⌘K) jumps. */
  workspaces?: readonly PaletteWorkspace[];
  className?: string;
  /** The page. */
  children: ReactNode;
};

/** The account pages, and the person's workspaces under them (a section that is left out when there are none). */
function accountSections(workspaces: readonly PaletteWorkspace[]): ShellNavSection[] {
  return [
    {
      items: [
        { to: href.userSettings(), label: 'User settings', icon: UserCog },
        { to: href.createWorkspace(), label: 'Create workspace', icon: Plus },
      ],
    },
    {
      label: 'Workspaces',
      items: workspaces.map((workspace) => ({
        to: href.workspace(workspace.slug),
        label: workspace.name,
        icon: Building2,
      })),
    },
  ];
}

/**
 * The frame of the pages about the person rather than a workspace (user settings, creating a workspace): the same
 * skip link, header, user menu and banner slot as the other shells, and a sidebar of its own whose nav marks the
 * account page on screen and leads back into each of the person's workspaces.
 */
export function AccountShell({
  user,
  banners,
  onLogout,
  homeHref = '/',
  workspaces = [],
  className,
  children,
}: AccountShellProps) {
  return (
    <ShellFrame
      slot="account-shell"
      sidebar={{ label: 'Account', sections: accountSections(workspaces) }}
      homeHref={homeHref}
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
