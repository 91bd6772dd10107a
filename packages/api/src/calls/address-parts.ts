/* The parts the calls' addresses are made of (first-page.ts, which must import nothing, has its own copy). */

/** One part of an address (a slug, an id), escaped. */
export const segment = encodeURIComponent;

/** Where a workspace's API starts, `/{slug}/api`: the address of every call on the workspace or what it holds. */
export const workspaceApi = (slug: string) => `/${segment(slug)}/api`;
