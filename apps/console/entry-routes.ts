// The routes people open first, which the build prepares for (vite.config.ts): their chunks, and their first reads.
import { firstPagePaths } from '@console/api/first-page';
import { entryOf, PAGE_IDS } from '@console/ui/page-registry';
import { patterns } from '@console/ui/paths';
import { moduleName, pageFile } from './page-files.ts';
import type { EntryRoute } from './route-preloads.ts';

/**
 * The layers the dashboard is drawn with, outermost first: the session, the workspace shell and the dashboard page
 * itself, one file each (first-page-chunks.ts). The page's file holds only its own code: what it shares with
 * other pages (the page header, the cards) keeps the default split, so those pages do not load the dashboard.
 */
export const DASHBOARD_LAYERS = [
  { name: 'protected', module: 'src/guards/protected.tsx' },
  { name: 'workspace-route', module: 'src/guards/workspace-route.tsx' },
  { name: moduleName(pageFile('workspace')), module: pageFile('workspace'), own: true },
];
const DASHBOARD = DASHBOARD_LAYERS.map((layer) => layer.module);

/**
 * The routes people open first, each with the lazy modules routes.tsx renders it with: the public pages, and the
 * dashboard (also what the home and /dashboard addresses lead to).
 */
export const PUBLIC_ROUTES: EntryRoute[] = PAGE_IDS.filter((id) => entryOf(id).shell === 'public').map(
  (id) => ({
    pattern: patterns[id],
    modules: [pageFile(id)],
  }),
);
/** Every login-protected page asks who is signed in; the home and /dashboard addresses then lead on from there. */
const signedIn = () => [firstPagePaths.currentUser()];
export const ENTRY_ROUTES: EntryRoute[] = [
  ...PUBLIC_ROUTES,
  { pattern: patterns.index, modules: DASHBOARD, reads: signedIn },
  { pattern: patterns.dashboard, modules: DASHBOARD, reads: signedIn },
  {
    pattern: patterns.workspace,
    modules: DASHBOARD,
    reads: ({ workspace = '' }) => [
      ...signedIn(),
      firstPagePaths.workspace(workspace),
      firstPagePaths.workspaceOverview(workspace),
    ],
  },
];

/** The first segments of the console's own routes, which are never a workspace (/c/login is the log-in page). */
export const RESERVED_FIRST_SEGMENTS = [
  ...new Set(
    Object.values(patterns)
      .map((pattern) => pattern.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  ),
];
