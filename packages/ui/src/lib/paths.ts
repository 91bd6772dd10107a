import { entryOf, REGISTRY, ROUTE_IDS, type RouteId } from './page-registry/index.ts';

/**
 * The patterns and href builders of every route, derived from the route registry (page-registry/). Patterns are
 * relative to the router's basename (/c); href builders encode their parameters so a slug or id can never add a
 * path segment of its own.
 */

export const BASENAME = '/c';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** What the first run (onboarding) carries from step to step, so leaving and coming back resumes it. */
export type OnboardingQuery = {
  /** The kind of file chosen in step one (an `OnboardingFileType`). */
  type?: string;
  /** The starter pipeline chosen in step two. */
  starter?: string;
  /** The template step two created. */
  template?: string;
  /** The assembly step three started. */
  assembly?: string;
};

function withQuery(path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return search.size > 0 ? `${path}?${search}` : path;
}

type Registry = typeof REGISTRY;

/** Every route's pattern, by its id in the registry. */
export const patterns = Object.fromEntries(ROUTE_IDS.map((id) => [id, REGISTRY[id].pattern])) as {
  [Id in RouteId]: Registry[Id]['pattern'];
};

/**
 * A pattern relative to its parent's, for the nested route table: `childPattern(patterns.workspace,
 * patterns.templates)` is 'templates'. Throws when the pattern is not under the parent, so a typo in the route
 * table fails at start-up (and in the route test) instead of routing somewhere unexpected.
 */
export function childPattern(parent: string, pattern: string): string {
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  if (!pattern.startsWith(prefix) || pattern === prefix) {
    throw new Error(`The route pattern ${pattern} is not under ${parent}`);
  }
  return pattern.slice(prefix.length);
}

/**
 * The login-protected paths without a workspace prefix ('assemblies', 'templates/new', …), relative to the
 * console's root; each redirects to the same path under the current workspace's slug (spec §2).
 */
export const UNPREFIXED_WORKSPACE_PATHS: readonly string[] = ROUTE_IDS.filter(
  (id) => entryOf(id).unprefixed,
).map((id) => childPattern(patterns.workspace, patterns[id]));

/** A value for each of a pattern's parameters, in the pattern's order: two for `'/:workspace/templates/:id'`. */
export type HrefArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...HrefArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** The href builder of a pattern: each argument fills the next parameter, encoded. */
export function hrefOf<P extends string>(pattern: P): (...args: HrefArgs<P>) => string {
  return (...args) => {
    let next = 0;
    return pattern.replace(/:\w+/g, () => seg(args[next++] ?? ''));
  };
}

const derived = Object.fromEntries(ROUTE_IDS.map((id) => [id, hrefOf(REGISTRY[id].pattern)])) as {
  [Id in RouteId]: (...args: HrefArgs<Registry[Id]['pattern']>) => string;
};

/** The billing page's sections a link may open at: its invoices, its plans. */
export type BillingSection = 'invoices' | 'plans';

/**
 * Every route's href builder, derived from its pattern, with a query or fragment where a page reads one: the
 * login page's redirect, the onboarding steps' progress, the billing page's section, the workspaces list's status.
 */
export const href = {
  ...derived,
  login: (params?: { redirect?: string; loggedOut?: boolean }) =>
    withQuery(derived.login(), {
      loggedOut: params?.loggedOut ? '1' : undefined,
      redirect: params?.redirect,
    }),
  onboardingFileType: (slug: string, query?: OnboardingQuery) =>
    withQuery(derived.onboardingFileType(slug), query),
  onboardingSettingUp: (slug: string, query?: OnboardingQuery) =>
    withQuery(derived.onboardingSettingUp(slug), query),
  onboardingProcessing: (slug: string, query?: OnboardingQuery) =>
    withQuery(derived.onboardingProcessing(slug), query),
  /** The billing page, or one of its sections (`#invoices`, `#plans`) for a banner that sends people to act there. */
  billing: (slug: string, section?: BillingSection) =>
    `${derived.billing(slug)}${section ? `#${section}` : ''}`,
  adminWorkspaces: (status?: string) =>
    status ? derived.adminWorkspacesByStatus(status) : derived.adminWorkspaces(),
};

/** A path under the router (no basename) as the full address path under /c, as redirects and safeRedirect see it. */
export function withBasename(path: string): string {
  return path === '/' ? `${BASENAME}/` : `${BASENAME}${path}`;
}

/** The router path of a full /c address path (what safeRedirect returns), for navigate(). */
export function withoutBasename(fullPath: string): string {
  if (fullPath === BASENAME) return '/';
  if (fullPath.startsWith(`${BASENAME}/`)) return fullPath.slice(BASENAME.length);
  // "/c?…" and "/c#…" (which safeRedirect keeps) are the console's root with a query or fragment.
  if (fullPath.startsWith(`${BASENAME}?`) || fullPath.startsWith(`${BASENAME}#`)) {
    return `/${fullPath.slice(BASENAME.length)}`;
  }
  return fullPath;
}
