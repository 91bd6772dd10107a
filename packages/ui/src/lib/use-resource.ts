/** What a page showing one resource (a dashboard's figures, a workspace) needs from its data hook. */
export type ResourceSource<Data> = {
  data: Data | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
};

/**
 * Where one resource stands. A failure only takes the page's place while nothing has arrived; a failed re-fetch
 * keeps what is on screen (`ready` with `refreshError`).
 */
export type ResourceState<Data> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; data: Data; refreshError: unknown };

export function resourceState<Data>({
  data,
  error,
}: Pick<ResourceSource<Data>, 'data' | 'error'>): ResourceState<Data> {
  if (data !== undefined) return { kind: 'ready', data, refreshError: error };
  return error === undefined ? { kind: 'loading' } : { kind: 'failed', error };
}
