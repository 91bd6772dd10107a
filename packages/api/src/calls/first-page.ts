/**
 * The addresses of the reads a first page needs before it can show anything: who is signed in, the workspace, its
 * dashboard. Each call module builds its request from here, and the console asks for them before its code has
 * loaded (the production index.html, apps/console/route-preloads.ts) or as its entry starts (startEarlyRequest),
 * in parallel with the page's code; this module carries no schema, so neither needs zod.
 */
const segment = encodeURIComponent;

export const firstPagePaths = {
  currentUser: () => '/user/current.json',
  workspace: (slug: string) => `/${segment(slug)}/api/workspace.json`,
  workspaceOverview: (slug: string) => `/${segment(slug)}/api/overview.json`,
};

/** The header that carries the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** How long a request may go unanswered before it counts as a network failure, unless the console sets another. */
export const DEFAULT_TIMEOUT_MS = 30_000;
