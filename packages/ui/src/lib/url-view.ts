import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A list's view (search, filters, sort, page) lives in the address, so a link or Back reproduces it. Every list of
 * the console reads and writes it through these helpers: a new view starts at its first page, and a page past the
 * end is replaced by the last one.
 */

/** What changes in the view: a value sets its parameter, null (or '') removes it. */
export type ViewChanges = Record<string, string | null | undefined>;

export type ChangeView = (changes: ViewChanges, replace?: boolean) => void;

/** `?page=` as a page number; anything but a whole number above 1 is the first page. */
export function pageFrom(params: URLSearchParams, key = 'page'): number {
  const page = Number.parseInt(params.get(key) ?? '', 10);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A searchable, sortable list's view. */
export type ListView<Sort extends string> = { q: string; sort: Sort; dir: 'asc' | 'desc'; page: number };

export type ListViewOptions<Sort extends string> = {
  /** Where two lists share a page, each keeps its parameters under its own prefix (`keys_page`). */
  prefix?: string;
  sorts: readonly Sort[];
  /** The server's own order, when the address names none. */
  fallback: { sort: Sort; dir: 'asc' | 'desc' };
  /** The direction of a sort the address names without one; the fallback's by default. */
  chosenDir?: 'asc' | 'desc';
};

/** `?q=&sort=&dir=&page=` as a list's view. */
export function readListView<Sort extends string>(
  params: URLSearchParams,
  { prefix = '', sorts, fallback, chosenDir = fallback.dir }: ListViewOptions<Sort>,
): ListView<Sort> {
  const sortParam = params.get(`${prefix}sort`);
  const sort = sorts.find((key) => key === sortParam) ?? fallback.sort;
  const dirParam = params.get(`${prefix}dir`);
  const dir =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : sortParam === null ? fallback.dir : chosenDir;
  return { q: params.get(`${prefix}q`)?.trim() ?? '', sort, dir, page: pageFrom(params, `${prefix}page`) };
}

/** The list call's query for a view: the search only when there is one. */
export function listQuery<Sort extends string>(view: ListView<Sort>, perPage: number) {
  return {
    ...(view.q === '' ? {} : { q: view.q }),
    sort: view.sort,
    dir: view.dir,
    page: view.page,
    per_page: perPage,
  };
}

export type UrlViewOptions = {
  /** Where two lists share a page, each keeps its parameters under its own prefix. */
  prefix?: string;
  /** A list in the middle of a page keeps the scroll position when its view changes. */
  preventScrollReset?: boolean;
};

/**
 * The address's view and the ways to change it. A change is its own history entry (a replacement while typing,
 * with `replace`), and starts again at the first page unless it names the page. The handlers stay the same across
 * renders: the router gives a new setter with every address, and tables memoised on them would re-render for a
 * view change before its rows have arrived.
 */
export function useUrlView({ prefix = '', preventScrollReset }: UrlViewOptions = {}) {
  const [params, setParams] = useSearchParams();
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  const changeView: ChangeView = useCallback(
    (changes, replace = false) => {
      setParamsRef.current(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete(`${prefix}page`);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(`${prefix}${key}`);
            else next.set(`${prefix}${key}`, value);
          }
          return next;
        },
        { replace, preventScrollReset },
      );
    },
    [prefix, preventScrollReset],
  );
  const changePage = useCallback(
    (page: number) => changeView({ page: page === 1 ? null : String(page) }),
    [changeView],
  );
  /** Every filter off: the list as it first opens. */
  const clearView = useCallback(() => setParamsRef.current(new URLSearchParams()), []);
  return { params, changeView, changePage, clearView };
}

/**
 * A page past the end (its last row was deleted, fewer matches since, or an old link) is replaced by the last page
 * that has rows. Only this view's own answer can say so (`total` from `currentData`), not the previous page kept
 * on screen while it loads.
 */
export function useLastPageClamp(
  page: number,
  total: number | undefined,
  perPage: number,
  changeView: ChangeView,
) {
  const lastPage =
    total !== undefined && Number.isFinite(total) ? Math.max(1, Math.ceil(total / perPage)) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage)
      changeView({ page: lastPage === 1 ? null : String(lastPage) }, true);
  }, [lastPage, page, changeView]);
}
