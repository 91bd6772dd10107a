/** Spec §9: the keys in localStorage that logout clears. */
export const STORED_KEYS = ['login_data', 'js-currentUser', 'currentWorkspaceSlug'] as const;
export type StoredKey = (typeof STORED_KEYS)[number];

/** Spec §2, §9: a spinner appears only when waiting lasts longer than this, so fast loads do not flicker. */
export const SPINNER_DELAY_MS = 400;

/**
 * Spec §8's toasts, which the guards show as they send the person to login, and spec §4's logout message, which the
 * login page shows above its form.
 */
export const GUARD_MESSAGES = {
  loginRequired: 'Please log in to access this page',
  noMemberships: 'No workspace memberships found',
  accessUnverified: 'Unable to verify workspace access',
  invalidWorkspace: 'Invalid workspace data',
  loggedOut: 'You have been logged out',
} as const;

/** Spec §2: the generic error page's text. */
export const ERROR_PAGE_TEXT =
  'There was a problem with processing your request. Please try again. If the error persists, contact us.';
