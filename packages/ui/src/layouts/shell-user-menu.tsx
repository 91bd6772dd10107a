import { ChevronDown } from 'lucide-react';
import { Avatar } from '../primitives/avatar';
import { Button } from '../primitives/button';
import { PopupControl } from './shell-controls';
import type { ShellUser } from './shell-types';

type ShellUserMenuProps = {
  user: ShellUser;
  onLogout: () => void;
  /** Opens the command palette; the menu names its shortcut, Ctrl+K / ⌘K, for the next time. */
  onSearch?: () => void;
};

/** Avatar and name in the header; opens settings, the theme choice and Log out (shell-popups.tsx). */
export function ShellUserMenu({ user, onLogout, onSearch }: ShellUserMenuProps) {
  return (
    <PopupControl
      haspopup="menu"
      trigger={
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <Avatar name={user.name} src={user.avatarUrl ?? undefined} decorative />
          {/* The name names the button, so it stays for screen readers when a phone has no room to show it. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{user.name}</span>
          <ChevronDown aria-hidden="true" className="text-fg-muted" />
        </Button>
      }
      render={(popups, trigger) => (
        <popups.UserMenu {...trigger} user={user} onLogout={onLogout} onSearch={onSearch} />
      )}
    />
  );
}
