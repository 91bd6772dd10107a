// The shape of a route registry entry (index.ts).

/**
 * Where a route is drawn. `public`: no login; `signed-in`: behind the login with no shell of its own (only the
 * addresses that send the person on); `account`, `workspace`, `admin`: inside that shell, behind its guard. Each
 * shell is also the page's bundle budget group (what following a link inside it may download).
 */
export type Shell = 'public' | 'signed-in' | 'account' | 'workspace' | 'admin';

/** Who sees a sidebar entry: every member of the workspace, or only the console's admins and founders. */
export type Role = 'member' | 'admin';

/** The captions of each sidebar's groups, in the order they are listed; '' is the first group's, which has none. */
export const SIDEBAR_SECTIONS = {
  workspace: ['', 'Processing', 'Manage', 'Operators'],
  admin: ['Dashboard', 'Customers', 'Billing', 'Service'],
} as const;
export type SidebarShell = keyof typeof SIDEBAR_SECTIONS;

/** The icons a sidebar entry may carry, by their lucide name; layouts/sidebar.ts draws each. */
export type NavIcon =
  | 'building'
  | 'chart-column'
  | 'credit-card'
  | 'file-code'
  | 'gauge'
  | 'key-round'
  | 'layers'
  | 'layout-dashboard'
  | 'megaphone'
  | 'puzzle'
  | 'receipt'
  | 'rocket'
  | 'server'
  | 'settings'
  | 'shield'
  | 'ticket-percent'
  | 'trending-up'
  | 'users'
  | 'wallet'
  | 'workflow';

type SidebarEntryIn<S extends SidebarShell> = {
  /** The sidebar the entry is in: its page's shell's, except the workspace sidebar's way into the admin area. */
  shell: S;
  section: (typeof SIDEBAR_SECTIONS)[S][number];
  label: string;
  icon: NavIcon;
  /** Its place in its section, lowest first. */
  order: number;
  /** Who sees it; everyone when left out. */
  roles?: readonly Role[];
  /** Shown as current only on this exact path, for a page other entries' pages sit under. */
  end?: boolean;
};
export type SidebarEntry = SidebarEntryIn<'workspace'> | SidebarEntryIn<'admin'>;

type Common = {
  pattern: string;
  shell: Shell;
  /** Also served without the workspace prefix, redirecting to it under the current workspace (spec §2). */
  unprefixed?: true;
};
/** A page: its name in the document title; the console routes it to its page module. */
export type PageEntry = Common & { title: string; redirect?: never };
/**
 * An address that only sends the person on: to another route (which takes no parameters), or `home`, the
 * signed-in person's current workspace (or creating their first).
 */
export type RedirectEntry = Common & { redirect: string; title?: never };
export type RegistryEntry = PageEntry | RedirectEntry;

/**
 * A read a page shows at once, by its name in @console/api's first-page addresses; apps/console/entry-routes.ts
 * builds each from the page's parameters (a type error there for a name it cannot build).
 */
export type FirstRead =
  | 'account'
  | 'workspaceOverview'
  | 'template'
  | 'assembly'
  | 'authKey'
  | 'collaborators'
  | 'billing'
  | 'invoice'
  | 'addons'
  | 'adminWorkspace'
  | 'adminInvoice';

/**
 * What a page needs for its first paint (first-paint.ts, docs/first-paint.md). Its code and its shell's reads it gets
 * without saying: every page's chunks are preloaded with the entry, and every page behind the login reads who is
 * signed in (a workspace's page also the workspace).
 */
export type FirstPaint = {
  /** The reads the page shows at once, sent with the document instead of after its code has run. */
  reads: readonly FirstRead[];
};
