import {
  Building,
  ChartColumn,
  CreditCard,
  FileCode,
  Gauge,
  KeyRound,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Puzzle,
  Receipt,
  Rocket,
  Server,
  Settings,
  Shield,
  TicketPercent,
  TrendingUp,
  Users,
  Wallet,
  Workflow,
} from 'lucide-react';
import {
  entryOf,
  type NavIcon,
  ROUTE_IDS,
  type Role,
  type RouteId,
  SIDEBAR_SECTIONS,
  type SidebarEntry,
  type SidebarShell,
} from '../lib/page-registry';
import { SIDEBARS } from '../lib/page-registry/sidebars';
import { hrefOf } from '../lib/paths';
import type { ShellNavSection } from './shell-nav';

const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  building: Building,
  'chart-column': ChartColumn,
  'credit-card': CreditCard,
  'file-code': FileCode,
  gauge: Gauge,
  'key-round': KeyRound,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  megaphone: Megaphone,
  puzzle: Puzzle,
  receipt: Receipt,
  rocket: Rocket,
  server: Server,
  settings: Settings,
  shield: Shield,
  'ticket-percent': TicketPercent,
  'trending-up': TrendingUp,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
};

/** The routes with an entry in a sidebar, with that entry. */
export function sidebarEntries(shell: SidebarShell): { id: RouteId; sidebar: SidebarEntry }[] {
  return ROUTE_IDS.flatMap((id) => {
    const sidebar = SIDEBARS[id];
    return sidebar?.shell === shell ? [{ id, sidebar }] : [];
  });
}

/** Whether someone with these roles sees the entry. */
export const visibleTo = (sidebar: SidebarEntry, roles: readonly Role[]) =>
  sidebar.roles === undefined || sidebar.roles.some((role) => roles.includes(role));

/**
 * A shell's sidebar as the route registry declares it, for someone with these roles: its sections in order, each
 * with its entries in order, leaving out a section with none. `slug` fills a workspace page's `:workspace`.
 */
export function sidebarSections(
  shell: SidebarShell,
  { roles, slug = '' }: { roles: readonly Role[]; slug?: string },
): ShellNavSection[] {
  const entries = sidebarEntries(shell).filter(({ sidebar }) => visibleTo(sidebar, roles));
  return SIDEBAR_SECTIONS[shell].flatMap((section: string) => {
    const items = entries
      .filter(({ sidebar }) => sidebar.section === section)
      .sort((a, b) => a.sidebar.order - b.sidebar.order)
      .map(({ id, sidebar }) => ({
        to: (hrefOf(entryOf(id).pattern) as (...args: string[]) => string)(slug),
        label: sidebar.label,
        icon: NAV_ICONS[sidebar.icon],
        ...(sidebar.end ? { end: true } : {}),
      }));
    return items.length === 0 ? [] : [{ ...(section === '' ? {} : { label: section }), items }];
  });
}
