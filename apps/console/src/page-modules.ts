import type { PageId } from '@console/ui';
import type { ComponentType } from 'react';
import type { PagePreload } from './prefetch';

/** What a page module exports: the page, and how to fetch its first data when a link to it is pointed at. */
export type PageModule = { Component: ComponentType; preload?: PagePreload };

/**
 * Each page of the route registry (packages/ui/src/lib/page-registry/), by its id, with its lazily loaded module
 * under src/pages: a page the registry lists without one here, or a module without a page component, is a type
 * error. One entry a line, as written here: page-files.ts reads the modules' files from this text for the Vite
 * config and scripts/bundle-budget.mjs, which run outside the bundler.
 */
export const PAGE_MODULES = {
  login: () => import('./pages/login'),
  signup: () => import('./pages/signup'),
  forgotPassword: () => import('./pages/forgot-password'),
  resetPassword: () => import('./pages/reset-password'),
  verifyEmail: () => import('./pages/verify-email'),
  twoFactor: () => import('./pages/two-factor'),
  cancelAccountSuccess: () => import('./pages/cancel-account-success'),
  createWorkspace: () => import('./pages/create-workspace'),
  userSettings: () => import('./pages/user-settings'),
  workspace: () => import('./pages/workspace-index'),
  onboardingFileType: () => import('./pages/onboarding-file-type'),
  onboardingSettingUp: () => import('./pages/onboarding-setting-up'),
  onboardingProcessing: () => import('./pages/onboarding-processing'),
  templateCredentials: () => import('./pages/template-credentials'),
  templateCredentialCreate: () => import('./pages/template-credential-create'),
  templateCredential: () => import('./pages/template-credential'),
  authKeyCreate: () => import('./pages/auth-key-create'),
  authKeyEdit: () => import('./pages/auth-key-edit'),
  authKeySecret: () => import('./pages/auth-key-secret'),
  templates: () => import('./pages/templates'),
  templateNew: () => import('./pages/template-new'),
  template: () => import('./pages/template-editor'),
  assemblies: () => import('./pages/assemblies'),
  assembly: () => import('./pages/assembly'),
  settings: () => import('./pages/workspace-settings'),
  collaborators: () => import('./pages/collaborators'),
  billing: () => import('./pages/billing'),
  invoice: () => import('./pages/invoice'),
  invoiceConvert: () => import('./pages/invoice-convert'),
  addons: () => import('./pages/addons'),
  adminDashboard: () => import('./pages/admin-performance'),
  adminDashboardBi: () => import('./pages/admin-bi'),
  adminFounderDashboard: () => import('./pages/founder-dashboard'),
  adminWorkspaces: () => import('./pages/admin-workspaces'),
  adminWorkspacesByStatus: () => import('./pages/admin-workspaces'),
  adminWorkspace: () => import('./pages/admin-workspace'),
  adminWorkspaceUsage: () => import('./pages/admin-workspace-usage'),
  adminAssemblies: () => import('./pages/admin-assemblies'),
  adminAssembly: () => import('./pages/admin-assembly'),
  adminAnnouncements: () => import('./pages/admin-announcements'),
  adminInvoices: () => import('./pages/admin-invoices'),
  adminInvoice: () => import('./pages/admin-invoice'),
  adminCoupons: () => import('./pages/admin-coupons'),
  adminPlans: () => import('./pages/admin-plans'),
  adminRevenues: () => import('./pages/admin-revenues'),
  adminOps: () => import('./pages/admin-ops'),
} satisfies Record<PageId, () => Promise<PageModule>>;
