/**
 * The addresses of the reads a first page needs before it can show anything: who is signed in, the workspace, and
 * what the page shows at once (the route registry's first-paint fields name them, docs/first-paint.md). Each call
 * module builds its request from here, and the console asks for them before its code has loaded (the production
 * index.html, apps/console/route-preloads.ts) or as its entry starts (startEarlyRequest), in parallel with the
 * page's code; this module carries no schema, so neither needs zod.
 */
// address-parts.ts's two parts, written again: vite.config.ts loads this file under Node, which follows no
// extensionless import, so it imports nothing.
const segment = encodeURIComponent;
const api = (slug: string) => `/${segment(slug)}/api`;

export const firstPagePaths = {
  currentUser: () => '/user/current.json',
  account: () => '/api/user/account.json',
  workspace: (slug: string) => `${api(slug)}/workspace.json`,
  workspaceOverview: (slug: string) => `${api(slug)}/overview.json`,
  template: (slug: string, id: string) => `${api(slug)}/templates/${segment(id)}.json`,
  assembly: (slug: string, id: string) => `${api(slug)}/assemblies/${segment(id)}.json`,
  authKey: (slug: string, id: string | number) => `${api(slug)}/auth-keys/${segment(id)}.json`,
  collaborators: (slug: string) => `${api(slug)}/collaborators.json`,
  billing: (slug: string) => `${api(slug)}/billing.json`,
  invoice: (slug: string, id: string | number) => `${api(slug)}/invoices/${segment(id)}.json`,
  addons: (slug: string) => `${api(slug)}/addons.json`,
  adminWorkspace: (slugOrId: string) => `/admin/api/workspaces/${segment(slugOrId)}.json`,
  adminInvoice: (id: string | number) => `/admin/api/invoices/${segment(id)}.json`,
};

/** The header that carries the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** How long a request may go unanswered before it counts as a network failure, unless the console sets another. */
export const DEFAULT_TIMEOUT_MS = 30_000;
