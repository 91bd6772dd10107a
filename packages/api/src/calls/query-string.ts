/** A read's query: paging, filters and sort, any of them left out. */
export type ListQuery = Readonly<Record<string, string | number | undefined>>;

/** The fields of a query that are sent, in name order. */
export type ListParams = Readonly<Record<string, string | number>>;

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/*
 * An empty field means "no filter", as a missing one does, so neither is sent; and the fields go in name order. So
 * however a screen spells a view, the view has one query string and one cache key (listParams goes into the list's
 * SWR key), and a link preloaded on intent hits the key its page reads.
 */
function sentFields(query: ListQuery): [string, string | number][] {
  return Object.entries(query)
    .filter((field): field is [string, string | number] => field[1] !== undefined && field[1] !== '')
    .sort(byName);
}

/** What of `query` is sent, as the plain object a list's cache key holds. */
export function listParams(query: ListQuery): ListParams {
  return Object.fromEntries(sentFields(query));
}

/** `?name=value&…` for what of `query` is sent, or '' when nothing is. */
export function queryString(query: ListQuery): string {
  const search = new URLSearchParams(sentFields(query).map(([name, value]) => [name, String(value)]));
  return search.size > 0 ? `?${search}` : '';
}
