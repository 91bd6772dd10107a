// The routes a person may open first, which the build prepares for (vite.config.ts): every page of the route
// registry with its chunks and its first reads (docs/first-paint.md), derived from the registry and its first-paint
// fields, so a new page gets them without a line here.
import { firstPagePaths } from '@console/api/first-page';
import {
  entryOf,
  type FirstRead,
  PAGE_IDS,
  type PageId,
  ROUTE_IDS,
  type Shell,
} from '@console/ui/page-registry';
import { FIRST_PAINT } from '@console/ui/page-registry/first-paint';
import { patterns } from '@console/ui/paths';
import { moduleName, pageFile } from './page-files.ts';
import type { EntryRoute } from './route-preloads.ts';

/** Everything behind the login loads the session layer first (src/routes.tsx). */
const PROTECTED = 'src/guards/protected.tsx';

/** Each shell's guard, the lazy route between the session layer and its pages (src/routes.tsx). */
const SHELL_GUARDS: { readonly [S in Shell]?: string } = {
  account: 'src/guards/account-route.tsx',
  workspace: 'src/guards/workspace-route.tsx',
  admin: 'src/guards/admin-route.tsx',
};

/**
 * The layers the dashboard is drawn with, outermost first: the session, the workspace shell and the dashboard page
 * itself, one file each (first-page-chunks.ts). The page's file holds only its own code: what it shares with
 * other pages (the page header, the cards) keeps the default split, so those pages do not load the dashboard.
 */
export const DASHBOARD_LAYERS = [
  { name: 'protected', module: PROTECTED },
  { name: 'workspace-route', module: 'src/guards/workspace-route.tsx' },
  { name: moduleName(pageFile('workspace')), module: pageFile('workspace'), own: true },
];

type Params = Record<string, string>;

/** The reads every page of a shell makes before it can show anything: who is signed in, and the workspace. */
const SHELL_READS: Record<Shell, (params: Params) => string[]> = {
  public: () => [],
  'signed-in': () => [firstPagePaths.currentUser()],
  account: () => [firstPagePaths.currentUser()],
  admin: () => [firstPagePaths.currentUser()],
  workspace: ({ workspace = '' }) => [firstPagePaths.currentUser(), firstPagePaths.workspace(workspace)],
};

/** Each read a page's first-paint fields may name, from the page's parameters. */
export const FIRST_READS: Record<FirstRead, (params: Params) => string> = {
  account: () => firstPagePaths.account(),
  workspaceOverview: ({ workspace = '' }) => firstPagePaths.workspaceOverview(workspace),
  template: ({ workspace = '', id = '' }) => firstPagePaths.template(workspace, id),
  assembly: ({ workspace = '', id = '' }) => firstPagePaths.assembly(workspace, id),
  authKey: ({ workspace = '', credentialId = '' }) => firstPagePaths.authKey(workspace, credentialId),
  collaborators: ({ workspace = '' }) => firstPagePaths.collaborators(workspace),
  billing: ({ workspace = '' }) => firstPagePaths.billing(workspace),
  invoice: ({ workspace = '', invoiceId = '' }) => firstPagePaths.invoice(workspace, invoiceId),
  addons: ({ workspace = '' }) => firstPagePaths.addons(workspace),
  adminWorkspace: ({ adminWorkspace = '' }) => firstPagePaths.adminWorkspace(adminWorkspace),
  adminInvoice: ({ invoiceId = '' }) => firstPagePaths.adminInvoice(invoiceId),
};

/** A page's lazy modules, outermost first, as the router loads them: the session, its shell's guard, the page. */
function modulesOf(id: PageId): string[] {
  const { shell } = entryOf(id);
  const guard = SHELL_GUARDS[shell];
  return [...(shell === 'public' ? [] : [PROTECTED]), ...(guard ? [guard] : []), pageFile(id)];
}

function pageRoute(id: PageId): EntryRoute {
  const { shell } = entryOf(id);
  const own = FIRST_PAINT[id]?.reads ?? [];
  return {
    pattern: patterns[id],
    modules: modulesOf(id),
    reads: (params) => [...SHELL_READS[shell](params), ...own.map((read) => FIRST_READS[read](params))],
  };
}

/**
 * A pattern's place in the table: the script takes the first route that matches, so a fixed segment goes before a
 * parameter in the same place (`/:workspace/templates/new` before `/:workspace/templates/:id`). Patterns of
 * different lengths never match the same address.
 */
const rank = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');

/** The public pages, whose modules share the entry's chunks (vite.config.ts). */
export const PUBLIC_ROUTES: EntryRoute[] = PAGE_IDS.filter((id) => entryOf(id).shell === 'public').map(
  pageRoute,
);

/**
 * Every page, and the addresses that lead to the signed-in person's home (their dashboard): the home and
 * /dashboard addresses read who is signed in, and load the dashboard's layers.
 */
export const ENTRY_ROUTES: EntryRoute[] = [
  ...PAGE_IDS.map(pageRoute),
  ...ROUTE_IDS.filter((id) => entryOf(id).redirect === 'home').map((id) => ({
    pattern: patterns[id],
    modules: modulesOf('workspace'),
    reads: SHELL_READS['signed-in'],
  })),
].sort((a, b) => rank(a.pattern).localeCompare(rank(b.pattern)));

/** The first segments of the console's own routes, which are never a workspace (/c/login is the log-in page). */
export const RESERVED_FIRST_SEGMENTS = [
  ...new Set(
    Object.values(patterns)
      .map((pattern) => pattern.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  ),
];
