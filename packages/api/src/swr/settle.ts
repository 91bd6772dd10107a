import { useCallback } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { keysUnder, type QueryKey } from './query-keys';

/** What a write changed in the cache, by key (query-keys.ts). */
export interface Settlement {
  /** Keys whose new data the reply already holds: they take it without asking the server again. */
  write?: ReadonlyArray<readonly [key: QueryKey, data: unknown]>;
  /** Keys of something the write deleted: emptied, not asked again, since asking would only get a 404. */
  clear?: readonly QueryKey[];
  /** Keys asked again, each exactly (what lies under one is not: see invalidate). */
  refresh?: readonly QueryKey[];
  /** Prefixes: every cached key under one is asked again, whatever params or id follow. */
  invalidate?: readonly QueryKey[];
}

/**
 * Waits for a write's reply, makes the cache updates it implies (`settlement`, a function of the reply where they depend on it), and
 * resolves with the reply once every key is fresh; rejects with the call's error, leaving the cache as it was.
 */
export async function settle<Reply>(
  mutate: ScopedMutator,
  call: Reply | PromiseLike<Reply>,
  settlement: Settlement | ((reply: Reply) => Settlement),
): Promise<Reply> {
  const reply = await call;
  const changed = typeof settlement === 'function' ? settlement(reply) : settlement;
  await Promise.all([
    ...(changed.write ?? []).map(([key, data]) => mutate(key, data, { revalidate: false })),
    ...(changed.clear ?? []).map((key) => mutate(key, undefined, { revalidate: false })),
    ...(changed.refresh ?? []).map((key) => mutate(key)),
    ...(changed.invalidate ?? []).map((prefix) => mutate(keysUnder(prefix))),
  ]);
  return reply;
}

/** settle() on the cache of the calling component, for the action hooks. */
export function useSettle() {
  const { mutate } = useSWRConfig();
  return useCallback(
    <Reply>(call: Reply | PromiseLike<Reply>, settlement: Settlement | ((reply: Reply) => Settlement)) =>
      settle(mutate, call, settlement),
    [mutate],
  );
}
