import { useMemo } from 'react';
import type { QueryKey } from './query-keys';
import { type Settlement, useSettle } from './settle';

/*
 * The write hooks of an entity, derived as hook-kit.ts derives its reads: each write is its call bound to the hook's
 * argument (a workspace's slug, the id of the one thing an admin page changes) and followed by settle()'s cache
 * updates. A write that does more (runs a step between the reply and the refresh) is written out in `more`.
 */

type Settle = ReturnType<typeof useSettle>;

/** A call whose first argument is the hook's own (a slug, an id); the rest are the write's. */
type ScopedCall<Scope> = (scope: Scope, ...rest: never) => Promise<unknown>;
type ScopedCalls<Scope> = Record<string, ScopedCall<Scope>>;

/** Each call of `Calls` as the hook hands it out: without the argument the hook was given. */
type Bound<Calls> = {
  [Name in keyof Calls]: Calls[Name] extends (scope: never, ...rest: infer Rest) => infer Reply
    ? (...rest: Rest) => Reply
    : never;
};

/**
 * A hook of writes, `useBillingActions(slug)`: `writes` makes them from settle and the hook's arguments. They are made
 * again only when an argument changes, so a screen may name them in an effect's dependencies.
 */
/*@__NO_SIDE_EFFECTS__*/
export function actionsHook<Args extends unknown[], Actions>(
  writes: (settle: Settle, ...args: Args) => Actions,
) {
  return (...args: Args): Actions => {
    const settle = useSettle();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the hook's arguments are what `writes` reads.
    return useMemo(() => writes(settle, ...args), [settle, ...args]);
  };
}

/**
 * `calls` bound to `scope`, each followed by the cache updates `after` names from its reply and its own arguments:
 * what a write changed is the same for every call of a group (a save, a delete), so a group shares one `after`.
 */
export function bindWrites<Scope, Calls extends ScopedCalls<Scope>>(
  settle: Settle,
  scope: Scope,
  calls: Calls,
  after: (reply: never, ...rest: never[]) => Settlement,
): Bound<Calls> {
  const bound = Object.entries(calls).map(([name, call]) => {
    const write = (...rest: never[]) =>
      settle((call as (scope: Scope, ...rest: never[]) => Promise<never>)(scope, ...rest), (reply) =>
        after(reply, ...rest),
      );
    return [name, write] as const;
  });
  return Object.fromEntries(bound) as Bound<Calls>;
}

/** Where an entity's writes land in the cache, for the scope the hook was given. */
interface EntityCache<Scope, Reply, Id> {
  /** Every list the entity shows in: asked again after each write (a write can move a row across pages). */
  lists: (scope: Scope) => QueryKey;
  /** The entity's own key, from the reply of a save. */
  savedKey: (scope: Scope, reply: Reply) => QueryKey;
  /** The entity's own key, from the id a delete takes first. */
  removedKey?: (scope: Scope, id: Id) => QueryKey;
}

/** The writes on an entity: those that answer with it as it now stands, and those that delete it by its id. */
interface EntityWriteCalls<Scope, Saves extends ScopedCalls<Scope>, Removes extends ScopedCalls<Scope>> {
  saves: Saves;
  removes?: Removes;
}

/**
 * The write hook of an entity whose writes answer with it as it now stands: a save puts the reply in the entity's
 * key, a delete empties it, and both ask every list under `cache.lists` again. `more` adds writes of another kind.
 */
/*@__NO_SIDE_EFFECTS__*/
export function entityActionsHook<
  Scope,
  Reply,
  Id,
  Saves extends ScopedCalls<Scope>,
  Removes extends ScopedCalls<Scope> = Record<never, never>,
  More = Record<never, never>,
>(
  cache: EntityCache<Scope, Reply, Id>,
  { saves, removes }: EntityWriteCalls<Scope, Saves, Removes>,
  more?: (settle: Settle, scope: Scope) => More,
) {
  return actionsHook((settle, scope: Scope) => {
    const invalidate = [cache.lists(scope)];
    const saved = (reply: Reply): Settlement => ({
      write: [[cache.savedKey(scope, reply), reply]],
      invalidate,
    });
    const removed = (_reply: unknown, id: Id): Settlement => ({
      clear: cache.removedKey ? [cache.removedKey(scope, id)] : [],
      invalidate,
    });
    return {
      ...bindWrites(settle, scope, saves, saved),
      ...bindWrites(settle, scope, removes ?? ({} as Removes), removed),
      ...(more?.(settle, scope) as More),
    };
  });
}

/** The cache of an entity every workspace has its own of (workspaceEntityKeys): the hook takes the slug. */
export function workspaceEntityCache<Reply, Id extends string | number>(
  keys: { lists: (slug: string) => QueryKey; detail: (slug: string, id: Id) => QueryKey },
  idOf: (reply: Reply) => Id,
): EntityCache<string, Reply, Id> {
  return {
    lists: keys.lists,
    savedKey: (slug, reply) => keys.detail(slug, idOf(reply)),
    removedKey: keys.detail,
  };
}

/** The cache of the one entity an admin page changes (adminEntityKeys): the hook takes its slug or id. */
export function adminEntityCache(keys: { lists: QueryKey; detail: (id: string) => QueryKey }) {
  return {
    lists: () => keys.lists,
    savedKey: (id: string) => keys.detail(id),
  } satisfies EntityCache<string, unknown, never>;
}
