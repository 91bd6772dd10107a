/**
 * Every route of spec §2, declared once: its pattern, the shell it is drawn in and its name in the document title.
 * Its sidebar entry, if it has one, is in sidebars.ts under the same id: only the shells read those, and this
 * registry is part of every page's first download. The paths module derives its patterns and href builders from
 * it, the shells their sidebars, the console its route table (with the page modules it keys by the same ids,
 * apps/console/src/page-modules.ts), and scripts/bundle-budget.mjs its groups (a page's budget group is its
 * shell). Patterns are relative to the router's basename (/c).
 *
 * Plain data that imports nothing from outside this folder, each import with its file's extension, so Node loads
 * it as it is (the Vite config and the budget script run outside the bundler). One file a shell, as the route
 * table nests them.
 */

import { ADMIN_ROUTES } from './admin.ts';
import { PUBLIC_AND_ACCOUNT_ROUTES } from './public.ts';
import type { RegistryEntry } from './types.ts';
import { WORKSPACE_ROUTES } from './workspace.ts';

export * from './types.ts';

/** Every route, one entry each, by its id: the id names its pattern and href builder in the paths module. */
export const REGISTRY = { ...PUBLIC_AND_ACCOUNT_ROUTES, ...WORKSPACE_ROUTES, ...ADMIN_ROUTES };

export type RouteId = keyof typeof REGISTRY;
/** The routes that are pages, each of which the console must give a page module (a type error otherwise). */
export type PageId = {
  [Id in RouteId]: (typeof REGISTRY)[Id] extends { redirect: string } ? never : Id;
}[RouteId];

/** Every route's id, in the order the registry lists them. */
export const ROUTE_IDS = Object.keys(REGISTRY) as RouteId[];

/** A route's entry, as its general type (the registry's own type narrows each field to its literal). */
export const entryOf = (id: RouteId): RegistryEntry => REGISTRY[id];

/** The routes that are pages, in the registry's order. */
export const PAGE_IDS = ROUTE_IDS.filter((id): id is PageId => entryOf(id).redirect === undefined);
