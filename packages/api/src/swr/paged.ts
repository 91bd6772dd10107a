import useSWR, { type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import { takePreloaded } from './preload';

/**
 * One page of a server-paged list: the previous page or filter stays in `data` while the next loads
 * (keepPreviousData). `showsPrevious` says that `data` is still that previous answer because this key has none
 * yet, so an error beside it is this page's failure to load, not a failed refresh of the rows on screen. A reply
 * preloaded for the key (preload.ts) answers its first request.
 */
export function usePagedSWR<Data, Key extends readonly unknown[]>(
  key: Key | null,
  fetcher: (key: Key) => Promise<Data>,
  config?: SWRConfiguration<Data>,
) {
  const { cache } = useSWRConfig();
  // A page the person pointed at before opening it may have its reply waiting (preload.ts).
  const result = useSWR(key, (own: Key) => takePreloaded(own, () => fetcher(own)), {
    keepPreviousData: true,
    ...config,
  });
  const own = key === null ? undefined : cache.get(unstable_serialize(key))?.data;
  // Assigned, not spread: spreading would read every field of SWR's reply and subscribe to all of them.
  return Object.assign(result, { showsPrevious: result.data !== undefined && own === undefined });
}
