import { describe, expect, it } from 'vitest';
import {
  CreateWorkspaceInputSchema,
  isReservedWorkspaceSlug,
  RESERVED_WORKSPACE_SLUGS,
  slugify,
} from '../../packages/api/src';
import { patterns, UNPREFIXED_WORKSPACE_PATHS } from '../../packages/ui/src/lib/paths';

/** The first segment of every console route that is not a workspace's own. */
const routeSegments = [...Object.values(patterns), ...UNPREFIXED_WORKSPACE_PATHS.map((path) => `/${path}`)]
  .map((pattern) => pattern.split('/')[1] ?? '')
  .filter((segment) => segment !== '' && !segment.startsWith(':'));

const messageFor = (slug: string) => CreateWorkspaceInputSchema.safeParse({ slug }).error?.issues[0]?.message;

describe('reserved workspace slugs', () => {
  it('cover the first segment of every console route, so no workspace can hide a page or be hidden by one', () => {
    expect(routeSegments.length).toBeGreaterThan(10);
    expect([...new Set(routeSegments)].filter((segment) => !isReservedWorkspaceSlug(segment))).toEqual([]);
  });

  it('are each one a slug would otherwise accept', () => {
    for (const slug of RESERVED_WORKSPACE_SLUGS) expect(slugify(slug)).toBe(slug);
  });

  it.each(RESERVED_WORKSPACE_SLUGS)('refuses “%s” with a message that says why', (slug) => {
    expect(messageFor(slug)).toBe(`“${slug}” is reserved by the console; pick another address.`);
  });

  it.each(['admin-team', 'my-dashboard', 'users', 'template', 'login2'])('accepts “%s”', (slug) => {
    expect(CreateWorkspaceInputSchema.safeParse({ slug }).success).toBe(true);
  });
});
