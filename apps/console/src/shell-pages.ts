import {
  ADMIN_PAGES,
  type AdminPage,
  isServed,
  type PatternName,
  WORKSPACE_PAGES,
  type WorkspacePage,
} from '@console/ui';

/** The pattern each link of the workspace sidebar leads to. */
export const WORKSPACE_PAGE_PATTERNS: Record<WorkspacePage, PatternName> = {
  dashboard: 'workspace',
  'getting-started': 'onboardingFileType',
  assemblies: 'assemblies',
  templates: 'templates',
  'template-credentials': 'templateCredentials',
  collaborators: 'collaborators',
  settings: 'settings',
  billing: 'billing',
  addons: 'addons',
};

/** The pattern each link of the admin sidebar leads to. */
export const ADMIN_PAGE_PATTERNS: Record<AdminPage, PatternName> = {
  performance: 'adminDashboard',
  bi: 'adminDashboardBi',
  'founder-dashboard': 'adminFounderDashboard',
  workspaces: 'adminWorkspaces',
  assemblies: 'adminAssemblies',
  announcements: 'adminAnnouncements',
  invoices: 'adminInvoices',
  coupons: 'adminCoupons',
  plans: 'adminPlans',
  revenues: 'adminRevenues',
  ops: 'adminOps',
};

/** The sidebars link only to pages this console serves, so none leads to "Page not found". */
export const servedWorkspacePages: readonly WorkspacePage[] = WORKSPACE_PAGES.filter((page) =>
  isServed(WORKSPACE_PAGE_PATTERNS[page]),
);

export const servedAdminPages: readonly AdminPage[] = ADMIN_PAGES.filter((page) =>
  isServed(ADMIN_PAGE_PATTERNS[page]),
);
