import type { FirstPaint, PageId } from './index.ts';

/**
 * What each page needs for its first paint beyond its code and its shell's reads, by the id of its registry entry
 * (index.ts): the reads it shows at once, which the production index.html sends with the document
 * (docs/first-paint.md). A page left out still gets its code with the entry and its shell's reads (who is signed
 * in, the workspace). Apart from the registry because only the build reads it: the registry is part of every
 * page's first download.
 */
export const FIRST_PAINT: { readonly [Id in PageId]?: FirstPaint } = {
  userSettings: { reads: ['account'] },
  workspace: { reads: ['workspaceOverview'] },
  template: { reads: ['template'] },
  assembly: { reads: ['assembly'] },
  authKeyEdit: { reads: ['authKey'] },
  collaborators: { reads: ['collaborators'] },
  billing: { reads: ['billing'] },
  invoice: { reads: ['invoice'] },
  addons: { reads: ['addons'] },
  adminWorkspace: { reads: ['adminWorkspace'] },
  adminInvoice: { reads: ['adminInvoice'] },
};
