import type { RegistryEntry } from './types.ts';

/** The pages before the login, and the account's pages and addresses behind it. */
export const PUBLIC_AND_ACCOUNT_ROUTES = {
  login: { pattern: '/login', shell: 'public', title: 'Log in' },
  signup: { pattern: '/signup', shell: 'public', title: 'Create your account' },
  forgotPassword: { pattern: '/forgot-password', shell: 'public', title: 'Reset your password' },
  resetPassword: { pattern: '/reset-password', shell: 'public', title: 'Choose a new password' },
  verifyEmail: { pattern: '/verify-email/:authKey', shell: 'public', title: 'Verify your e-mail address' },
  twoFactor: { pattern: '/2fa/:authKey', shell: 'public', title: 'Enter your sign-in code' },
  cancelAccountSuccess: {
    pattern: '/cancel-account-success',
    shell: 'public',
    title: 'Your account has been cancelled',
  },
  index: { pattern: '/', shell: 'signed-in', redirect: 'home' },
  dashboard: { pattern: '/dashboard', shell: 'signed-in', redirect: 'home' },
  createNewWorkspace: { pattern: '/create-new-workspace', shell: 'signed-in', redirect: 'createWorkspace' },
  createWorkspace: { pattern: '/create-workspace', shell: 'account', title: 'Create a workspace' },
  userSettings: { pattern: '/user/settings', shell: 'account', title: 'Account settings' },
} as const satisfies Record<string, RegistryEntry>;
