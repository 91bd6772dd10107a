import { Building2, Plus, UserCog } from 'lucide-react';
import { href } from '../lib/paths';
import type { PaletteWorkspace } from './command-palette-host';
import type { ShellNavSection } from './shell-nav';
import { OutsideWorkspaceFrame, type OutsideWorkspaceShellProps } from './shell-parts';

export type AccountShellProps = OutsideWorkspaceShellProps & {
  /** Where the product mark leads; the console's index sends someone without a workspace to create one. */
  homeHref?: string;
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
export function AccountShell({ homeHref = '/', workspaces = [], ...props }: AccountShellProps) {
  return (
    <OutsideWorkspaceFrame
      {...props}
      slot="account-shell"
      sidebar={{ label: 'Account', sections: accountSections(workspaces) }}
      homeHref={homeHref}
      workspaces={workspaces}
    />
  );
}
