import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '../lib/paths';
import { OutsideWorkspaceFrame, type OutsideWorkspaceShellProps } from './shell-parts';
import { sidebarSections } from './sidebar';

export type AdminShellProps = OutsideWorkspaceShellProps & {
  /** Target of "Back to console"; the console's index sends the person to their active workspace. */
  consoleHref?: string;
};

/**
 * The frame of every admin page: the same skip link, header, user menu, banner slot and phone sheet as the
 * workspace shell, with a link to each admin page and a way back to the console.
 */
export function AdminShell({ consoleHref = '/', ...props }: AdminShellProps) {
  return (
    <OutsideWorkspaceFrame
      {...props}
      slot="admin-shell"
      sidebar={{
        label: 'Admin',
        sections: sidebarSections('admin', { roles: ['admin'] }),
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
    />
  );
}
