import { unstable_serialize } from 'swr';
import { type ListParams, type ListQuery, listParams } from '../calls/query-string';
import type { RevenueRange } from '../schemas/admin-revenues';
import type { AssemblyStatisticsQuery, BusinessPeriod } from '../schemas/dashboards';

/*
 * The SWR cache keys of the console's entities, and the factories they are made with: a new entity declares its
 * keys beside its hooks (`export const couponKeys = adminEntityKeys('coupons')`), under a root of its own. A key
 * runs from the general to the particular: the entity, the workspace where each has its own, the kind of read
 * ('list', 'detail', …), then what picks one read out (a list's params, an id). So a write names what it changed by
 * a prefix, and every cached key under it is asked again, whatever follows: keysUnder(templateKeys.lists(slug)) is
 * every page, search and sort of one workspace's templates.
 */

/** One part of a key: a name, an id, or a list's params (see listParams), which SWR hashes by their fields. */
export type KeyPart = string | number | null | ListParams;
export type QueryKey = readonly KeyPart[];

/** Parts compare as SWR hashes them, so a prefix matches the keys SWR itself takes for equal: params by field. */
const hashOf = (part: unknown) => unstable_serialize([part]);

/** A key filter for SWR's mutate: every array key whose first parts are the prefix's. */
export function keysUnder(prefix: QueryKey): (key: unknown) => boolean {
  const wanted = prefix.map(hashOf);
  return (key) =>
    Array.isArray(key) &&
    key.length >= wanted.length &&
    wanted.every((hash, index) => hashOf(key[index]) === hash);
}

/** The keys of an entity every workspace has its own of: lists of it and single ones. */
export function workspaceEntityKeys<const Root extends string>(root: Root) {
  return {
    all: (slug: string) => [root, slug] as const,
    lists: (slug: string) => [root, slug, 'list'] as const,
    list: (slug: string, query: ListQuery) => [root, slug, 'list', listParams(query)] as const,
    detail: <const Id extends string | number>(slug: string, id: Id) => [root, slug, 'detail', id] as const,
  };
}

/** The keys of an entity the admin area reads across every workspace. */
export function adminEntityKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    lists: [root, 'list'] as const,
    list: (query: ListQuery) => [root, 'list', listParams(query)] as const,
    detail: <const Id extends string | number>(id: Id) => [root, 'detail', id] as const,
  };
}

/** Who is signed in, and the workspaces: every workspace key is under `workspaces`. */
export const sessionKeys = {
  currentUser: ['session', 'current-user'] as const,
  workspaces: ['workspace'] as const,
  workspace: (slug: string) => ['workspace', slug] as const,
};

/** The settings area's own keys; the workspace itself is sessionKeys.workspace. */
export const workspaceSettingsKeys = {
  countries: ['countries'] as const,
  /** Under the workspace's key, so what refreshes every workspace key (spec §4) refreshes the plan too. */
  plan: (slug: string) => ['workspace', slug, 'plan'] as const,
};

/** The person's own settings. */
export const accountKeys = {
  account: ['account', 'user'] as const,
};

export const templateKeys = {
  ...workspaceEntityKeys('templates'),
  /** Every template of the workspace by name, however many pages that takes; a list key, so writes refresh it. */
  everyByName: (slug: string) => ['templates', slug, 'list', 'every-by-name'] as const,
};

export const assemblyKeys = {
  ...workspaceEntityKeys('assemblies'),
  progress: (slug: string, id: string) => ['assemblies', slug, 'progress', id] as const,
};

/** Third-party credentials. No key of theirs or of auth keys ever holds a secret (see credentials.ts). */
export const credentialKeys = {
  ...workspaceEntityKeys('credentials'),
  usage: (slug: string, id: number) => ['credentials', slug, 'usage', id] as const,
};

/** Auth keys (spec §3). */
export const authKeyKeys = workspaceEntityKeys('auth-keys');

/** The team. */
export const collaboratorKeys = {
  team: (slug: string) => ['collaborators', slug] as const,
};

export const billingKeys = {
  /** Every workspace's billing keys: each billing page offers the published plans. */
  everyWorkspace: ['billing'] as const,
  all: (slug: string) => ['billing', slug] as const,
  billing: (slug: string) => ['billing', slug, 'overview'] as const,
  usage: (slug: string, month: string | null) => ['billing', slug, 'usage', month] as const,
  invoices: (slug: string) => ['billing', slug, 'invoices'] as const,
  invoice: (slug: string, id: string) => ['billing', slug, 'invoice', id] as const,
  addons: (slug: string) => ['billing', slug, 'addons'] as const,
};

export const dashboardKeys = {
  workspaceOverview: (slug: string) => ['dashboards', 'workspace-overview', slug] as const,
  assemblyStatistics: (query: AssemblyStatisticsQuery) =>
    [
      'dashboards',
      'assembly-statistics',
      query.granularity,
      query.region ?? null,
      query.from,
      query.to,
    ] as const,
  businessMetrics: (period: BusinessPeriod) => ['dashboards', 'business-metrics', period] as const,
};

export const announcementKeys = {
  admin: ['announcements', 'admin'] as const,
  /** Every workspace's list of announcements for the person. */
  workspaces: ['announcements', 'workspace'] as const,
  workspace: (slug: string) => ['announcements', 'workspace', slug] as const,
};

export const adminWorkspaceKeys = {
  ...adminEntityKeys('admin-workspaces'),
  usage: (slugOrId: string) => ['admin-workspaces', 'usage', slugOrId] as const,
};
export const adminInvoiceKeys = adminEntityKeys('admin-invoices');
export const adminAssemblyKeys = adminEntityKeys('admin-assemblies');
export const couponKeys = adminEntityKeys('coupons');

export const adminPlanKeys = {
  list: ['admin', 'plans'] as const,
};

export const adminRevenueKeys = {
  revenues: (months: RevenueRange) => ['admin', 'revenues', months] as const,
  founderDashboard: ['admin', 'founder-dashboard'] as const,
};

export const adminOpsKeys = {
  status: ['admin', 'ops', 'status'] as const,
};
