/**
 * The addresses of the reads a first page needs before it can show anything: who is signed in, the workspace, its
 * dashboard. Each call module builds its request from here, and the console's entry asks for them as it starts
 * (startEarlyRequest), in parallel with the page's code; this module carries no schema, so the entry stays
 * without zod.
 */
const segment = encodeURIComponent;

export const firstPagePaths = {
  currentUser: () => '/user/current.json',
  workspace: (slug: string) => `/${segment(slug)}/api/workspace.json`,
  workspaceOverview: (slug: string) => `/${segment(slug)}/api/overview.json`,
};
