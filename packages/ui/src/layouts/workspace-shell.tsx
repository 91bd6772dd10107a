import { ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { href } from '../lib/paths';
import { Avatar } from '../primitives/avatar';
import { PopupControl } from './shell-controls';
import { ShellFrame } from './shell-parts';
import type { ShellUser, ShellWorkspace } from './shell-types';
import { sidebarSections } from './sidebar';

export type { ShellUser, ShellWorkspace } from './shell-types';

export type WorkspaceShellProps = {
  /** The person signed in, shown in the user menu. */
  user: ShellUser;
  /** Every workspace the person can switch to. */
  workspaces: ShellWorkspace[];
  /** Slug of the workspace on screen: the switcher checks it and every nav link points into it. */
  currentSlug: string;
  /** Adds an "Admin area" link for admins and founders. */
  isAdmin?: boolean;
  /** Messages above the page (unverified e-mail, unpaid invoices, impersonation), usually Banners. */
  banners?: ReactNode;
  /** Controls in the header before the user menu: the app's announcements bell. */
  headerActions?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  className?: string;
  /** The page. */
  children: ReactNode;
};

type WorkspaceSwitcherProps = {
  workspaces: ShellWorkspace[];
  currentSlug: string;
  onNavigate: () => void;
};

/** Names the current workspace and jumps to another one's dashboard, or to creating a new one (shell-popups.tsx). */
function WorkspaceSwitcher({ workspaces, currentSlug, onNavigate }: WorkspaceSwitcherProps) {
  const currentName = workspaces.find((workspace) => workspace.slug === currentSlug)?.name ?? currentSlug;
  return (
    <PopupControl
      haspopup="menu"
      trigger={
        <button
          type="button"
          data-slot="workspace-switcher"
          className="flex w-full items-center gap-3 rounded-md border border-border bg-surface px-2 py-2 text-left transition-colors duration-fast ease-standard hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <Avatar name={currentName} decorative className="rounded-md" />
          <span className="grid min-w-0 flex-1">
            <span className="text-fg-muted text-xs">Workspace</span>
            <span className="truncate font-medium text-fg text-sm">{currentName}</span>
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        </button>
      }
      render={(popups, trigger) => (
        <popups.WorkspaceMenu
          {...trigger}
          workspaces={workspaces}
          currentSlug={currentSlug}
          onNavigate={onNavigate}
        />
      )}
    />
  );
}

/**
 * The frame of every workspace page: a sidebar with the workspace switcher and the links the route registry
 * declares for it (the admin area's for admins and founders), a header with the user menu, and a slot for banners
 * above the page. On phones the sidebar opens as a sheet from the menu button. Presentational: the app passes the
 * user, workspaces and banners in.
 */
export function WorkspaceShell({
  user,
  workspaces,
  currentSlug,
  isAdmin = false,
  banners,
  headerActions,
  onLogout,
  className,
  children,
}: WorkspaceShellProps) {
  return (
    <ShellFrame
      slot="workspace-shell"
      sidebar={{
        label: 'Workspace',
        sections: sidebarSections('workspace', {
          roles: isAdmin ? ['member', 'admin'] : ['member'],
          slug: currentSlug,
        }),
        top: (onNavigate) => (
          <WorkspaceSwitcher workspaces={workspaces} currentSlug={currentSlug} onNavigate={onNavigate} />
        ),
      }}
      homeHref={href.workspace(currentSlug)}
      user={user}
      onLogout={onLogout}
      banners={banners}
      actions={headerActions}
      search={{ workspaces, currentSlug }}
      className={className}
    >
      {children}
    </ShellFrame>
  );
}
