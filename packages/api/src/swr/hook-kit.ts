import useSWR, { type SWRConfiguration } from 'swr';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import type { QueryKey } from './query-keys';

/*
 * The read hooks of an entity, derived from its key builder (query-keys.ts) and its call: the key and the call take
 * the same arguments (a workspace's slug, an id, a list's query), and the hook takes them too, any of them null to
 * wait, then SWR's options. A hook that does more (asks again while an assembly is busy) is written out.
 *
 * Each builder is marked free of side effects (__NO_SIDE_EFFECTS__), so that a page's bundle drops the derived
 * functions of its area that it never calls, as it would drop unused plain functions.
 */

/** The arguments a hook takes: the call's, each one given (a list's query is), and any of them null to wait. */
export type Waiting<Args extends unknown[]> = {
  [Index in keyof Required<Args>]: Required<Args>[Index] | null;
};

/**
 * What a derived hook hands SWR for `args`: the key, or null while one of the arguments is not known yet (null, or
 * an empty slug or id); the fetcher; and the options that follow the arguments.
 */
export function readOf<Args extends unknown[], Reply>(
  key: (...args: Required<Args>) => QueryKey,
  call: (...args: Args) => Promise<Reply>,
  args: readonly unknown[],
) {
  // The key builder takes as many arguments as the hook's own; one more is SWR's options.
  const own = args.slice(0, key.length);
  const waiting = own.some((arg) => arg === null || arg === '');
  return [
    waiting ? null : key(...(own as Required<Args>)),
    () => call(...(own as Args)),
    args[key.length] as SWRConfiguration<Reply> | undefined,
  ] as const;
}

/** A page of a server-paged list (see usePagedSWR): `useTemplates(slug, query, config?)`. */
/*@__NO_SIDE_EFFECTS__*/
export function pageHook<Args extends unknown[], Reply>(
  key: (...args: NoInfer<Required<Args>>) => QueryKey,
  call: (...args: Args) => Promise<Reply>,
) {
  return (...args: [...Waiting<Args>, config?: SWRConfiguration<Reply>]) =>
    usePagedSWR(...readOf(key, call, args));
}

/** One resource, or any read that is not paged: `useTemplate(slug, id, config?)`. */
/*@__NO_SIDE_EFFECTS__*/
export function resourceHook<Args extends unknown[], Reply>(
  key: (...args: NoInfer<Required<Args>>) => QueryKey,
  call: (...args: Args) => Promise<Reply>,
) {
  return (...args: [...Waiting<Args>, config?: SWRConfiguration<Reply>]) =>
    useSWR(...readOf(key, call, args));
}

/** Fetches a page a person is about to open (see preload.ts), for its page hook to find. */
/*@__NO_SIDE_EFFECTS__*/
export function pagePreload<Args extends unknown[]>(
  key: (...args: NoInfer<Required<Args>>) => QueryKey,
  call: (...args: Args) => Promise<unknown>,
) {
  return (...args: Required<Args>) => preloadCall(key(...args), () => call(...(args as unknown[] as Args)));
}
