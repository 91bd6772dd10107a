import type { RegistryEntry } from './types.ts';

/** The pages of a workspace, under /c/{workspace}. */
export const WORKSPACE_ROUTES = {
  workspace: {
    pattern: '/:workspace',
    shell: 'workspace',
    title: 'Dashboard',
  },
  onboardingFileType: {
    pattern: '/:workspace/onboarding/file-type',
    shell: 'workspace',
    title: 'Getting started',
    unprefixed: true,
  },
  onboardingSettingUp: {
    pattern: '/:workspace/onboarding/setting-up',
    shell: 'workspace',
    title: 'Getting started',
  },
  onboardingProcessing: {
    pattern: '/:workspace/onboarding/processing',
    shell: 'workspace',
    title: 'Getting started',
  },
  templateCredentials: {
    pattern: '/:workspace/template-credentials',
    shell: 'workspace',
    title: 'Template credentials',
    unprefixed: true,
  },
  templateCredentialCreate: {
    pattern: '/:workspace/template-credentials/create',
    shell: 'workspace',
    title: 'New credential',
  },
  templateCredential: {
    pattern: '/:workspace/template-credentials/:credentialId',
    shell: 'workspace',
    title: 'Credential',
  },
  authKeyCreate: {
    pattern: '/:workspace/template-credentials/create-api-credential',
    shell: 'workspace',
    title: 'New auth key',
  },
  authKeyEdit: {
    pattern: '/:workspace/template-credentials/edit-api-credential/:credentialId',
    shell: 'workspace',
    title: 'Auth key',
  },
  authKeySecret: {
    pattern: '/:workspace/template-credentials/show-api-credential-secret/:credentialId',
    shell: 'workspace',
    title: 'Auth key secret',
  },
  templates: {
    pattern: '/:workspace/templates',
    shell: 'workspace',
    title: 'Templates',
    unprefixed: true,
  },
  templateNew: {
    pattern: '/:workspace/templates/new',
    shell: 'workspace',
    title: 'New template',
    unprefixed: true,
  },
  template: { pattern: '/:workspace/templates/:id', shell: 'workspace', title: 'Template' },
  assemblies: {
    pattern: '/:workspace/assemblies',
    shell: 'workspace',
    title: 'Assemblies',
    unprefixed: true,
  },
  assembly: { pattern: '/:workspace/assemblies/:id', shell: 'workspace', title: 'Assembly' },
  settings: {
    pattern: '/:workspace/settings',
    shell: 'workspace',
    title: 'Settings',
    unprefixed: true,
  },
  collaborators: {
    pattern: '/:workspace/collaborators',
    shell: 'workspace',
    title: 'Collaborators',
    unprefixed: true,
  },
  billing: {
    pattern: '/:workspace/billing',
    shell: 'workspace',
    title: 'Billing',
    unprefixed: true,
  },
  invoice: { pattern: '/:workspace/invoices/:invoiceId', shell: 'workspace', title: 'Invoice' },
  invoiceConvert: {
    pattern: '/:workspace/invoices/convert/:invoiceId',
    shell: 'workspace',
    title: 'Issue as a formal invoice',
  },
  addons: {
    pattern: '/:workspace/addons',
    shell: 'workspace',
    title: 'Add-ons',
    unprefixed: true,
  },
} as const satisfies Record<string, RegistryEntry>;
