import type { RouteId, SidebarEntry } from './index.ts';

/**
 * The sidebars' entries, by the id of the page each links to (its registry entry, index.ts). They live apart from the
 * registry because only the shells read them: the registry is part of every page's first download (the route table
 * is built from it), and the sidebars' labels and icons are not needed before a shell draws.
 */
export const SIDEBARS: { readonly [Id in RouteId]?: SidebarEntry } = {
  workspace: {
    shell: 'workspace',
    section: '',
    label: 'Dashboard',
    icon: 'layout-dashboard',
    order: 1,
    end: true,
  },
  onboardingFileType: { shell: 'workspace', section: '', label: 'Getting started', icon: 'rocket', order: 2 },
  templateCredentials: {
    shell: 'workspace',
    section: 'Processing',
    label: 'Template credentials',
    icon: 'key-round',
    order: 3,
  },
  templates: { shell: 'workspace', section: 'Processing', label: 'Templates', icon: 'file-code', order: 2 },
  assemblies: { shell: 'workspace', section: 'Processing', label: 'Assemblies', icon: 'workflow', order: 1 },
  settings: { shell: 'workspace', section: 'Manage', label: 'Settings', icon: 'settings', order: 2 },
  collaborators: { shell: 'workspace', section: 'Manage', label: 'Collaborators', icon: 'users', order: 1 },
  billing: { shell: 'workspace', section: 'Manage', label: 'Billing', icon: 'credit-card', order: 3 },
  addons: { shell: 'workspace', section: 'Manage', label: 'Add-ons', icon: 'puzzle', order: 4 },
  admin: {
    shell: 'workspace',
    section: 'Operators',
    label: 'Admin area',
    icon: 'shield',
    order: 1,
    roles: ['admin'],
  },
  adminDashboard: {
    shell: 'admin',
    section: 'Dashboard',
    label: 'Performance',
    icon: 'gauge',
    order: 1,
    end: true,
  },
  adminDashboardBi: { shell: 'admin', section: 'Dashboard', label: 'BI', icon: 'chart-column', order: 2 },
  adminFounderDashboard: {
    shell: 'admin',
    section: 'Dashboard',
    label: 'Founder dashboard',
    icon: 'trending-up',
    order: 3,
  },
  adminWorkspaces: { shell: 'admin', section: 'Customers', label: 'Workspaces', icon: 'building', order: 1 },
  adminAssemblies: { shell: 'admin', section: 'Customers', label: 'Assemblies', icon: 'workflow', order: 2 },
  adminAnnouncements: {
    shell: 'admin',
    section: 'Customers',
    label: 'Announcements',
    icon: 'megaphone',
    order: 3,
  },
  adminInvoices: { shell: 'admin', section: 'Billing', label: 'Invoices', icon: 'receipt', order: 1 },
  adminCoupons: { shell: 'admin', section: 'Billing', label: 'Coupons', icon: 'ticket-percent', order: 2 },
  adminPlans: { shell: 'admin', section: 'Billing', label: 'Plans', icon: 'layers', order: 3 },
  adminRevenues: { shell: 'admin', section: 'Billing', label: 'Revenues', icon: 'wallet', order: 4 },
  adminOps: { shell: 'admin', section: 'Service', label: 'Operations', icon: 'server', order: 1 },
};
