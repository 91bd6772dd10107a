import type { RegistryEntry } from './types.ts';

/** The admin area's pages, under /c/admin, and the workspace sidebar's way into it. */
export const ADMIN_ROUTES = {
  admin: {
    pattern: '/admin',
    shell: 'admin',
    redirect: 'adminDashboard',
    sidebar: {
      shell: 'workspace',
      section: 'Operators',
      label: 'Admin area',
      icon: 'shield',
      order: 1,
      roles: ['admin'],
    },
  },
  adminDashboard: {
    pattern: '/admin/dashboard',
    shell: 'admin',
    title: 'Performance',
    sidebar: {
      shell: 'admin',
      section: 'Dashboard',
      label: 'Performance',
      icon: 'gauge',
      order: 1,
      end: true,
    },
  },
  adminDashboardBi: {
    pattern: '/admin/dashboard/bi',
    shell: 'admin',
    title: 'Business intelligence',
    sidebar: { shell: 'admin', section: 'Dashboard', label: 'BI', icon: 'chart-column', order: 2 },
  },
  adminFounderDashboard: {
    pattern: '/admin/founder-dashboard',
    shell: 'admin',
    title: 'Founder dashboard',
    sidebar: {
      shell: 'admin',
      section: 'Dashboard',
      label: 'Founder dashboard',
      icon: 'trending-up',
      order: 3,
    },
  },
  adminWorkspaces: {
    pattern: '/admin/workspaces',
    shell: 'admin',
    title: 'Workspaces',
    sidebar: { shell: 'admin', section: 'Customers', label: 'Workspaces', icon: 'building', order: 1 },
  },
  adminWorkspacesByStatus: {
    pattern: '/admin/workspaces/:workspaceStatus',
    shell: 'admin',
    title: 'Workspaces',
  },
  adminWorkspace: { pattern: '/admin/workspace/:adminWorkspace', shell: 'admin', title: 'Workspace' },
  adminWorkspaceUsage: { pattern: '/admin/workspace/:adminWorkspace/usage', shell: 'admin', title: 'Usage' },
  adminAssemblies: {
    pattern: '/admin/assemblies',
    shell: 'admin',
    title: 'Assemblies',
    sidebar: { shell: 'admin', section: 'Customers', label: 'Assemblies', icon: 'workflow', order: 2 },
  },
  adminAssembly: { pattern: '/admin/assemblies/:id', shell: 'admin', title: 'Assembly' },
  adminAnnouncements: {
    pattern: '/admin/announcements',
    shell: 'admin',
    title: 'Announcements',
    sidebar: { shell: 'admin', section: 'Customers', label: 'Announcements', icon: 'megaphone', order: 3 },
  },
  adminInvoices: {
    pattern: '/admin/invoices',
    shell: 'admin',
    title: 'Invoices',
    sidebar: { shell: 'admin', section: 'Billing', label: 'Invoices', icon: 'receipt', order: 1 },
  },
  adminInvoice: { pattern: '/admin/invoices/:invoiceId', shell: 'admin', title: 'Invoice' },
  adminCoupons: {
    pattern: '/admin/coupons',
    shell: 'admin',
    title: 'Coupons',
    sidebar: { shell: 'admin', section: 'Billing', label: 'Coupons', icon: 'ticket-percent', order: 2 },
  },
  adminPlans: {
    pattern: '/admin/plans',
    shell: 'admin',
    title: 'Plans',
    sidebar: { shell: 'admin', section: 'Billing', label: 'Plans', icon: 'layers', order: 3 },
  },
  adminRevenues: {
    pattern: '/admin/revenues',
    shell: 'admin',
    title: 'Revenues',
    sidebar: { shell: 'admin', section: 'Billing', label: 'Revenues', icon: 'wallet', order: 4 },
  },
  adminOps: {
    pattern: '/admin/ops',
    shell: 'admin',
    title: 'Operations',
    sidebar: { shell: 'admin', section: 'Service', label: 'Operations', icon: 'server', order: 1 },
  },
} as const satisfies Record<string, RegistryEntry>;
