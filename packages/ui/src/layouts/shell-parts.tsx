import { Menu, Search } from 'lucide-react';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import {
  CommandPaletteHost,
  type PaletteWorkspace,
  paletteShortcutText,
  usePaletteShortcut,
} from './command-palette-host';
import { ProductMark } from './product-mark';
import { PopupControl, ShellIconButton, ShellPopupsProvider } from './shell-controls';
import { ShellNav, type ShellNavSection } from './shell-nav';
import type { ShellUser } from './shell-types';
import { ShellUserMenu } from './shell-user-menu';

/** Where the sidebar stops being a column and becomes a sheet behind the menu button (Tailwind's `md`). */
const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

/** The sidebar: its nav landmark and what sits over it. */
export type ShellSidebar = {
  /** Accessible name of the nav landmark ("Workspace", "Admin"). */
  label: string;
  sections: ShellNavSection[];
  /** Content over the nav (the workspace switcher, a "Back to console" link); gets a callback that closes the phone sheet. */
  top?: (onNavigate: () => void) => ReactNode;
};

export type ShellFrameProps = {
  /** `data-slot` of the root, so each shell keeps its own name for tests and CSS. */
  slot: string;
  /** Without one, the frame is the header and the page only: for someone with no workspace to navigate yet. */
  sidebar?: ShellSidebar;
  /** Where the product mark links to. */
  homeHref: string;
  user: ShellUser;
  onLogout: () => void;
  banners?: ReactNode;
  /** Controls in the header before the user menu (the announcements bell). */
  actions?: ReactNode;
  /** The workspaces the command palette jumps to, and the one on screen whose templates and assemblies it finds. */
  search?: { workspaces: readonly PaletteWorkspace[]; currentSlug: string | null };
  className?: string;
  children: ReactNode;
};

/** What the app gives a shell that is about no one workspace: the account pages' and the admin area's. */
export type OutsideWorkspaceShellProps = {
  /** The person signed in, shown in the user menu (user settings, theme, Log out). */
  user: ShellUser;
  /** Messages above the page (unverified e-mail, unpaid invoices, impersonation), usually SessionBanners. */
  banners?: ReactNode;
  /** Called by "Log out"; the app clears the session and navigates. */
  onLogout: () => void;
  /** The person's workspaces, which the command palette (Ctrl+K / ⌘K) jumps to. */
  workspaces?: readonly PaletteWorkspace[];
  className?: string;
  /** The page. */
  children: ReactNode;
};

/** The frame of a shell outside any workspace: the command palette searches the person's workspaces, none current. */
export function OutsideWorkspaceFrame({
  workspaces = [],
  ...props
}: OutsideWorkspaceShellProps & Pick<ShellFrameProps, 'slot' | 'sidebar' | 'homeHref'>) {
  return <ShellFrame {...props} search={{ workspaces, currentSlug: null }} />;
}

/**
 * The frame every shell shares: skip link, sidebar (a modal sheet on phones), header with the user menu, and the
 * main landmark with the banner slot above the page.
 */
export function ShellFrame({
  slot,
  sidebar,
  homeHref,
  user,
  onLogout,
  banners,
  actions,
  search,
  className,
  children,
}: ShellFrameProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  usePaletteShortcut(useCallback(() => setPaletteOpen((open) => !open), []));
  const mainRef = useRef<HTMLElement>(null);
  const closeSheet = () => setSheetOpen(false);
  const openSheet = useCallback(() => setSheetOpen(true), []);

  // The sheet is hidden on wide screens but would stay modal (focus trap, scroll lock) if it were left open
  // while a window grows past the breakpoint.
  useEffect(() => {
    if (!sheetOpen) return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const closeOnWide = () => {
      if (query.matches) setSheetOpen(false);
    };
    closeOnWide();
    query.addEventListener('change', closeOnWide);
    return () => query.removeEventListener('change', closeOnWide);
  }, [sheetOpen]);

  const sidebarContent = (onNavigate?: () => void) =>
    sidebar ? (
      <>
        {sidebar.top?.(onNavigate ?? (() => {}))}
        <ShellNav label={sidebar.label} sections={sidebar.sections} onNavigate={onNavigate} />
      </>
    ) : null;

  return (
    <ShellPopupsProvider>
      <div data-slot={slot} className={cn('flex min-h-dvh bg-bg font-sans text-fg', className)}>
        {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link; following the hash alone left focus on the link in Chromium, so the handler moves focus into main (and keeps the hash out of the router's URL). */}
        <a
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
          }}
          className={cn(
            'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
            'focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          Skip to content
        </a>

        {sidebar ? (
          <div
            data-slot="shell-sidebar"
            className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-border border-r bg-surface p-3 md:flex"
          >
            <Link
              to={homeHref}
              className="rounded-md px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <ProductMark />
            </Link>
            {sidebarContent()}
          </div>
        ) : null}

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-border border-b bg-surface px-2 sm:px-4">
            {sidebar ? (
              <PopupControl
                haspopup="dialog"
                onOpen={openSheet}
                trigger={
                  <ShellIconButton label="Open navigation" className="md:hidden">
                    <Menu />
                  </ShellIconButton>
                }
                render={(popups, { trigger }) => (
                  <popups.NavigationSheet
                    trigger={trigger}
                    open={sheetOpen}
                    onOpenChange={setSheetOpen}
                    label={sidebar.label}
                  >
                    {sidebarContent(closeSheet)}
                  </popups.NavigationSheet>
                )}
              />
            ) : null}
            <Link
              to={homeHref}
              className={cn(
                'inline-flex rounded-md px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                // With a sidebar, wide screens show the mark there instead.
                sidebar && 'md:hidden',
              )}
            >
              <ProductMark />
            </Link>
            {/* The actions (the announcements bell) come at idle, so they sit first in the group the header pushes
                to its end: appearing, they grow it leftwards into the free space and move nothing else. */}
            {actions ? <div className="ml-auto flex items-center">{actions}</div> : null}
            <div className={actions ? undefined : 'ml-auto'}>
              <SearchButton onOpen={() => setPaletteOpen(true)} />
            </div>
            <ShellUserMenu user={user} onLogout={onLogout} onSearch={() => setPaletteOpen(true)} />
            <CommandPaletteHost
              open={paletteOpen}
              onOpenChange={setPaletteOpen}
              data={{
                sections: sidebar?.sections ?? [],
                workspaces: search?.workspaces ?? [],
                currentSlug: search?.currentSlug ?? null,
              }}
            />
          </header>

          {/* A query container: screens lay out by the room the sidebar leaves them (`@4xl:` and the like), not by
              the window's width. */}
          <main
            id="main"
            ref={mainRef}
            tabIndex={-1}
            className="@container flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 outline-none sm:px-6 lg:px-8"
          >
            {banners === undefined || banners === null ? null : (
              // One column that may be narrower than a banner's longest word and its action, so a phone wraps
              // the text instead of pushing the page sideways.
              <div data-slot="shell-banners" className="grid grid-cols-[minmax(0,1fr)] gap-2">
                {banners}
              </div>
            )}
            {children}
          </main>
        </div>
      </div>
    </ShellPopupsProvider>
  );
}

/**
 * The palette's visible way in, with its shortcut beside it for next time; on a phone, which has no shortcut to
 * teach, an icon button. Either takes focus as it opens the palette (Safari does not focus a clicked button), so
 * Escape gives focus back to it.
 */
function SearchButton({ onOpen }: { onOpen: () => void }) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.focus();
    onOpen();
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K"
        className="hidden w-56 justify-start px-3 font-normal text-fg-muted sm:inline-flex"
      >
        <Search aria-hidden />
        Search
        <kbd
          aria-hidden
          className="ml-auto rounded-sm border border-border bg-surface-sunken px-1.5 font-sans text-fg-muted text-xs"
        >
          {paletteShortcutText()}
        </kbd>
      </Button>
      <ShellIconButton
        label="Search"
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K"
        className="sm:hidden"
      >
        <Search />
      </ShellIconButton>
    </>
  );
}
