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
