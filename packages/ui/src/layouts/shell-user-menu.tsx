import {
  Check,
  ChevronDown,
  LogOut,
  type LucideIcon,
  Monitor,
  Moon,
  Search,
  Settings,
  Sun,
} from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { href } from '../lib/paths';
import { type ThemePreference, useTheme } from '../lib/theme';
import { Avatar } from '../primitives/avatar';
import { Button } from '../primitives/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
} from '../primitives/dropdown-menu';
import { paletteShortcutText } from './command-palette-host';

/** The person signed in, as the shells show them in the user menu. */
export type ShellUser = { name: string; email: string; avatarUrl?: string | null };

const themeChoices: { value: ThemePreference; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

function isThemeChoice(value: string): value is ThemePreference {
  return themeChoices.some((choice) => choice.value === value);
}

/**
 * The theme choice as menu radio items rather than the ThemeToggle button group: Radix menus swallow Tab,
 * so a toggle group inside the menu could not be reached from the keyboard.
 */
function ThemeMenuGroup() {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenuPrimitive.RadioGroup
      value={theme}
      onValueChange={(value) => {
        if (isThemeChoice(value)) setTheme(value);
      }}
    >
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      {themeChoices.map(({ value, label, icon: Icon }) => (
        <MenuRadioItem key={value} value={value}>
          <Icon aria-hidden="true" />
          {label}
        </MenuRadioItem>
      ))}
    </DropdownMenuPrimitive.RadioGroup>
  );
}

type MenuRadioItemProps = ComponentProps<typeof DropdownMenuPrimitive.RadioItem>;

/** A checkable menu item (menuitemradio) with the check mark at the end, styled like the other items. */
export function MenuRadioItem({ className, children, ...props }: MenuRadioItemProps) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), 'pr-8', className)}
      {...props}
    >
      {children}
      <DropdownMenuPrimitive.ItemIndicator className="absolute right-2 inline-flex">
        <Check aria-hidden="true" />
      </DropdownMenuPrimitive.ItemIndicator>
    </DropdownMenuPrimitive.RadioItem>
  );
}

type ShellUserMenuProps = {
  user: ShellUser;
  onLogout: () => void;
  /** Opens the command palette; the menu names its shortcut, Ctrl+K / ⌘K, for the next time. */
  onSearch?: () => void;
};

/** Avatar and name in the header; opens settings, the theme choice and Log out. */
export function ShellUserMenu({ user, onLogout, onSearch }: ShellUserMenuProps) {
  const searchChosen = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <Avatar name={user.name} src={user.avatarUrl ?? undefined} decorative />
          {/* The name names the button, so it stays for screen readers when a phone has no room to show it. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{user.name}</span>
          <ChevronDown aria-hidden="true" className="text-fg-muted" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-64"
        // The palette opens once the menu has handed focus back to its button, so closing it returns focus there.
        onCloseAutoFocus={() => {
          if (!searchChosen.current) return;
          searchChosen.current = false;
          onSearch?.();
        }}
      >
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium text-fg text-sm">{user.name}</span>
          <span className="truncate font-normal text-fg-muted text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {onSearch ? (
          <DropdownMenuItem
            onSelect={() => {
              searchChosen.current = true;
            }}
          >
            <Search aria-hidden="true" />
            Search and jump
            <kbd className="ml-auto font-sans text-fg-muted text-xs">{paletteShortcutText()}</kbd>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={href.userSettings()}>
            <Settings aria-hidden="true" />
            User settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuGroup />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
