/** Every SWR cache key of the session area, in one place, so a mutation can name exactly what it changes. */
export const sessionKeys = {
  currentUser: ['session', 'current-user'] as const,
  workspace: (slug: string) => ['workspace', slug] as const,
};

/** Matches every workspace key, for refreshing all of them after creating or cancelling. */
export function isWorkspaceKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'workspace';
}
