/** What a server-paged list needs from its data hook (an SWR result, or several joined into one). */
export type ServerListSource<Data> = {
  data: Data | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
  /** `data` is still another page's or filter's answer, kept on screen while this one's is on its way. */
  showsPrevious?: boolean;
};

/**
 * Where a server-paged list stands, and so what it may show. Rows are only ever shown as this view's when they
 * are this view's: another page's rows appear dimmed while this one loads (`ready` and `refreshing`), and give
 * way to the error when it fails to load (`page-failed`). A failed refresh of this view's own rows keeps them,
 * under a warning (`refresh-failed`).
 */
export type ServerListState<Data> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: Data; refreshing: boolean }
  | { kind: 'empty'; data: Data; filtered: boolean }
  | { kind: 'refresh-failed'; data: Data; error: unknown }
  | { kind: 'page-failed'; error: unknown };

export type ServerList<Data> = ServerListState<Data> & {
  /**
   * What "Try again" asks again and spins with. The source itself, so that only a failure's banner reads (and
   * re-renders with) its `isValidating`, not the list on every poll.
   */
  retry: Pick<ServerListSource<Data>, 'isValidating' | 'mutate'>;
};

export type ServerListOptions<Data> = {
  /** Whether this view's answer has no rows. */
  isEmpty: (data: Data) => boolean;
  /** A search or filter narrows the view: an empty answer says nothing about the workspace as a whole. */
  filtered?: boolean;
};

/** The state of a list from its source; `empty` is whether `data`, when it is this view's own, has no rows. */
export function serverListState<Data>(
  { data, error, showsPrevious = false }: Pick<ServerListSource<Data>, 'data' | 'error' | 'showsPrevious'>,
  { empty, filtered }: { empty: boolean; filtered: boolean },
): ServerListState<Data> {
  if (error !== undefined) {
    return data === undefined || showsPrevious
      ? { kind: 'page-failed', error }
      : { kind: 'refresh-failed', data, error };
  }
  if (data === undefined) return { kind: 'loading' };
  if (showsPrevious) return { kind: 'ready', data, refreshing: true };
  if (empty) return { kind: 'empty', data, filtered };
  return { kind: 'ready', data, refreshing: false };
}

/** The rows' own answer when the list has one on screen: the figures (total, last page) it may be judged by. */
export function currentData<Data>(state: ServerListState<Data>): Data | undefined {
  switch (state.kind) {
    case 'empty':
    case 'refresh-failed':
      return state.data;
    case 'ready':
      return state.refreshing ? undefined : state.data;
    default:
      return undefined;
  }
}

/** Whatever the list has on screen, this view's or (dimmed, while this one loads) the previous one's. */
export function shownData<Data>(state: ServerListState<Data>): Data | undefined {
  return 'data' in state ? state.data : undefined;
}

/**
 * One server-paged list's state (see ServerListState), worked out the same way for every list of the console from
 * its data hook's result in the same render.
 */
export function useServerList<Data>(
  source: ServerListSource<Data>,
  { isEmpty, filtered = false }: ServerListOptions<Data>,
): ServerList<Data> {
  const { data, error, showsPrevious } = source;
  const empty = data !== undefined && isEmpty(data);
  return { ...serverListState({ data, error, showsPrevious }, { empty, filtered }), retry: source };
}
