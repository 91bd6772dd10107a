import { type MockReply, ok } from './reply';

// What the mock's list calls share once their query is read (read-query.ts): the orders they sort by and the page
// they answer with, so every list reply pages the same way.

/** Text in the order people read it: case aside, and "key 10" after "key 9". */
export const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/** A timestamp to sort by; never (null) sorts after every date ascending. */
export const instant = (timestamp: string | null) =>
  timestamp === null ? Number.POSITIVE_INFINITY : Date.parse(timestamp);

/** One page of rows, and the paging fields every list reply carries beside them. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), total: rows.length, page, per_page: perPage };
}

/**
 * A list searched, sorted and paged as its query asks: the rows any of whose texts holds `q` (in any case), in
 * `order` (`sign` -1 turns it round), ties broken by `tie` the same way whichever way the list runs, so paging
 * through neither repeats nor skips a row; then the page.
 */
export function searchSortPage<T>(
  rows: readonly T[],
  ask: { q?: string | undefined; sign: 1 | -1; page: number; perPage: number },
  texts: (row: T) => string[],
  order: (a: T, b: T) => number,
  tie: (a: T, b: T) => number,
) {
  const needle = ask.q?.trim().toLowerCase() ?? '';
  const matching = rows
    .filter((row) => texts(row).some((text) => text.toLowerCase().includes(needle)))
    .sort((a, b) => ask.sign * order(a, b) || tie(a, b));
  return pageOf(matching, ask.page, ask.perPage);
}

/**
 * How one searchable list call answers: its sort, direction and page size when the query names none, its orders
 * by sort, the texts a search looks in, and how ties are broken.
 */
export interface ListRules<T, Sort extends string> {
  sort: Sort;
  dir: 'asc' | 'desc';
  perPage: number;
  orders: Record<Sort, (a: T, b: T) => number>;
  texts: (row: T) => string[];
  tie: (a: T, b: T) => number;
}

/** What a searchable list call's query asks for, as its schema reads it. */
export type ListAsk<Sort extends string> = {
  q?: string | undefined;
  sort?: Sort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
};

/** A searchable list's reply: the page of `rows` the query asks for, under `name`, and the paging fields. */
export function listReply<T, Sort extends string>(
  name: string,
  rows: readonly T[],
  query: ListAsk<Sort>,
  rules: ListRules<T, Sort>,
): MockReply {
  const { rows: page, ...paging } = searchSortPage(
    rows,
    {
      q: query.q,
      sign: (query.dir ?? rules.dir) === 'asc' ? 1 : -1,
      page: query.page ?? 1,
      perPage: query.per_page ?? rules.perPage,
    },
    rules.texts,
    rules.orders[query.sort ?? rules.sort],
    rules.tie,
  );
  return ok({ [name]: page, ...paging });
}
