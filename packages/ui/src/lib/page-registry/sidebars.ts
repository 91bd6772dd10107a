import {
  entryOf,
  type NavIcon,
  type PageId,
  type Role,
  type RouteId,
  type SIDEBAR_SECTIONS,
  type SidebarEntry,
  type SidebarShell,
} from './index.ts';

type More = {
  /** The link's text when it is not its page's title. */
  label?: string;
  /** Who sees it; everyone when left out. */
  roles?: readonly Role[];
  /** Shown as current only on this exact path, for a page other entries' pages sit under. */
  end?: true;
};

/** A sidebar link: the id of the page it opens (its registry entry, index.ts), its icon and what else it needs. */
type Link =
  | readonly [id: PageId, icon: NavIcon, more?: More]
  // An address that only sends the person on has no title to show: its link names itself.
  | readonly [id: Exclude<RouteId, PageId>, icon: NavIcon, more: More & { label: string }];

type SidebarLinks = {
  [Shell in SidebarShell]: Record<(typeof SIDEBAR_SECTIONS)[Shell][number], readonly Link[]>;
};

/**
 * Each sidebar's links, section by section (SIDEBAR_SECTIONS), in the order they are listed; a link reads as its
 * page's title unless it says otherwise. They live apart from the registry because only the shells read them: the
 * registry is part of every page's first download (the route table is built from it), and the sidebars' icons are
 * not needed before a shell draws.
 */
const LINKS: SidebarLinks = {
  workspace: {
    '': [
      ['workspace', 'layout-dashboard', { end: true }],
      ['onboardingFileType', 'rocket'],
    ],
    Processing: [
      ['assemblies', 'workflow'],
      ['templates', 'file-code'],
      ['templateCredentials', 'key-round'],
    ],
    Manage: [
      ['collaborators', 'users'],
      ['settings', 'settings'],
      ['billing', 'credit-card'],
      ['addons', 'puzzle'],
    ],
    Operators: [['admin', 'shield', { label: 'Admin area', roles: ['admin'] }]],
  },
  admin: {
    Dashboard: [
      ['adminDashboard', 'gauge', { end: true }],
      ['adminDashboardBi', 'chart-column', { label: 'BI' }],
      ['adminFounderDashboard', 'trending-up'],
    ],
    Customers: [
      ['adminWorkspaces', 'building'],
      ['adminAssemblies', 'workflow'],
      ['adminAnnouncements', 'megaphone'],
    ],
    Billing: [
      ['adminInvoices', 'receipt'],
      ['adminCoupons', 'ticket-percent'],
      ['adminPlans', 'layers'],
      ['adminRevenues', 'wallet'],
    ],
    Service: [['adminOps', 'server']],
  },
};

/** The sidebars' entries, by the id of the page each links to; `order` is the link's place in its section. */
export const SIDEBARS: { readonly [Id in RouteId]?: SidebarEntry } = Object.fromEntries(
  Object.entries(LINKS).flatMap(([shell, sections]) =>
    Object.entries(sections).flatMap(([section, links]: [string, readonly Link[]]) =>
      links.map(([id, icon, more], index) => [
        id,
        // The Link type gives every route without a title a label of its own.
        {
          ...more,
          shell,
          section,
          label: more?.label ?? (entryOf(id).title as string),
          icon,
          order: index + 1,
        },
      ]),
    ),
  ),
);
