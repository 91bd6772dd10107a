import type { RegistryEntry } from './types.ts';

/** The admin area's pages, under /c/admin, and the workspace sidebar's way into it. */
export const ADMIN_ROUTES = {
  admin: {
    pattern: '/admin',
    shell: 'admin',
    redirect: 'adminDashboard',
  },
  adminDashboard: {
    pattern: '/admin/dashboard',
    shell: 'admin',
    title: 'Performance',
  },
  adminDashboardBi: {
    pattern: '/admin/dashboard/bi',
    shell: 'admin',
    title: 'Business intelligence',
  },
  adminFounderDashboard: {
    pattern: '/admin/founder-dashboard',
    shell: 'admin',
    title: 'Founder dashboard',
  },
  adminWorkspaces: {
    pattern: '/admin/workspaces',
    shell: 'admin',
    title: 'Workspaces',
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
  },
  adminAssembly: { pattern: '/admin/assemblies/:id', shell: 'admin', title: 'Assembly' },
  adminAnnouncements: {
    pattern: '/admin/announcements',
    shell: 'admin',
    title: 'Announcements',
  },
  adminInvoices: {
    pattern: '/admin/invoices',
    shell: 'admin',
    title: 'Invoices',
  },
  adminInvoice: { pattern: '/admin/invoices/:invoiceId', shell: 'admin', title: 'Invoice' },
  adminCoupons: {
    pattern: '/admin/coupons',
    shell: 'admin',
    title: 'Coupons',
  },
  adminPlans: {
    pattern: '/admin/plans',
    shell: 'admin',
    title: 'Plans',
  },
  adminRevenues: {
    pattern: '/admin/revenues',
    shell: 'admin',
    title: 'Revenues',
  },
  adminOps: {
    pattern: '/admin/ops',
    shell: 'admin',
    title: 'Operations',
  },
} as const satisfies Record<string, RegistryEntry>;
