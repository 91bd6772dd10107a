import type { ReactNode } from 'react';
import type { PaletteWorkspace } from './command-palette-host';
import { ShellFrame } from './shell-parts';
import type { ShellUser } from './shell-user-menu';

export type AccountShellProps = {
  /** The person signed in, shown in the user menu (user settings, theme, Log out). */
  user: ShellUser;
  /** Messages above the page (unverified e-mail, unpaid invoices, impersonation), usually SessionBanners. */
  banners?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  /** Where the product mark leads; the console's index sends someone without a workspace to create one. */
  homeHref?: string;
  /** The person's workspaces, which the command palette (Ctrl+K / ⌘K) jumps to. */
  workspaces?: readonly PaletteWorkspace[];
  className?: string;
  /** The page. */
  children: ReactNode;
};

/**
 * The frame for someone who has no workspace yet (creating the first one, user settings): the same skip link,
 * header, user menu and banner slot as the other shells, without a sidebar, since there is no workspace to
 * navigate. It is how such a person logs out or reaches their settings.
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
