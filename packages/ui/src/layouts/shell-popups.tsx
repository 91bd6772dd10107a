import { Check, LogOut, type LucideIcon, Monitor, Moon, Plus, Search, Settings, Sun, X } from 'lucide-react';
import { Dialog as DialogPrimitive, DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { href } from '../lib/paths';
import { type ThemePreference, useTheme } from '../lib/theme';
import { DialogClose } from '../primitives/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
} from '../primitives/dropdown-menu';
import { IconButton } from '../primitives/icon-button';
import { paletteShortcutText } from './command-palette-host';
import { ProductMark } from './product-mark';
import type { ShellUser, ShellWorkspace } from './shell-types';

/*
 * What the shells' controls need Radix for (menus, the phone's navigation sheet, tooltips), loaded after the first
 * page has painted (shell-controls.tsx): about two thirds of a shell's code, which a page's first paint does not
 * wait for.
 */

export { Tooltip } from '../primitives/tooltip';

/** How a shell control that was drawn without its popup hands over: its button, and whether it opens at once. */
export type PopupTrigger = { trigger: ReactElement; defaultOpen: boolean };

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
function MenuRadioItem({ className, children, ...props }: MenuRadioItemProps) {
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

export type UserMenuProps = PopupTrigger & {
  user: ShellUser;
  onLogout: () => void;
  /** Opens the command palette; the menu names its shortcut, Ctrl+K / ⌘K, for the next time. */
  onSearch?: () => void;
};

/** The user menu behind the header's avatar button: settings, the theme choice and Log out. */
export function UserMenu({ trigger, defaultOpen, user, onLogout, onSearch }: UserMenuProps) {
  const searchChosen = useRef(false);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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

export type WorkspaceMenuProps = PopupTrigger & {
  workspaces: readonly ShellWorkspace[];
  currentSlug: string;
  /** Closes the phone's navigation sheet when the menu leads elsewhere. */
  onNavigate: () => void;
};

/** The workspace switcher's menu: every workspace (the current one checked) and "Create workspace". */
export function WorkspaceMenu({
  trigger,
  defaultOpen,
  workspaces,
  currentSlug,
  onNavigate,
}: WorkspaceMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        <DropdownMenuPrimitive.RadioGroup value={currentSlug}>
          {workspaces.map((workspace) => (
            <MenuRadioItem
              key={workspace.slug}
              value={workspace.slug}
              onSelect={() => {
                onNavigate();
                navigate(href.workspace(workspace.slug));
              }}
            >
              <span className="truncate">{workspace.name}</span>
            </MenuRadioItem>
          ))}
        </DropdownMenuPrimitive.RadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={href.createWorkspace()} onClick={onNavigate}>
            <Plus aria-hidden="true" />
            Create workspace
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export type NavigationSheetProps = {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar's name ("Workspace", "Admin"), which titles the sheet. */
  label: string;
  children: ReactNode;
};

/** The sidebar as a modal sheet from the left, on screens too narrow for it to stand beside the page. */
export function NavigationSheet({ trigger, open, onOpenChange, label, children }: NavigationSheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay md:hidden" />
        <DialogPrimitive.Content
          data-slot="shell-sheet"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Focus the sheet itself rather than its first button: that is the close button, whose
            // tooltip would open on focus and take the first Escape press away from the sheet.
            event.preventDefault();
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto',
            'border-border border-r bg-surface-raised p-3 text-fg shadow-lg outline-none md:hidden',
            'transition-transform duration-normal ease-standard starting:-translate-x-full',
          )}
        >
          <div className="flex items-center justify-between gap-2 pl-2">
            <DialogPrimitive.Title asChild>
              <h2 className="sr-only">{label} navigation</h2>
            </DialogPrimitive.Title>
            <ProductMark />
            <DialogClose asChild>
              <IconButton label="Close navigation">
                <X />
              </IconButton>
            </DialogClose>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
